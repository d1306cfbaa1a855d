/**
 * Docs instances beside the main docs (`docsInstances`, Docusaurus's docs plugin instances): each served
 * at its own address with its own sidebars and versions (`<id>_versions.json`, `<id>_versioned_docs/`),
 * its doc ids its own, its translations in `i18n/<locale>/docusaurus-plugin-content-docs-<id>/`; links
 * between instances checked; the navbar's doc items naming an instance; and the config's mistakes.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBuildFailure } from './expectedOutput.ts';
import { throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const config = (extra = '') => `import { defineConfig } from 'sitegen-docs/config';
export default defineConfig({
  title: 'Fixture',
  url: 'https://example.com',
  navbar: {
    items: [
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' },
      { type: 'doc', docId: 'intro', docsInstance: 'api', label: 'API' },
      { type: 'docsVersionDropdown' },
    ],
  },
  docsInstances: [{ id: 'api', path: 'api', routeBasePath: '/api', sidebarPath: 'sidebarsApi.ts' }],${extra}
});
`;

/** The main docs of one version; the `api` instance of two (Next, and 1.0 served at /api). */
const site: Record<string, string> = {
  'sitegen.config.ts': config(),
  'docs/intro.md': '# Introduction\n\nThe [API reference](/api/intro) and [its setup](../api/setup.md).\n',
  'sidebarsApi.ts': "export default { apiSidebar: ['intro', 'setup'] };\n",
  'api/intro.md': '# API\n\nThe next API. Back to [the docs](/docs/intro). [Setup](./setup.md).\n',
  'api/setup.md': '# Setup\n\nNext setup.\n',
  'api_versions.json': '["1.0"]\n',
  'api_versioned_docs/version-1.0/intro.md': '# API\n\nThe 1.0 API. [Setup](./setup.md).\n',
  'api_versioned_docs/version-1.0/setup.md': '# Setup\n\n1.0 setup.\n',
  'api_versioned_sidebars/version-1.0-sidebars.json': '{ "apiSidebar": ["setup", "intro"] }\n',
};

/** The version dropdown: where each version leads. */
function dropdownLinks(html: string): string[] {
  const menu =
    /<details class="sg-dropdown"[^>]*data-version-dropdown=""[^>]*>([\s\S]*?)<\/details>/.exec(html)?.[1] ?? '';
  return [...menu.matchAll(/<a href="([^"]*)" data-version="([^"]*)"/g)].map(
    ([, href, name]) => `${name ?? ''} ${href ?? ''}`,
  );
}

const sidebarOf = (html: string) => /<ul class="sg-sidebar__list">([\s\S]*?)<\/ul><\/nav>/.exec(html)?.[1] ?? '';

describe('docs instances', { timeout: 120_000 }, () => {
  let run: Awaited<ReturnType<typeof sites.build>>;
  const read = (file: string) => readFile(path.join(run.outDir, file), 'utf8');
  beforeAll(async () => {
    run = await sites.build(site, ['--quiet']);
  });

  it('builds each instance at its address, its last version at its root and the current docs under next', async () => {
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(await read('api/intro.html')).toContain('<p>The 1.0 API. <a href="/api/setup">Setup</a>.</p>');
    expect(await read('api/next/intro.html')).toContain(
      '<p>The next API. Back to <a href="/docs/intro">the docs</a>. <a href="/api/next/setup">Setup</a>.</p>',
    );
    // A Markdown link into another instance's folder leads to its page.
    expect(await read('docs/intro.html')).toContain(
      '<p>The <a href="/api/intro">API reference</a> and <a href="/api/next/setup">its setup</a>.</p>',
    );
  });

  it('gives each instance its own sidebars, by its own ids', async () => {
    expect(sidebarOf(await read('api/intro.html'))).toBe(
      '<li><a href="/api/setup">Setup</a></li><li><a href="/api/intro" class="is-active" aria-current="page">API</a></li>',
    );
    expect(sidebarOf(await read('api/next/intro.html'))).toBe(
      '<li><a href="/api/next/intro" class="is-active" aria-current="page">API</a></li><li><a href="/api/next/setup">Setup</a></li>',
    );
    expect(sidebarOf(await read('docs/intro.html'))).toBe(
      '<li><a href="/docs/intro" class="is-active" aria-current="page">Introduction</a></li>',
    );
  });

  it("shows an instance's versions on its docs, and no version menu on the main docs of one version", async () => {
    expect(dropdownLinks(await read('api/next/setup.html'))).toEqual([
      'api:current /api/next/setup',
      'api:1.0 /api/setup',
    ]);
    expect(dropdownLinks(await read('docs/intro.html'))).toEqual([]);
  });

  it("links the navbar's doc item of an instance to that instance's last version", async () => {
    expect(await read('docs/intro.html')).toContain('<a class="sg-navbar__link" href="/api/intro">API</a>');
  });
});

describe('docs instances: translations', { timeout: 120_000 }, () => {
  it("takes an instance's translated docs and sidebar labels from its Docusaurus folder", async () => {
    const run = await sites.build(
      {
        'sitegen.config.ts': config("\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },").replace(
          "{ type: 'docsVersionDropdown' },",
          '',
        ),
        'docs/intro.md': '# Introduction\n',
        'sidebarsApi.ts':
          "export default { apiSidebar: [{ type: 'category', label: 'Reference', items: ['intro'] }] };\n",
        'api/intro.md': '# API\n\nIn English.\n',
        'i18n/fr/docusaurus-plugin-content-docs-api/current/intro.md': '# API\n\nEn français.\n',
        'i18n/fr/docusaurus-plugin-content-docs-api/current.json':
          '{ "sidebar.apiSidebar.category.Reference": { "message": "Référence" } }\n',
      },
      ['--quiet'],
    );
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const french = await readFile(path.join(run.outDir, 'fr/api/intro.html'), 'utf8');
    expect(french).toContain('<p>En français.</p>');
    expect(french).toContain('Référence');
    expect(await readFile(path.join(run.outDir, 'api/intro.html'), 'utf8')).toContain('<p>In English.</p>');
  });
});

describe('docs instances: mistakes', { timeout: 60_000, concurrent: true }, () => {
  it('InvalidConfig: two instances at one address', async () => {
    const run = await sites.build({
      ...site,
      'sitegen.config.ts': config().replace(
        "routeBasePath: '/api', sidebarPath: 'sidebarsApi.ts' }]",
        "routeBasePath: '/api', sidebarPath: 'sidebarsApi.ts' }, { id: 'more', path: 'more', routeBasePath: '/docs' }]",
      ),
      'more/a.md': '# A\n',
    });
    expectBuildFailure(run, [
      'site/sitegen.config.ts:12:145 error InvalidConfig',
      '  The docs instance "more" is served at /docs, where the docs instance "default" is served: two docs instances cannot share an address.',
      '    11 | …',
      "  > 12 | …ebarsApi.ts' }, { id: 'more', path: 'more', routeBasePath: '/docs' }],",
      '       |                                                              ^',
      '    13 | …',
      '  hint: Give it another routeBasePath.',
    ]);
  });

  it('InvalidConfig: a navbar item naming an instance the site does not have', async () => {
    const run = await sites.build({
      ...site,
      'sitegen.config.ts': config().replace("docsInstance: 'api'", "docsInstance: 'apy'"),
    });
    expectBuildFailure(run, [
      'site/sitegen.config.ts:8:53 error InvalidConfig',
      '  The navbar item "API" names the docs instance "apy", which the site does not have (its docs instances: api).',
      "    7 |       { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' },",
      "  > 8 |       { type: 'doc', docId: 'intro', docsInstance: 'apy', label: 'API' },",
      '      |                                                     ^',
      "    9 |       { type: 'docsVersionDropdown' },",
      '  hint: Did you mean "api"?',
    ]);
  });

  it('InvalidConfig: an instance named default', async () => {
    const run = await sites.build({ ...site, 'sitegen.config.ts': config().replace("id: 'api'", "id: 'default'") });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "site/sitegen.config.ts:12:21 error InvalidConfig\n  \"docsInstances[0].id\" must be an id other than 'default', the main docs' (the `docs` key), but it is 'default'.",
    );
  });
});
