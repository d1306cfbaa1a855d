/**
 * The cost of MDX: the generated benchmark docs compiled by the Markdown
 * pipeline and, the same text, by the MDX pipeline (each in a warm compiler,
 * after one compile of each to load grammars), per page, and the bundling and
 * import of each MDX doc's module before its page renders; then a Docusaurus
 * style doc (imports, Tabs, CodeBlock), and the build of the MDX
 * fixture (test/fixtures/e2e-mdx) with the lines it prints for pages that
 * ship JavaScript of their own. Prints one JSON line.
 *
 *     node --import tsx bench/mdxBench.ts <generated site dir>
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';

process.env.NODE_ENV ??= 'production';
const { createMarkdownCompiler } = (await import(
  '../dist/src/markdown/compileMarkdown.js'
)) as typeof import('../src/markdown/compileMarkdown.ts');
const { widgets } = (await import(
  '../dist/theme/widgets/registry.js'
)) as typeof import('../theme/widgets/registry.ts');
const { build } = (await import('../dist/src/build/build.js')) as typeof import('../src/build/build.ts');
const { createReporter } = (await import('../dist/src/cli/reporter.js')) as typeof import('../src/cli/reporter.ts');
const { loadMdx } = (await import('../dist/src/render/mdxModules.js')) as typeof import('../src/render/mdxModules.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = process.argv[2] ?? '';
if (!siteDir) throw new Error('usage: mdxBench.ts <generated site dir>');

const docs: { file: string; body: string }[] = [];
for (const entry of await readdir(path.join(siteDir, 'docs'), { recursive: true })) {
  if (!entry.endsWith('.md')) continue;
  const file = path.join(siteDir, 'docs', entry);
  docs.push({ file, body: matter(await readFile(file, 'utf8')).content });
}
docs.sort((a, b) => a.file.localeCompare(b.file));
const sample = docs.slice(0, 200);

async function perPage(format: 'md' | 'mdx'): Promise<{ ms: number; failed: number }> {
  const compiler = createMarkdownCompiler({ widgets, format });
  const first = sample[0];
  if (first) await compiler.compile({ body: first.body, file: first.file, bodyLineOffset: 0 });
  let failed = 0;
  const start = performance.now();
  for (const doc of sample) {
    const result = await compiler.compile({ body: doc.body, file: doc.file, bodyLineOffset: 0 });
    if (result.problems.some((p) => p.severity === 'error')) failed++;
  }
  return { ms: (performance.now() - start) / sample.length, failed };
}

/** An MDX doc's module is bundled and imported before its page renders: the other half of MDX's cost. */
async function loadPerPage(): Promise<number> {
  const compiler = createMarkdownCompiler({ widgets, format: 'mdx' });
  const trees = [];
  for (const doc of sample.slice(0, 50))
    trees.push({
      file: doc.file,
      hast: (await compiler.compile({ body: doc.body, file: doc.file, bodyLineOffset: 0 })).hast,
    });
  const start = performance.now();
  for (const tree of trees) await loadMdx(tree.hast, { file: tree.file, siteDir, compiler });
  return (performance.now() - start) / trees.length;
}

const docusaurusDoc = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';

# Install

<Tabs groupId="pm">
  <TabItem value="npm" label="npm" default>

\`\`\`bash
npm install example
\`\`\`

  </TabItem>
  <TabItem value="pnpm" label="pnpm">

\`\`\`bash
pnpm add example
\`\`\`

  </TabItem>
</Tabs>

<CodeBlock language="json">{JSON.stringify({ a: 1 }, null, 2)}</CodeBlock>

:::tip Heads up
Text with **bold** and a [link](./other.md).
:::
`;
const mdx = createMarkdownCompiler({ widgets, format: 'mdx' });
await mdx.compile({ body: docusaurusDoc, file: '/bench/docs/install.mdx', bodyLineOffset: 0 });
const docusaurusRuns: number[] = [];
for (let i = 0; i < 50; i++) {
  const start = performance.now();
  await mdx.compile({ body: docusaurusDoc, file: '/bench/docs/install.mdx', bodyLineOffset: 0 });
  docusaurusRuns.push(performance.now() - start);
}
docusaurusRuns.sort((a, b) => a - b);

const outDir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-mdx-bench-'));
const printed: string[] = [];
const reporter = createReporter({ quiet: false, isTTY: false, write: (text) => printed.push(text) });
await build({ siteDir: path.join(root, 'test/fixtures/e2e-mdx'), outDir, cache: false, reporter });
await rm(outDir, { recursive: true, force: true });

console.log(
  JSON.stringify({
    pages: sample.length,
    markdown: await perPage('md'),
    mdx: await perPage('mdx'),
    mdxLoadMs: await loadPerPage(),
    docusaurusDocMs: docusaurusRuns[Math.floor(docusaurusRuns.length / 2)] ?? 0,
    islands: printed
      .join('')
      .split('\n')
      .filter((line) => line.includes('ships its own JavaScript'))
      .map((line) => line.trim()),
  }),
);
