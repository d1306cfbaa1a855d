/**
 * A site's client bundle holds only the widgets' islands the site uses: foretold from its docs before they
 * compile, made again with the islands its posts and pages use once they have, and built again with every
 * island when a page rendered one nobody foretold (a component a React page imports).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { get, stop, watchSite } from './httpHelpers.ts';
import { hashTree, runSitegen, startSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const editor = '::monaco-editor{language="json" value="{}"}';
const blogConfig =
  "import { defineConfig } from 'sitegen-docs/config';\n" +
  "export default defineConfig({ title: 'Fixture', url: 'https://example.com', blog: { onUntruncatedBlogPosts: 'ignore' } });\n";

/** The widgets' islands among the bundle's entries (`island-<name>-<hash>.js`). */
async function bundledIslands(outDir: string): Promise<string[]> {
  return (await readdir(path.join(outDir, 'assets')))
    .map((file) => /^island-([a-z-]+)-[A-Z0-9]+\.js$/.exec(file)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

/** The page's islands manifest: each island it shows, by name, with its script's address. */
async function manifestOf(file: string): Promise<Record<string, string>> {
  const html = await readFile(file, 'utf8');
  const json = /<script type="application\/json" id="sg-islands">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, string>) : {};
}

/** The page's manifest gives the island its script: `/assets/island-<name>-<hash>.js`. */
async function expectIslandScript(file: string, name: string): Promise<void> {
  expect((await manifestOf(file))[name], `${name} in ${file}`).toMatch(
    new RegExp(`^/assets/island-${name}-[A-Z0-9]+\\.js$`),
  );
}

describe('the widgets islands a client bundle holds', { timeout: 120_000 }, () => {
  it('are none for a site that uses no widget', async () => {
    const site = await sites.build({ 'docs/intro.md': '# Intro\n\nText.\n' });
    expect(site.code, site.stderr).toBe(0);
    expect(await bundledIslands(site.outDir)).toEqual([]);
  });

  it('are none for a doc that shows a directive in a code block, read or taken from the cache: the same output', async () => {
    const site = await sites.build({ 'docs/intro.md': `# Intro\n\n\`\`\`md\n${editor}\n\`\`\`\n` });
    expect(site.code, site.stderr).toBe(0);
    expect(await bundledIslands(site.outDir)).toEqual([]);
    // Another doc added: the build takes the first from its cache unread, and writes what a build without it writes.
    await writeFile(path.join(site.siteDir, 'docs/other.md'), '# Other\n\nMore.\n');
    const again = await runSitegen(['build', 'site', '--out', 'out'], { cwd: site.root });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/2 Markdown \(1 unchanged/);
    const fresh = await runSitegen(['build', 'site', '--out', 'fresh', '--no-cache'], { cwd: site.root });
    expect(fresh.code, fresh.stderr).toBe(0);
    expect(await hashTree(path.join(site.root, 'fresh'))).toEqual(await hashTree(site.outDir));
  });

  it('are those its docs use', async () => {
    const site = await sites.build({ 'docs/intro.md': `# Intro\n\n${editor}\n` });
    expect(site.code, site.stderr).toBe(0);
    expect(await bundledIslands(site.outDir)).toEqual(['monaco-editor']);
    await expectIslandScript(path.join(site.outDir, 'docs/intro.html'), 'monaco-editor');
  });

  it('include one only a blog post uses, which nothing foretold', async () => {
    const site = await sites.build({
      'sitegen.config.ts': blogConfig,
      'docs/intro.md': '# Intro\n\nText.\n',
      'blog/2024-01-15-hello.md': `---\ntitle: Hello\n---\n\n${editor}\n`,
    });
    expect(site.code, site.stderr).toBe(0);
    expect(site.stdout).not.toContain('building again');
    expect(await bundledIslands(site.outDir)).toEqual(['monaco-editor']);
    await expectIslandScript(path.join(site.outDir, 'blog/2024/01/15/hello.html'), 'monaco-editor');
  });

  it("include one a React page's own code names, made once its page has loaded", async () => {
    const site = await sites.build({
      'docs/intro.md': '# Intro\n\nText.\n',
      'pages/index.tsx':
        "import JSONSchemaViewer from '@theme/JSONSchemaViewer';\n" +
        "export default function Home() {\n  return <main><JSONSchemaViewer schema={{ type: 'object' }} /></main>;\n}\n",
    });
    expect(site.code, site.stderr).toBe(0);
    expect(site.stdout).not.toContain('building again');
    expect(await bundledIslands(site.outDir)).toEqual(['schema-viewer']);
  });

  it('are all of them once a page rendered one nobody foretold, and the build says so', async () => {
    // The page's own code names no island: a component it imports renders the viewer.
    const site = await sites.build({
      'docs/intro.md': '# Intro\n\nText.\n',
      'pages/index.tsx':
        "import Viewer from '../components/Viewer';\n" +
        'export default function Home() {\n  return <main><Viewer /></main>;\n}\n',
      'components/Viewer.tsx':
        "import JSONSchemaViewer from '@theme/JSONSchemaViewer';\n" +
        "export default function Viewer() {\n  return <JSONSchemaViewer schema={{ type: 'object' }} />;\n}\n",
    });
    expect(site.code, site.stderr).toBe(0);
    expect(site.stdout).toContain(
      `${path.join(site.siteDir, 'pages/index.tsx')} shows the schema-viewer island, which the client bundle was not ` +
        'foretold to hold: building again with every island.',
    );
    expect(await bundledIslands(site.outDir)).toEqual([
      'json-schema-editor',
      'monaco-editor',
      'playground',
      'schema-viewer',
    ]);
    await expectIslandScript(path.join(site.outDir, 'index.html'), 'schema-viewer');
  });

  it("hold the island of a widget in an MDX partial, which renders as the doc's own widgets do", async () => {
    const site = await sites.build({
      'docs/intro.mdx': "import Part from './_part.mdx';\n\n# Intro\n\n<Part />\n",
      'docs/_part.mdx': `${editor}\n`,
    });
    expect(site.code, site.stderr).toBe(0);
    expect(site.stdout).toContain('shows the monaco-editor island, which the client bundle was not foretold to hold');
    const html = await readFile(path.join(site.outDir, 'docs/intro.html'), 'utf8');
    expect(html).toContain('<div class="sg-island" data-island="monaco-editor"');
    expect(html).not.toContain('<sitegen-widget');
    await expectIslandScript(path.join(site.outDir, 'docs/intro.html'), 'monaco-editor');
  });

  it('under serve --watch, gain one a doc uses for the first time: the page shows it, its script served', async () => {
    const { root, siteDir } = await sites.write({ 'docs/intro.md': '# Intro\n\nText.\n' });
    const { child, port, events } = await watchSite(() =>
      startSitegen(['serve', 'site', '--watch', '--port', '0'], { cwd: root }),
    );
    try {
      expect((await get(port, '/docs/intro')).body).not.toContain('sg-islands');
      await writeFile(path.join(siteDir, 'docs/intro.md'), `# Intro\n\n${editor}\n`);
      await events.next('reload');
      const html = (await get(port, '/docs/intro')).body;
      const script = /"monaco-editor":"(\/assets\/island-monaco-editor-[A-Z0-9]+\.js)"/.exec(html)?.[1];
      expect(script).toBeDefined();
      expect((await get(port, script ?? '')).status).toBe(200);
    } finally {
      events.close();
      await stop(child);
    }
  });
});
