/** Front matter keys Docusaurus users rely on: displayed_sidebar and unlisted. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const sidebarsTs = "export default { guide: ['intro', 'hidden'], api: ['reference'] };\n";

describe('front matter: displayed_sidebar and unlisted', { timeout: 60_000 }, () => {
  it('shows the named sidebar, or none; keeps unlisted docs out of sidebars, the sitemap and search', async () => {
    const run = await sites.build({
      'sidebars.ts': "export default { guide: ['intro'], api: ['reference'] };\n",
      'docs/intro.md': '# Intro\n\nSee the [hidden page](./hidden.md).\n',
      'docs/reference.md': '# Reference\n',
      'docs/loose.md': '---\ndisplayed_sidebar: api\n---\n# Loose\n',
      'docs/bare.md': '---\ndisplayed_sidebar: null\n---\n# Bare\n',
      'docs/hidden.md': '---\nunlisted: true\n---\n# Hidden\n',
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const read = (file: string) => readFile(path.join(run.outDir, file), 'utf8');
    expect(await read('docs/loose.html')).toContain('<a href="/docs/reference"');
    expect(await read('docs/bare.html')).not.toContain('sg-sidebar');
    const hidden = await read('docs/hidden.html');
    expect(hidden).toContain('<meta name="robots" content="noindex">');
    expect(hidden).toContain('Unlisted page');
    expect(await read('sitemap.xml')).not.toContain('/docs/hidden');
    expect(JSON.parse(await read('search-documents.json')).map((d: { href: string }) => d.href)).not.toContain(
      '/docs/hidden',
    );
  });

  it('reports a displayed_sidebar that names no sidebar, at its value, with the available ids', async () => {
    const run = await sites.build({
      'sidebars.ts': sidebarsTs,
      'docs/intro.md': '# Intro\n',
      'docs/hidden.md': '# Hidden\n',
      'docs/reference.md': '---\ndisplayed_sidebar: apj\n---\n# Reference\n',
    });
    expect(run.stderr.split('\n').slice(0, 3)).toEqual([
      'site/docs/reference.md:2:20 error UnknownSidebarId',
      '  Front matter "displayed_sidebar" names the sidebar "apj", which does not exist.',
      '    1 | ---',
    ]);
    expect(run.stderr).toContain('  hint: Did you mean "api"? Available ids: guide, api.\n');
    expect(run.code).toBe(1);
  });
});
