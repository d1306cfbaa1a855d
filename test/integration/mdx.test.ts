/**
 * MDX docs as Docusaurus sites write them: imports of the theme's components,
 * of JSON and of the site's own modules, partials, expressions, and the
 * errors for what sitegen cannot compile or provide.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectBuildFailure } from './expectedOutput.ts';
import { runSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

/** The HTML of a page's article, with shiki's colour styles left out. */
async function article(outDir: string, page: string): Promise<string> {
  const html = await readFile(path.join(outDir, page), 'utf8');
  return html.slice(html.indexOf('<article'), html.indexOf('</article>')).replace(/ style="--shiki[^"]*"/g, '');
}

const schema =
  '{ "title": "Person", "type": "object", "properties": { "name": { "type": "string", "description": "The **name**" } } }\n';

describe('MDX docs', { timeout: 60_000, concurrent: true }, () => {
  it("renders theme components, JSON imports, the site's components, partials, expressions and exports", async () => {
    const run = await sites.build({
      'static/schemas/person.json': schema,
      'src/components/Box.tsx':
        'export default function Box({ children }: { children?: React.ReactNode }) {\n  return <div className="box">{children}</div>;\n}\n',
      // A partial renders with the doc's components: its admonitions and code blocks as the doc's.
      'docs/_shared.mdx':
        'Shared text with **bold** and {1 + 2}.\n\n:::warning\n\nFrom the partial.\n\n:::\n\n```js\nconst shared = 1;\n```\n',
      'docs/intro.mdx': `---
title: Intro
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import Admonition from '@theme/Admonition';
import TOCInline from '@theme/TOCInline';
import Link from '@docusaurus/Link';
import JSONSchemaViewer from '@theme/JSONSchemaViewer';
import Schema from '@site/static/schemas/person.json';
import Box from '@site/src/components/Box';
import Shared from './_shared.mdx';

export const answer = 42;

The answer is {answer}; see [the other page](./other.md) and <Link to="/docs/other">again</Link>.

<TOCInline toc={toc} />

## Install {#install-here}

<Tabs groupId="os" queryString>
  <TabItem value="mac" label="macOS">
    Press **Cmd**.
  </TabItem>
  <TabItem value="linux" label="Linux" default>
    Press **Ctrl**.
  </TabItem>
</Tabs>

## The schema

<CodeBlock language="json" title="person.json">{JSON.stringify(Schema.properties, null, 2)}</CodeBlock>

<Box><Shared /></Box>

<JSONSchemaViewer schema={Schema} />

<Admonition type="tip" title="Remember">Tips render as admonitions.</Admonition>

:::note Heads up
Directives work in MDX too.
:::
`,
      'docs/other.md': '# Other\n\nBack to [the tabs](./intro.mdx#install-here).\n',
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const html = await article(run.outDir, 'docs/intro.html');
    expect(html).toContain(
      '<p>The answer is <!-- -->42<!-- -->; see <a href="/docs/other">the other page</a> and <a href="/docs/other">again</a>.</p>',
    );
    expect(html).toContain(
      '<nav class="sg-toc-inline" aria-label="On this page"><ul><li style="margin-inline-start:0rem"><a href="#install-here">Install</a></li><li style="margin-inline-start:0rem"><a href="#the-schema">The schema</a></li></ul></nav>',
    );
    expect(html).toMatch(
      /<div class="sg-tabs" data-group="os" data-query-string="os">.*aria-selected="false"[^>]*data-value="mac".*aria-selected="true"[^>]*data-value="linux"/s,
    );
    expect(html).toContain('<p>Press <strong>Ctrl</strong>.</p>');
    expect(html).toContain('<div class="sg-code__title">person.json</div>');
    expect(html).toContain('<span class="line"><span>  &quot;name&quot;</span><span>: {</span></span>');
    expect(html).toMatch(
      /<div class="box"><p>Shared text with <strong>bold<\/strong> and <!-- -->3<!-- -->\.<\/p>\s*<aside class="sg-admonition sg-admonition--warning" aria-label="Warning">/,
    );
    expect(html).toMatch(/<div class="sg-code" data-language="js">.*const<\/span>.*shared/s);
    expect(html).not.toContain('<admonition');
    expect(html).not.toContain('<code-block');
    expect(html).toContain('<div class="sg-island" data-island="schema-viewer" data-hydrate="idle">');
    expect(html).toContain('<code class="sg-schema-name">name</code>');
    expect(html).toContain('<aside class="sg-admonition sg-admonition--tip" aria-label="Remember">');
    expect(html).toContain('<aside class="sg-admonition sg-admonition--note" aria-label="Heads up">');
    // A partial is not a page.
    expect(existsSync(path.join(run.outDir, 'docs', '_shared.html'))).toBe(false);
    expect(existsSync(path.join(run.outDir, 'docs', 'shared.html'))).toBe(false);
  });

  it("renders the rest of Docusaurus's components: Details, DocCardList, BrowserOnly, useBaseUrl, Tabs values and CodeBlock options", async () => {
    const run = await sites.build({
      'sitegen.config.ts':
        "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Fixture', url: 'https://example.com', basePath: '/base/' });\n",
      'docs/guides/_category_.json': '{ "label": "Guides", "link": { "type": "generated-index" } }\n',
      'docs/guides/one.mdx': `import Details from '@theme/Details';
import DocCardList from '@theme/DocCardList';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';

export function Logo() {
  return <img src={useBaseUrl('/img/logo.svg')} alt="Logo" />;
}

# One

<Details summary="More about it">Hidden **details**.</Details>

<Details><summary>Its own summary</summary>Inside.</Details>

<DocCardList />

<BrowserOnly fallback={<p>Loading the chart…</p>}>{() => <canvas />}</BrowserOnly>

<Logo />

<Tabs defaultValue="b" values={[{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Beta' }]}>
  <TabItem value="a">First.</TabItem>
  <TabItem value="b">Second.</TabItem>
</Tabs>

<CodeBlock language="js" title="app.js" showLineNumbers>{\`const a = 1;
// highlight-next-line
const b = 2;\`}</CodeBlock>
`,
      'docs/guides/two.md': '# Two\n\nThe second guide.\n',
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    });
    expect(run.stderr).toBe('');
    const html = await article(run.outDir, 'docs/guides/one.html');
    expect(html).toContain(
      '<details class="sg-details"><summary>More about it</summary><div class="sg-details__body">Hidden <strong>details</strong>.</div></details>',
    );
    // A <summary> among the children is the heading, as in Docusaurus.
    expect(html).toContain(
      '<details class="sg-details"><summary>Its own summary</summary><div class="sg-details__body">Inside.</div></details>',
    );
    expect(html).toMatch(/<a class="sg-card" href="\/base\/docs\/guides\/two">.*Two/s);
    expect(html).toContain('<p>Loading the chart…</p>');
    expect(html).not.toContain('<canvas');
    expect(html).toContain('<img src="/base/img/logo.svg" alt="Logo"/>');
    expect(html).toMatch(
      /aria-selected="false"[^>]*data-value="a"[^>]*>Alpha<.*aria-selected="true"[^>]*data-value="b"[^>]*>Beta</s,
    );
    expect(html).toContain('<div class="sg-code__title">app.js</div>');
    // The magic comment is gone, its line highlighted, and lines numbered after it was taken out.
    expect(html).not.toContain('highlight-next-line');
    const lines = [...html.matchAll(/<span class="line([^"]*)"[^>]*data-line="(\d+)"/g)].map((m) => [
      m[2],
      (m[1] ?? '').includes('highlighted'),
    ]);
    expect(lines).toEqual([
      ['1', false],
      ['2', true],
    ]);
  });

  it("renders the plugin's JSONSchemaEditor and MonacoEditor as the widgets' islands, with their props as JSON, and links Monaco", async () => {
    const run = await sites.build({
      'static/schemas/person.json': schema,
      'docs/editors.mdx': `import JSONSchemaEditor from '@theme/JSONSchemaEditor';
import MonacoEditor from '@theme/MonacoEditor';
import Schema from '@site/static/schemas/person.json';

# Editors

<JSONSchemaEditor schema={Schema} value='{ "name": "Ada" }' height={200} />

<MonacoEditor language="yaml" value="a: 1" height="120px" options={{ readOnly: true }} />
`,
    });
    expect(run.stderr).toBe('');
    const html = await readFile(path.join(run.outDir, 'docs', 'editors.html'), 'utf8');
    const props = (island: string) =>
      JSON.parse(
        new RegExp(`data-island="${island}"[^>]*><script type="application/json">([^<]*)</script>`).exec(html)?.[1] ??
          'null',
      ) as unknown;
    expect(props('json-schema-editor')).toEqual({
      schema: { schema: JSON.parse(schema), baseUri: 'sitegen:/schema.json', documents: {} },
      value: '{ "name": "Ada" }',
      height: 200,
    });
    expect(props('monaco-editor')).toEqual({ value: 'a: 1', language: 'yaml', height: 120, readOnly: true });
    expect(html).toContain('id="sg-monaco"');
  });

  it('compiles a .md file with an import line as MDX, and one without as CommonMark', async () => {
    const run = await sites.build({
      'docs/tabs.md':
        "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Tabs\n\n<Tabs>\n  <TabItem value=\"a\">A</TabItem>\n</Tabs>\n",
      'docs/plain.md': '# Plain\n\nA {brace} and a <kbd>key</kbd>.\n',
    });
    expect(run.stderr).toBe('');
    expect(await article(run.outDir, 'docs/tabs.html')).toContain('<div class="sg-tabs">');
    expect(await article(run.outDir, 'docs/plain.html')).toContain('<p>A {brace} and a <kbd>key</kbd>.</p>');
  });

  it('compiles expressions with nested parentheses, which MDX keeps as nodes its code generator does not print', async () => {
    const run = await sites.build({
      'docs/intro.mdx':
        '# Parens\n\nValue: {((1))} and {(((2 + 3)) * 2)}.\n\n{[((4))].map((n) => <b key={n}>{n}</b>)}\n',
    });
    expect(run.stderr).toBe('');
    const html = await article(run.outDir, 'docs/intro.html');
    expect(html).toContain('<p>Value: <!-- -->1<!-- --> and <!-- -->10<!-- -->.</p>');
    expect(html).toContain('<b>4</b>');
  });

  it('InvalidMdx: an import of a component sitegen does not provide, at its line, with the ones it does', async () => {
    const run = await sites.build({
      'docs/intro.mdx':
        "---\ntitle: Intro\n---\nimport Tabs from '@theme/Tabs';\nimport ApiItem from '@theme/ApiItem';\n\nText.\n",
    });
    expectBuildFailure(run, [
      'site/docs/intro.mdx:5:21 error InvalidMdx',
      '  "@theme/ApiItem" is not a component sitegen provides. Available: @theme/Admonition, @theme/AnnouncementBar, @theme/CodeBlock, @theme/Details, @theme/DocCardList, @theme/Footer, @theme/Heading, @theme/IdealImage, @theme/JSONSchemaEditor, @theme/JSONSchemaViewer, @theme/Layout, @theme/MDXComponents, @theme/MDXContent, @theme/Mermaid, @theme/MonacoEditor, @theme/Navbar, @theme/NotFound, @theme/TabItem, @theme/Tabs, @theme/ThemedImage, @theme/TOCInline, @theme/Icon/{Arrow,Close,Copy,DarkMode,Edit,ExternalLink,Home,Language,LightMode,Menu,Success,WordWrap}, @theme/MDXComponents/{A,Code,Details,Heading,Img,Li,Pre,Ul}, @theme/Navbar/{Logo}.',
      "    4 | import Tabs from '@theme/Tabs';",
      "  > 5 | import ApiItem from '@theme/ApiItem';",
      '      |                     ^',
      '    6 | ',
      '  hint: Import one of those, or write the component in the site (src/components/) and import it from @site/src/components/….',
    ]);
  });

  it('InvalidMdx: a problem in an imported partial, at its place in the partial', async () => {
    const run = await sites.build({
      'docs/intro.mdx': "import Part from './_part.mdx';\n\n# Intro\n\n<Part />\n",
      'docs/_part.mdx': '---\ntitle: Part\n---\nText.\n\n<details>\nunclosed\n',
    });
    expectBuildFailure(run, [
      'site/docs/_part.mdx:6:1 error InvalidMdx',
      '  Not valid MDX: Expected a closing tag for `<details>`',
      '    5 | ',
      '  > 6 | <details>',
      '      | ^',
      '    7 | unclosed',
      '  hint: MDX is stricter than Markdown: every tag must be closed (<br />), and a literal { or < in text is written \\{ or \\<. A .md file without import lines or JSX components is compiled as CommonMark.',
    ]);
  });

  it("InvalidMdx: a partial's problem is reported with another doc's, in one run", async () => {
    const run = await sites.build({
      'docs/intro.mdx': "import Part from './_part.mdx';\n\n# Intro\n\n<Part />\n",
      'docs/_part.mdx': 'Text.\n\n<details>\nunclosed\n',
      'docs/other.mdx': '# Other\n\n<section>\n',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'site/docs/_part.mdx:3:1 error InvalidMdx\n  Not valid MDX: Expected a closing tag for `<details>`',
    );
    expect(run.stderr).toContain(
      'site/docs/other.mdx:3:1 error InvalidMdx\n  Not valid MDX: Expected a closing tag for `<section>`',
    );
    expect(run.stderr).toContain('✗ Build failed: 2 problems.');
  });

  it.each([[[] as string[]], [['--workers', '2']]])(
    'InvalidMdx: a doc that imports itself, at the import, naming the cycle (%j)',
    async (args) => {
      const run = await sites.build(
        { 'docs/self.mdx': "import Self from './self.mdx';\n\n# Self\n\nText.\n\n<Self />\n" },
        args,
      );
      expectBuildFailure(run, [
        'site/docs/self.mdx:1:19 error InvalidMdx',
        '  An import cycle: docs/self.mdx → docs/self.mdx. A file that imports itself, directly or through others, would render inside itself without end.',
        "  > 1 | import Self from './self.mdx';",
        '      |                   ^',
        '    2 | ',
        "  hint: Remove the import of './self.mdx' from docs/self.mdx.",
      ]);
    },
  );

  it('InvalidMdx: partials that import each other, at the import that closes the cycle, with the chain from the doc; once for the two docs that import them', async () => {
    const run = await sites.build({
      'docs/doc.mdx': "import A from './_a.mdx';\n\n# Doc\n\n<A />\n",
      'docs/other.mdx': "import A from './_a.mdx';\n\n# Other\n\n<A />\n",
      'docs/_a.mdx': "import B from './_b.mdx';\n\nA text.\n\n<B />\n",
      'docs/_b.mdx': "---\ntitle: B\n---\nB text.\n\nimport A from './_a.mdx';\n\n<A />\n",
    });
    expectBuildFailure(run, [
      'site/docs/_b.mdx:6:16 error InvalidMdx',
      '  An import cycle: docs/doc.mdx → docs/_a.mdx → docs/_b.mdx → docs/_a.mdx. A file that imports itself, directly or through others, would render inside itself without end.',
      '    5 | ',
      "  > 6 | import A from './_a.mdx';",
      '      |                ^',
      '    7 | ',
      "  hint: Remove the import of './_a.mdx' from docs/_b.mdx, or move what the files share into a partial that imports none of them.",
    ]);
  });

  it('InvalidMdx: a Markdown file a React page imports, which imports itself, at its import, the chain from the page', async () => {
    const run = await sites.build({
      'docs/intro.md': '# Intro\n',
      'pages/index.tsx':
        "import Table from './_table.md';\n\nexport default function Home() {\n  return <Table />;\n}\n",
      'pages/_table.md': "import Table from '@site/pages/_table.md';\n\n| a |\n| - |\n| 1 |\n\n<Table />\n",
    });
    expectBuildFailure(run, [
      'site/pages/_table.md:1:20 error InvalidMdx',
      '  An import cycle: pages/index.tsx → pages/_table.md → pages/_table.md. A file that imports itself, directly or through others, would render inside itself without end.',
      "  > 1 | import Table from '@site/pages/_table.md';",
      '      |                    ^',
      '    2 | ',
      "  hint: Remove the import of '@site/pages/_table.md' from pages/_table.md.",
    ]);
  });

  it('InvalidMdx: an unclosed tag, at the tag', async () => {
    const run = await sites.build({ 'docs/intro.mdx': '# Intro\n\n<details>\n<summary>More</summary>\n\nText.\n' });
    expectBuildFailure(run, [
      'site/docs/intro.mdx:3:1 error InvalidMdx',
      '  Not valid MDX: Expected a closing tag for `<details>`',
      '    2 | ',
      '  > 3 | <details>',
      '      | ^',
      '    4 | <summary>More</summary>',
      '  hint: MDX is stricter than Markdown: every tag must be closed (<br />), and a literal { or < in text is written \\{ or \\<. A .md file without import lines or JSX components is compiled as CommonMark.',
    ]);
  });

  it('InvalidMdx: an @site/ file the site does not have, saying @site/ is the site folder', async () => {
    const run = await sites.build({
      'docs/intro.mdx': "# Intro\n\nimport Box from '@site/src/components/Box';\n\n<Box />\n",
    });
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n').filter((line) => /error|hint/.test(line))).toEqual([
      'site/docs/intro.mdx:3:18 error InvalidMdx',
      '  hint: @site/ is the site folder, and it has no src/components/Box (with any of the extensions .tsx, .ts, .jsx, .js, .json): copy the file into the site.',
    ]);
  });

  it("renders HTML comments as nothing and {#id} headings, as Docusaurus's MDX does", async () => {
    const run = await sites.build({
      'docs/intro.mdx':
        "import Tabs from '@theme/Tabs';\n\n# Intro\n\n<!-- A note\nfor editors -->\n\n## Setup {#set-up}\n\nUse `<!-- kept -->`.\n",
    });
    expect(run.stderr).toBe('');
    const html = await article(run.outDir, 'docs/intro.html');
    expect(html).toContain('<h2 id="set-up" class="sg-heading">Setup<a');
    expect(html).toContain('<p>Use <code>&lt;!-- kept --&gt;</code>.</p>');
    expect(html).not.toContain('A note');
  });

  it.each([[[] as string[]], [['--workers', '2']]])(
    'InvalidMdx: a package the site has not installed, at the import (%j)',
    async (args) => {
      const run = await sites.build(
        {
          'docs/intro.mdx':
            "# Intro\n\nimport ReactMarkdown from 'react-markdown-missing';\n\n<ReactMarkdown>x</ReactMarkdown>\n",
        },
        args,
      );
      expect(run.code).toBe(1);
      expect(run.stderr.split('\n').slice(0, 2)).toEqual([
        'site/docs/intro.mdx:3:28 error InvalidMdx',
        '  Could not resolve "react-markdown-missing"',
      ]);
    },
  );

  it.each([[[] as string[]], [['--workers', '2']]])(
    "bundles docs' modules ahead of their pages: each page as its own, each failure at its own doc, once (%j)",
    async (args) => {
      const files: Record<string, string> = {};
      for (let i = 0; i < 9; i++) {
        const body =
          i === 3 || i === 6
            ? `# Doc ${i}\n\nimport Missing from 'missing-package-${i}';\n\n<Missing />\n`
            : `# Doc ${i}\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs><TabItem value="a" label="Tab ${i}">Text ${i}.</TabItem></Tabs>\n`;
        files[`docs/doc-${i}.mdx`] = `---\nsidebar_position: ${i + 1}\n---\n${body}`;
      }
      const failed = await sites.build(files, args);
      expect(failed.code).toBe(1);
      // One thread stops at the first page that fails, as it did before bundling ahead; workers report each of theirs.
      const expected = [
        'site/docs/doc-3.mdx:6:22 error InvalidMdx',
        '  Could not resolve "missing-package-3"',
        ...(args.length > 0
          ? ['site/docs/doc-6.mdx:6:22 error InvalidMdx', '  Could not resolve "missing-package-6"']
          : []),
      ];
      expect(failed.stderr.split('\n').filter((line) => /error InvalidMdx|Could not resolve/.test(line))).toEqual(
        expected,
      );
      expect(failed.stderr).toContain(`✗ Build failed: ${args.length > 0 ? '2 problems' : '1 problem'}.`);
      // Without the two, every page shows its own tab.
      delete files['docs/doc-3.mdx'];
      delete files['docs/doc-6.mdx'];
      const built = await sites.build(files, args);
      expect(built.code).toBe(0);
      for (const i of [0, 1, 2, 4, 5, 7, 8]) {
        const html = await readFile(path.join(built.outDir, `docs/doc-${i}.html`), 'utf8');
        expect(html).toContain(`Tab ${i}`);
        expect(html).toContain(`Text ${i}.`);
        expect(html).not.toMatch(new RegExp(`Text (?!${i}\\.)\\d\\.`));
      }
    },
  );

  // esbuild reports paths from its working folder after links: the doc was named at a path that does not exist.
  it('InvalidMdx at the import, in a docs folder that is a link to a folder beside the site', async () => {
    const { root, siteDir } = await sites.write({
      'sitegen.config.ts':
        "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Linked', url: 'https://example.com', readRoot: '..' });\n",
    });
    await mkdir(path.join(root, 'shared-docs'));
    await writeFile(
      path.join(root, 'shared-docs', 'intro.mdx'),
      "# Intro\n\nimport ReactMarkdown from 'react-markdown-missing';\n\n<ReactMarkdown>x</ReactMarkdown>\n",
    );
    await symlink(path.join('..', 'shared-docs'), path.join(siteDir, 'docs'));
    const run = await runSitegen(['build', 'site', '--out', 'out'], { cwd: root });
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n').slice(0, 6)).toEqual([
      'site/docs/intro.mdx:3:28 error InvalidMdx',
      '  Could not resolve "react-markdown-missing"',
      '    2 | ',
      "  > 3 | import ReactMarkdown from 'react-markdown-missing';",
      '      |                            ^',
      '    4 | ',
    ]);
  });
});
