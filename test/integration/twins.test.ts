/**
 * Docs for machines (src/twins/): a Markdown twin beside every doc, post and Markdown page, written from
 * what the page shows (tabs, admonitions, the schema viewer as an outline, MDX rendered); llms.txt and
 * llms-full.txt; the twin linked from each page's head and served for `Accept: text/markdown`; the same
 * bytes whatever the build cache held and however many threads rendered.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { afterAll, describe, expect, it } from 'vitest';
import { serve } from '../../src/serve/serve.ts';
import { hashTree, runSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const person = {
  title: 'Person',
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1 },
    age: { type: 'integer', minimum: 0 },
    email: { type: 'string', format: 'email' },
  },
};

const files: Record<string, string> = {
  'sitegen.config.ts':
    "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Twins', tagline: 'Docs that machines read.', url: 'https://example.com' });\n",
  'static/schemas/person.json': JSON.stringify(person),
  'docs/intro.md':
    '---\nsidebar_position: 1\ndescription: Where to start.\n---\n# Introduction\n\nRead the [guide](./guide.md#setup) first, then the [schema](./reference/schema.md).\n\n![The logo](/img/logo.png)\n',
  'static/img/logo.png': 'png',
  'docs/guide.md': [
    '---',
    'sidebar_position: 2',
    'title: Guide',
    '---',
    '',
    'Install it, then configure it.',
    '',
    '## Setup',
    '',
    ':::tabs',
    '::tab{label="npm"}',
    '```bash',
    'npm install thing',
    '```',
    '::tab{label="yarn"}',
    '```bash',
    'yarn add thing',
    '```',
    ':::',
    '',
    ':::warning[Before you start]',
    'You need Node.js 20.',
    ':::',
    '',
    '| Option | Default |',
    '| --- | --- |',
    '| `port` | 3000 |',
    '',
  ].join('\n'),
  'docs/reference/_category_.json': '{ "label": "Reference", "position": 3 }',
  'docs/reference/schema.md':
    '---\ntitle: Person schema\n---\nThe person, as the viewer shows it.\n\n::schema-viewer{src="/schemas/person.json"}\n',
  'docs/reference/mdx.mdx':
    '---\ntitle: In MDX\n---\nimport Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\nexport const answer = 6 * 7;\n\nThe answer is {answer}.\n\n<Tabs>\n  <TabItem value="a" label="First">One.</TabItem>\n  <TabItem value="b" label="Second">Two.</TabItem>\n</Tabs>\n',
  'blog/2024-05-01-hello.md':
    '---\ntitle: Hello\nauthors: [{ name: Ada }]\n---\nThe first post, about the [intro](../docs/intro.md).\n',
  'pages/about.md': '---\ntitle: About\n---\n# About\n\nWho we are.\n',
  'pages/index.tsx': 'export default function Home() { return <main><h1>Home</h1></main>; }\n',
};

/** Every twin of an output: its path relative to the output, `/`-separated. */
const twinsOf = async (outDir: string) => Object.keys(await hashTree(outDir)).filter((file) => file.endsWith('.md'));

/** The links and images of a twin, after its front matter. */
function addressesOf(markdown: string): string[] {
  const found: string[] = [];
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  visit(unified().use(remarkParse).use(remarkGfm).parse(body), (node) => {
    if (node.type === 'link' || node.type === 'image') found.push(node.url);
  });
  return found;
}

describe('Markdown twins and llms.txt', { timeout: 120_000 }, () => {
  it('writes a twin for every doc, post and Markdown page, from what the page shows', async () => {
    const run = await sites.build(files);
    expect(run.code, run.stderr).toBe(0);
    expect(await twinsOf(run.outDir)).toEqual([
      'about.md',
      'blog/2024/05/01/hello.md',
      'docs/guide.md',
      'docs/intro.md',
      'docs/reference/mdx.md',
      'docs/reference/schema.md',
    ]);
    expect(await readFile(path.join(run.outDir, 'docs/guide.md'), 'utf8')).toBe(
      [
        '---',
        'title: "Guide"',
        'description: "Install it, then configure it."',
        'url: "https://example.com/docs/guide"',
        '---',
        '',
        '# Guide',
        '',
        'Install it, then configure it.',
        '',
        '## Setup',
        '',
        '### npm',
        '',
        '```bash',
        'npm install thing',
        '```',
        '',
        '### yarn',
        '',
        '```bash',
        'yarn add thing',
        '```',
        '',
        '> **Before you start**',
        '>',
        '> You need Node.js 20.',
        '',
        '| Option | Default |',
        '| --- | --- |',
        '| `port` | 3000 |',
        '',
      ].join('\n'),
    );
    // MDX, rendered: its expressions evaluated, its tabs as headings.
    expect(await readFile(path.join(run.outDir, 'docs/reference/mdx.md'), 'utf8')).toContain(
      '# In MDX\n\nThe answer is 42.\n\n## First\n\nOne.\n\n## Second\n\nTwo.\n',
    );
    // The viewer as its outline: every property, required where the schema says.
    const schemaTwin = await readFile(path.join(run.outDir, 'docs/reference/schema.md'), 'utf8');
    for (const name of Object.keys(person.properties)) {
      const line = schemaTwin.split('\n').find((text) => text.includes(`\`${name}\` (`));
      expect(line, name).toBeDefined();
      expect(line?.includes('required'), name).toBe(person.required.includes(name));
    }
    // A React page has no Markdown to give.
    expect(existsSync(path.join(run.outDir, 'index.md'))).toBe(false);
  });

  it("links each twin from its page's head, and every twin's links lead to twins or files of the output", async () => {
    const run = await sites.build(files);
    expect(run.code, run.stderr).toBe(0);
    const intro = await readFile(path.join(run.outDir, 'docs/intro.html'), 'utf8');
    expect(intro).toContain('<link rel="alternate" type="text/markdown" href="/docs/intro.md">');
    expect(await readFile(path.join(run.outDir, 'index.html'), 'utf8')).not.toContain('text/markdown');
    const introTwin = await readFile(path.join(run.outDir, 'docs/intro.md'), 'utf8');
    expect(addressesOf(introTwin)).toEqual([
      'https://example.com/docs/guide.md#setup',
      'https://example.com/docs/reference/schema.md',
      'https://example.com/img/logo.png',
    ]);
    for (const twin of await twinsOf(run.outDir)) {
      for (const address of addressesOf(await readFile(path.join(run.outDir, twin), 'utf8'))) {
        expect(address.startsWith('https://example.com/'), `${twin}: ${address}`).toBe(true);
        const file = decodeURI(address.slice('https://example.com/'.length).replace(/#.*$/, ''));
        const found = [file, `${file}.html`, path.join(file, 'index.html')].some((candidate) =>
          existsSync(path.join(run.outDir, candidate)),
        );
        expect(found, `${twin}: ${address}`).toBe(true);
      }
    }
  });

  it('lists the twins in llms.txt by sidebar category, and puts the current docs in llms-full.txt in sidebar order', async () => {
    const run = await sites.build(files);
    expect(run.code, run.stderr).toBe(0);
    const llms = [
      '# Twins',
      '',
      '> Docs that machines read.',
      '',
      '## Docs',
      '',
      '- [Introduction](https://example.com/docs/intro.md): Where to start.',
      '- [Guide](https://example.com/docs/guide.md): Install it, then configure it.',
      '',
      '## Reference',
      '',
      '- [In MDX](https://example.com/docs/reference/mdx.md): The answer is answer.',
      '- [Person schema](https://example.com/docs/reference/schema.md): The person, as the viewer shows it.',
      '',
      '## Blog',
      '',
      '- [Hello](https://example.com/blog/2024/05/01/hello.md): The first post, about the intro.',
      '',
      '## Pages',
      '',
      '- [About](https://example.com/about.md): Who we are.',
      '',
    ].join('\n');
    expect(await readFile(path.join(run.outDir, 'llms.txt'), 'utf8')).toBe(llms);
    const full = await readFile(path.join(run.outDir, 'llms-full.txt'), 'utf8');
    expect(
      full.startsWith(
        '# Twins\n\n> Docs that machines read.\n\n# Introduction\n\nSource: https://example.com/docs/intro\n\nRead the',
      ),
    ).toBe(true);
    const titles = full
      .split('\n')
      .filter((line) => line.startsWith('# '))
      .slice(1);
    expect(titles).toEqual(['# Introduction', '# Guide', '# In MDX', '# Person schema']);
    // The build says how large each file is.
    expect(run.stdout).toMatch(
      new RegExp(
        `writeLlms +\\d+ ms  llms\\.txt ${Buffer.byteLength(llms)} B, llms-full\\.txt ${Buffer.byteLength(full)} B\n`,
      ),
    );
  });

  it('writes the same twins whatever the build cache held and however many threads rendered', async () => {
    const run = await sites.build(files);
    expect(run.code, run.stderr).toBe(0);
    const twinFiles = async (outDir: string) =>
      Object.fromEntries(
        Object.entries(await hashTree(outDir)).filter(([file]) => file.endsWith('.md') || file.startsWith('llms')),
      );
    // One doc edited: the others' twins are kept from the last output, llms-full.txt reads them back.
    await writeFile(
      path.join(run.siteDir, 'docs/guide.md'),
      files['docs/guide.md']!.replace('Install it', 'Install the tool'),
    );
    const again = await runSitegen(['build', 'site', '--out', 'out'], { cwd: run.root });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/renderPages .* 1 page\b/);
    const fresh = await runSitegen(['build', 'site', '--out', 'fresh', '--no-cache'], { cwd: run.root });
    expect(fresh.code, fresh.stderr).toBe(0);
    const threads = await runSitegen(['build', 'site', '--out', 'threads', '--no-cache', '--workers', '2'], {
      cwd: run.root,
    });
    expect(threads.code, threads.stderr).toBe(0);
    const expected = await twinFiles(path.join(run.root, 'fresh'));
    expect(Object.keys(expected)).toHaveLength(8);
    expect(await twinFiles(run.outDir)).toEqual(expected);
    expect(await twinFiles(path.join(run.root, 'threads'))).toEqual(expected);
    expect(await readFile(path.join(run.outDir, 'llms-full.txt'), 'utf8')).toContain(
      'Install the tool, then configure it.',
    );
  });

  it("answers a page's address with its twin when asked for Markdown, and says the answer varies by Accept", async () => {
    const run = await sites.build(files);
    expect(run.code, run.stderr).toBe(0);
    const server = await serve({ root: run.outDir, port: 0, host: '127.0.0.1' });
    try {
      for (const twin of await twinsOf(run.outDir)) {
        const route = `/${twin.replace(/\.md$/, '')}`;
        const asked = await fetch(`http://127.0.0.1:${server.port}${route}`, { headers: { accept: 'text/markdown' } });
        expect(asked.headers.get('content-type'), route).toBe('text/markdown; charset=utf-8');
        expect(asked.headers.get('vary'), route).toBe('Accept, Accept-Encoding');
        expect(await asked.text(), route).toBe(await readFile(path.join(run.outDir, twin), 'utf8'));
        const page = await fetch(`http://127.0.0.1:${server.port}${route}`, {
          headers: { accept: 'text/html,*/*;q=0.8' },
        });
        expect(page.headers.get('content-type'), route).toBe('text/html; charset=utf-8');
        expect(page.headers.get('vary'), route).toBe('Accept, Accept-Encoding');
      }
      // A React page has no twin: HTML whatever is asked.
      const home = await fetch(`http://127.0.0.1:${server.port}/`, { headers: { accept: 'text/markdown' } });
      expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    } finally {
      await server.close();
    }
  });

  it("gives each docs version but the last an llms.txt beside its docs, listed by the site's, and twins of its own", async () => {
    // As in Docusaurus, the last release (1.0) is the docs at /docs; docs/ is the unreleased "Next", at /docs/next.
    const run = await sites.build({
      'docs/intro.md': '# Introduction\n\nThe newest words.\n',
      'versions.json': '["1.0"]\n',
      'versioned_docs/version-1.0/intro.md': '# Introduction\n\nThe released words.\n',
      'versioned_sidebars/version-1.0-sidebars.json': '{ "tutorialSidebar": ["intro"] }\n',
    });
    expect(run.code, run.stderr).toBe(0);
    expect(await readFile(path.join(run.outDir, 'llms.txt'), 'utf8')).toBe(
      [
        '# Fixture',
        '',
        '## Docs',
        '',
        '- [Introduction](https://example.com/docs/intro.md): The released words.',
        '',
        '## Other versions',
        '',
        '- [Next](https://example.com/docs/next/llms.txt)',
        '',
      ].join('\n'),
    );
    expect(await readFile(path.join(run.outDir, 'docs/next/llms.txt'), 'utf8')).toBe(
      '# Fixture Next\n\n## Docs\n\n- [Introduction](https://example.com/docs/next/intro.md): The newest words.\n',
    );
    expect(await readFile(path.join(run.outDir, 'docs/next/intro.md'), 'utf8')).toContain(
      'url: "https://example.com/docs/next/intro"\nversion: "Next"\n',
    );
    // llms-full.txt holds the last version only.
    const full = await readFile(path.join(run.outDir, 'llms-full.txt'), 'utf8');
    expect(full).toContain('The released words.');
    expect(full).not.toContain('The newest words.');
  });

  it('names a widget that renders only in the browser in a line of the twin, and says so with --verbose only', async () => {
    const site = {
      'sitegen.config.ts':
        "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Twins', url: 'https://example.com', widgets: [{ name: 'clock', module: 'widgets/Clock.tsx', description: 'The time.', clientOnly: true }, { name: 'hello', module: 'widgets/Hello.tsx', description: 'Hello.' }] });\n",
      'widgets/Clock.tsx': 'export default function Clock() {\n  return <p>{new Date().toISOString()}</p>;\n}\n',
      'widgets/Hello.tsx': 'export default function Hello() {\n  return <p>Hello from the server.</p>;\n}\n',
      'docs/intro.md': '# Intro\n\n::clock\n\n::hello\n',
    };
    const run = await sites.build(site);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
    expect(await readFile(path.join(run.outDir, 'docs/intro.md'), 'utf8')).toBe(
      '---\ntitle: "Intro"\nurl: "https://example.com/docs/intro"\n---\n\n# Intro\n\nclock: shown on the page, not written here.\n\nHello from the server.\n',
    );
    const verbose = await runSitegen(['build', 'site', '--out', 'out', '--no-cache', '--verbose'], { cwd: run.root });
    expect(verbose.code, verbose.stderr).toBe(0);
    expect(verbose.stderr).toContain(
      'site/docs/intro.md:3:1 warning TwinPlaceholder\n  The Markdown twin of /docs/intro names "clock" in a line of its own: it shows nothing without JavaScript, so there is no text to write.\n',
    );
  });

  it("leaves a site's own static llms.txt and .md files standing, writing nothing over them", async () => {
    const run = await sites.build({
      ...files,
      'static/llms.txt': 'Our own index.\n',
      'static/docs/intro.md': 'Our own intro.\n',
    });
    expect(run.code, run.stderr).toBe(0);
    expect(await readFile(path.join(run.outDir, 'llms.txt'), 'utf8')).toBe('Our own index.\n');
    expect(await readFile(path.join(run.outDir, 'docs/intro.md'), 'utf8')).toBe('Our own intro.\n');
    expect(await readFile(path.join(run.outDir, 'docs/intro.html'), 'utf8')).not.toContain('text/markdown');
    expect(existsSync(path.join(run.outDir, 'docs/guide.md'))).toBe(true);
    expect(existsSync(path.join(run.outDir, 'llms-full.txt'))).toBe(true);
  });

  it("puts each twin beside its page's HTML on a site with trailing slashes, as index.md in the page's folder", async () => {
    const run = await sites.build({
      ...files,
      'sitegen.config.ts':
        "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Twins', url: 'https://example.com', trailingSlash: true });\n",
    });
    expect(run.code, run.stderr).toBe(0);
    expect(await twinsOf(run.outDir)).toEqual([
      'about/index.md',
      'blog/2024/05/01/hello/index.md',
      'docs/guide/index.md',
      'docs/intro/index.md',
      'docs/reference/mdx/index.md',
      'docs/reference/schema/index.md',
    ]);
    expect(addressesOf(await readFile(path.join(run.outDir, 'docs/intro/index.md'), 'utf8'))).toEqual([
      'https://example.com/docs/guide/index.md#setup',
      'https://example.com/docs/reference/schema/index.md',
      'https://example.com/img/logo.png',
    ]);
    expect(await readFile(path.join(run.outDir, 'docs/intro/index.html'), 'utf8')).toContain(
      '<link rel="alternate" type="text/markdown" href="/docs/intro/index.md">',
    );
    expect(await readFile(path.join(run.outDir, 'llms.txt'), 'utf8')).toContain(
      '- [Introduction](https://example.com/docs/intro/index.md): Where to start.\n',
    );
    const server = await serve({ root: run.outDir, port: 0, host: '127.0.0.1' });
    try {
      const asked = await fetch(`http://127.0.0.1:${server.port}/docs/intro/`, {
        headers: { accept: 'text/markdown' },
      });
      expect(await asked.text()).toBe(await readFile(path.join(run.outDir, 'docs/intro/index.md'), 'utf8'));
    } finally {
      await server.close();
    }
  });

  it('writes no twins with llms: false, and only the routes llms.include takes, less llms.exclude', async () => {
    const off = await sites.build({
      ...files,
      'sitegen.config.ts':
        "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Twins', url: 'https://example.com', llms: false });\n",
    });
    expect(off.code, off.stderr).toBe(0);
    expect(await twinsOf(off.outDir)).toEqual([]);
    expect(existsSync(path.join(off.outDir, 'llms.txt'))).toBe(false);
    expect(await readFile(path.join(off.outDir, 'docs/intro.html'), 'utf8')).not.toContain('text/markdown');
    const some = await sites.build({
      ...files,
      'sitegen.config.ts':
        "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Twins', url: 'https://example.com', llms: { include: ['/docs/**'], exclude: ['/docs/reference/**'], full: false } });\n",
    });
    expect(some.code, some.stderr).toBe(0);
    expect(await twinsOf(some.outDir)).toEqual(['docs/guide.md', 'docs/intro.md']);
    expect(existsSync(path.join(some.outDir, 'llms-full.txt'))).toBe(false);
    // The intro's link to an excluded page leads to the page itself.
    expect(addressesOf(await readFile(path.join(some.outDir, 'docs/intro.md'), 'utf8'))).toContain(
      'https://example.com/docs/reference/schema',
    );
  });
});
