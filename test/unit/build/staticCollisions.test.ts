/**
 * Files of static/ against what the build writes itself: the names every
 * build writes and the pages' files are refused before rendering; under
 * assets/, only a file of the very path of a generated one is refused, so a
 * Docusaurus site's static/assets/ folder builds as it did there.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedCollisions, staticCollisions } from '../../../src/build/staticCollisions.ts';
import type { StaticFile } from '../../../src/content/contentTypes.ts';
import { RouteTable } from '../../../src/routes/routeTable.ts';

const siteDir = '/site';
const staticFile = (relativePath: string): StaticFile => ({
  file: path.join(siteDir, 'static', relativePath),
  relativePath,
});

describe('staticCollisions', () => {
  const routes = new RouteTable(siteDir);
  routes.add({ path: '/docs/intro', source: path.join(siteDir, 'docs/intro.md'), kind: 'doc' });

  it('refuses the names every build writes and the files of pages, naming the static file without a line', () => {
    const problems = staticCollisions(
      routes,
      ['404.html', 'sitemap.xml', 'search/manifest.json', 'docs/intro.html'].map(staticFile),
      false,
      siteDir,
    );
    expect(problems).toEqual([
      {
        code: 'DuplicateRoute',
        severity: 'error',
        file: '/site/static/404.html',
        message: 'The static file static/404.html would overwrite the generated 404.html.',
        hint: 'To change the 404 page, write pages/404.tsx.',
      },
      {
        code: 'DuplicateRoute',
        severity: 'error',
        file: '/site/static/sitemap.xml',
        message: 'The static file static/sitemap.xml would overwrite the generated sitemap.xml.',
        hint: 'Rename or move the static file.',
      },
      {
        code: 'DuplicateRoute',
        severity: 'error',
        file: '/site/static/search/manifest.json',
        message: 'The static file static/search/manifest.json would overwrite the generated search/ folder.',
        hint: 'Rename or move the static file.',
      },
      {
        code: 'DuplicateRoute',
        severity: 'error',
        file: '/site/static/docs/intro.html',
        message: 'The static file static/docs/intro.html would overwrite the page /docs/intro from docs/intro.md.',
        hint: 'Rename or move the static file; static files are copied to the output as they are.',
      },
    ]);
  });

  it('leaves static/assets/ to the check after rendering', () => {
    expect(
      staticCollisions(
        routes,
        ['assets/tutorials/devtools.png', 'assets/runtime-ABCD1234.js', 'img/logo.svg'].map(staticFile),
        false,
        siteDir,
      ),
    ).toEqual([]);
  });
});

describe('generatedCollisions', () => {
  it('refuses a static file of the same path as a generated one, and only that', () => {
    const generated = [
      'assets/runtime-ABCD1234.js',
      'assets/files/person-0a1b2c3d.json',
      'assets/sidebars/docs-0123456789.html',
    ];
    const problems = generatedCollisions(
      ['assets/tutorials/devtools.png', 'assets/files/person-0a1b2c3d.json', 'assets/runtime.js', 'img/logo.svg'].map(
        staticFile,
      ),
      generated,
    );
    expect(problems).toEqual([
      {
        code: 'DuplicateRoute',
        severity: 'error',
        file: '/site/static/assets/files/person-0a1b2c3d.json',
        message:
          'The static file static/assets/files/person-0a1b2c3d.json would overwrite the file of that name the build generates.',
        hint: 'Rename or move the static file: the build names its files under assets/ by a hash of their contents, so another name never collides.',
      },
    ]);
  });
});
