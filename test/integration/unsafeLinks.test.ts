/**
 * Links are safe however they are spelled: a `javascript:`, `vbscript:` or
 * `data:` link in a doc is a build error at the link (whatever
 * `onBrokenLinks` says), not something left to React to neutralise at click
 * time; and every address sitegen writes for a route is encoded as a path,
 * so a file name with `#`, `?`, `%` or a colon gives a working link.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const ignoreBrokenLinks =
  "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Fixture', url: 'https://example.com', onBrokenLinks: 'ignore' });\n";

describe('links that run code', { timeout: 60_000, concurrent: true }, () => {
  it('is an error at each link, in any case, entity or whitespace spelling, in Markdown and raw HTML', async () => {
    const run = await sites.build({
      'sitegen.config.ts': ignoreBrokenLinks,
      'docs/intro.md': [
        '# Intro',
        '',
        '[a](javascript:alert(1))',
        '[b](JavaScript&#58;alert(2))',
        '[c](<java\tscript:alert(3)>)',
        '[d](vbscript:msgbox(4))',
        '[e](data:text/html,%3Cscript%3Ealert(5)%3C/script%3E)',
        '',
        '<a href="&#106;avascript:alert(6)">f</a>',
        '',
        '![an image may use data:](data:image/png;base64,iVBORw0KGgo=)',
        '',
      ].join('\n'),
    });
    expect(run.code).toBe(1);
    const lines = run.stderr
      .split('\n')
      .filter((line) => / error |^ {2}[A-Z]/.test(line) && !line.startsWith('  hint'));
    expect(lines).toEqual([
      'site/docs/intro.md:3:1 error UnsafeLink',
      '  The link on /docs/intro uses the javascript: scheme, which runs code when clicked.',
      'site/docs/intro.md:4:1 error UnsafeLink',
      '  The link on /docs/intro uses the javascript: scheme, which runs code when clicked.',
      'site/docs/intro.md:5:1 error UnsafeLink',
      '  The link on /docs/intro uses the javascript: scheme, which runs code when clicked.',
      'site/docs/intro.md:6:1 error UnsafeLink',
      '  The link on /docs/intro uses the vbscript: scheme, which runs code when clicked.',
      'site/docs/intro.md:7:1 error UnsafeLink',
      '  The link on /docs/intro uses the data: scheme, which opens a document made by the link itself.',
      'site/docs/intro.md:9:1 error UnsafeLink',
      '  The link on /docs/intro uses the javascript: scheme, which runs code when clicked.',
    ]);
    expect(run.stderr).toContain(
      '  hint: Link to a page or a file. For behaviour on a page, write a widget (see "Extending sitegen") instead of a script URL.\n',
    );
    expect(run.stderr).toContain('✗ Build failed: 6 problems.');
  });
});

describe('links that run code in React pages', { timeout: 60_000, concurrent: true }, () => {
  it('is an error at the href in the page source, though React has already replaced it in the HTML', async () => {
    const run = await sites.build({
      'docs/intro.md': '# Intro\n',
      'pages/index.tsx':
        'export default function Home() {\n  return (\n    <main>\n      <a href="javascript:alert(1)">Run</a>\n    </main>\n  );\n}\n',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      [
        'site/pages/index.tsx:4:16 error UnsafeLink',
        '  The link on / uses the javascript: scheme, which runs code when clicked.',
        '    3 |     <main>',
        '  > 4 |       <a href="javascript:alert(1)">Run</a>',
        '      |                ^',
      ].join('\n'),
    );
  });
});

describe('addresses of routes from file names', { timeout: 60_000, concurrent: true }, () => {
  it('are encoded as paths in pages, the sitemap and the search documents, and name the written files', async () => {
    const run = await sites.build({
      'docs/intro.md':
        '# Intro\n\n[hash](./a%20b%23c.md) [percent](./100%25.md) [colon](./javascript:x.md) [accent](./café.md)\n',
      'docs/a b#c.md': '# Hash\n',
      'docs/100%.md': '# Percent\n',
      'docs/javascript:x.md': '# Colon\n',
      'docs/café.md': '# Accent\n',
    });
    expect(run.stderr).toBe('');
    const html = await readFile(path.join(run.outDir, 'docs/intro.html'), 'utf8');
    const content = html.slice(html.indexOf('<h1'));
    expect(content).toContain('<a href="/docs/a%20b%23c">hash</a>');
    expect(content).toContain('<a href="/docs/100%25">percent</a>');
    expect(content).toContain('<a href="/docs/javascript:x">colon</a>');
    expect(content).toContain('<a href="/docs/caf%C3%A9">accent</a>');
    const sitemap = await readFile(path.join(run.outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://example.com/docs/a%20b%23c</loc>');
    expect(sitemap).toContain('<loc>https://example.com/docs/100%25</loc>');
    expect(sitemap).toContain('<loc>https://example.com/docs/caf%C3%A9</loc>');
    const search = await readFile(path.join(run.outDir, 'search-documents.json'), 'utf8');
    expect(search).toContain('"/docs/a%20b%23c"');
    expect(search).not.toContain('"/docs/a b#c"');
    for (const file of ['a b#c.html', '100%.html', 'javascript:x.html', 'café.html']) {
      expect(await readFile(path.join(run.outDir, 'docs', file), 'utf8')).toContain('<h1');
    }
  });
});
