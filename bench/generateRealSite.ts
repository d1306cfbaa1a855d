/**
 * Writes a docs site in the shape of real Docusaurus docs, as measured on the
 * current docs of eight fetched websites (jest, prettier, babel,
 * react-native, redux, immer, docsearch, yew): where generateSite.ts writes
 * 1.2 KB pages of one code block, real ones are
 *
 * - 1.3 to 7.6 KB at the median, 3.7 to 12.7 KB on average, with a long tail
 *   (the largest 28 to 152 KB): here a log-normal size, median 3.5 KB;
 * - 2.5 to 17 code blocks a page on average (median 1 to 8), in js, ts,
 *   tsx, bash/shell, json, diff, yaml and a few others: here about one block
 *   a section (five a page on average), in those languages and shares;
 * - MDX in 27 to 68% of pages (imports, JSX, `@theme/Tabs`): here 45%, as
 *   `.mdx` files with Docusaurus's Tabs and an expression;
 * - about one admonition, nine headings and ten links a page, some tables;
 * - categories from folders, about half without a page of their own;
 * - an older version of the docs beside the current one (jest has three,
 *   react-native ten): here 40% of the pages are version 1.0's.
 *
 * Everything derives from the page's index, so two runs write the same files.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A pseudo-random sequence seeded by an index (mulberry32). */
function randomFor(seed: number): () => number {
  let state = (Math.imul(seed + 1, 2654435761) ^ 0x5bd1e995) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The languages of real blocks and their shares, from the eight sites' counts. */
const languages: [string, number][] = [
  ['js', 34],
  ['ts', 15],
  ['tsx', 8],
  ['bash', 12],
  ['json', 8],
  ['diff', 3],
  ['yaml', 2],
  ['jsx', 3],
  ['html', 2],
  ['text', 3],
  ['kotlin', 2],
  ['rust', 4],
  ['toml', 1],
  ['css', 3],
];
const totalWeight = languages.reduce((sum, [, weight]) => sum + weight, 0);

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function language(random: () => number): string {
  let at = random() * totalWeight;
  for (const [name, weight] of languages) if ((at -= weight) < 0) return name;
  return 'js';
}

const words =
  'the a component schema property returns value option build test config render each type when with from into before after module default export function call setup runner mock timer snapshot watch file path cache server client route page doc version plugin theme'.split(
    ' ',
  );

function sentence(random: () => number): string {
  const length = 8 + Math.floor(random() * 14);
  const text = Array.from({ length }, () => pick(random, words)).join(' ');
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}${random() < 0.2 ? ` \`${pick(random, words)}()\`` : ''}.`;
}

function paragraph(random: () => number): string {
  return Array.from({ length: 2 + Math.floor(random() * 4) }, () => sentence(random)).join(' ');
}

const codeLines: Record<string, (i: number) => string> = {
  js: (i) => `const value${i} = await run({ name: 'step-${i}', retries: ${i % 4} });`,
  ts: (i) => `export function step${i}(input: Input<${i}>): Promise<Result> { return run(input); }`,
  tsx: (i) => `<Button key={${i}} onPress={() => setCount(count + ${i})} title="Press ${i}" />`,
  jsx: (i) => `<Item key={${i}} label="Item ${i}" />`,
  bash: (i) => `npm run build -- --filter=package-${i}`,
  json: (i) => `  "key${i}": { "enabled": ${i % 2 === 0}, "level": ${i} },`,
  diff: (i) => `${i % 2 ? '+' : '-'}  const option${i} = true;`,
  yaml: (i) => `step_${i}:\n  run: make target-${i}`,
  html: (i) => `<div class="row-${i}"><span>${i}</span></div>`,
  text: (i) => `Line ${i} of plain output`,
  kotlin: (i) => `val item${i} = listOf(${i}, ${i + 1}).map { it * 2 }`,
  rust: (i) => `let value_${i}: Vec<u32> = (0..${i}).map(|x| x * 2).collect();`,
  toml: (i) => `key_${i} = "value ${i}"`,
  css: (i) => `.item-${i} { margin: ${i}px; color: var(--color-${i % 5}); }`,
};

function codeBlock(random: () => number, index: number): string {
  const lang = language(random);
  const lines = 3 + Math.floor(random() * 14);
  const meta = random() < 0.2 ? ` title="example-${index}.${lang}"` : random() < 0.1 ? ' {2}' : '';
  return `\`\`\`${lang}${meta}\n${Array.from({ length: lines }, (_, i) => (codeLines[lang] ?? codeLines.text!)(i + (index % 7))).join('\n')}\n\`\`\``;
}

const admonitions = ['note', 'tip', 'info', 'warning', 'danger'];

/** Pages of a folder: 25 each; a group holds 8 folders, and every second folder has a page of its own. */
const perFolder = 25;
const foldersPerGroup = 8;

function folderOf(index: number): string {
  const folder = Math.floor(index / perFolder);
  return `group-${String(Math.floor(folder / foldersPerGroup)).padStart(2, '0')}/topic-${String(folder).padStart(3, '0')}`;
}

/** Page `index` of a set of `count`: its text, and whether it is MDX. */
function realPage(index: number, count: number, version: string): { text: string; mdx: boolean } {
  const random = randomFor(index);
  const mdx = random() < 0.45;
  // Log-normal size: median 3.5 KB, a long tail (capped at 60 KB).
  const gaussian = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const bytes = Math.min(60_000, Math.max(600, Math.round(3500 * Math.exp(0.8 * gaussian))));
  const sibling = (offset: number) => {
    const other =
      index -
      (index % perFolder) +
      (((index % perFolder) + offset) % Math.min(perFolder, count - (index - (index % perFolder))));
    return `./page-${other}.${realPage.cachedMdx(other) ? 'mdx' : 'md'}`;
  };
  const parts: string[] = [
    `---\ntitle: Page ${index}\ndescription: ${sentence(random)}\nsidebar_position: ${index % perFolder}\n---`,
    ...(mdx ? ["import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';"] : []),
    paragraph(random),
  ];
  let size = parts.join('\n\n').length;
  let section = 0;
  // At least one section, which holds the "Usage" heading other pages link to.
  do {
    const piece: string[] = [`## Section ${section}`, paragraph(random)];
    if (random() < 0.7) piece.push(codeBlock(random, index * 31 + section));
    if (random() < 0.5) piece.push(paragraph(random));
    if (random() < 0.3) piece.push(codeBlock(random, index * 31 + section + 7));
    if (random() < 0.35)
      piece.push(
        `See [the usage of page ${index}](${sibling(1 + section)}#usage) and [this section](#section-${Math.max(0, section - 1)}).`,
      );
    if (random() < 0.12) piece.push(`:::${pick(random, admonitions)}\n\n${sentence(random)}\n\n:::`);
    if (random() < 0.08)
      piece.push(
        `| Option | Type | Default |\n| --- | --- | --- |\n| \`depth\` | number | \`${index % 9}\` |\n| \`mode\` | string | \`'${version}'\` |`,
      );
    if (mdx && random() < 0.15)
      piece.push(
        `<Tabs groupId="pm">\n<TabItem value="npm" label="npm">\n\n\`\`\`bash\nnpm install package-${index}\n\`\`\`\n\n</TabItem>\n<TabItem value="yarn" label="Yarn">\n\n\`\`\`bash\nyarn add package-${index}\n\`\`\`\n\n</TabItem>\n</Tabs>`,
      );
    if (section === 0) piece.push('## Usage', paragraph(random));
    size += piece.join('\n\n').length;
    parts.push(...piece);
    section++;
  } while (size < bytes);
  if (mdx)
    parts.push(
      `export const limits = { minimum: ${index}, maximum: ${index + 10} };\n\nThe limits are {limits.minimum} to {limits.maximum}.`,
    );
  return { text: `${parts.join('\n\n')}\n`, mdx };
}
/** Whether page `index` is MDX, known without writing it (links name the sibling's file). */
realPage.cachedMdx = (index: number): boolean => randomFor(index)() < 0.45;

async function writeDocs(docsDir: string, count: number, version: string): Promise<void> {
  const folders = Math.ceil(count / perFolder);
  for (let folder = 0; folder < folders; folder++) {
    const dir = path.join(docsDir, folderOf(folder * perFolder));
    await mkdir(dir, { recursive: true });
    // Every second folder has a page of its own (generated), the others none, as an autogenerated folder without an
    // index.
    const category = {
      label: `Topic ${folder}`,
      position: (folder % foldersPerGroup) + 1,
      ...(folder % 2 === 0 ? { link: { type: 'generated-index' } } : {}),
    };
    await writeFile(path.join(dir, '_category_.json'), JSON.stringify(category));
    if (folder % foldersPerGroup === 0) {
      const group = Math.floor(folder / foldersPerGroup);
      await writeFile(
        path.join(path.dirname(dir), '_category_.json'),
        JSON.stringify({ label: `Group ${group}`, position: group + 1 }),
      );
    }
  }
  const writes: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const { text, mdx } = realPage(i, count, version);
    writes.push(writeFile(path.join(docsDir, folderOf(i), `page-${i}.${mdx ? 'mdx' : 'md'}`), text));
  }
  await Promise.all(writes);
}

/** The file of the current version's page `index`, relative to the site folder. */
export function realPageFile(index: number): string {
  return path.join('docs', folderOf(index), `page-${index}.${realPage.cachedMdx(index) ? 'mdx' : 'md'}`);
}

/** `pageCount` docs in all: 60% in the current version, 40% in version 1.0. */
export async function generateRealSite(dir: string, pageCount: number): Promise<void> {
  const current = Math.ceil(pageCount * 0.6);
  const older = pageCount - current;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'sitegen.config.ts'),
    `import { defineConfig } from 'sitegen-docs/config';
export default defineConfig({
  title: 'Real-shaped docs',
  url: 'https://bench.example.org',
  navbar: { items: [{ label: 'Docs', to: '/docs/category/topic-0' }, { type: 'docsVersionDropdown', position: 'right' }] },
  footer: { copyright: 'Copyright © 2024 Benchmark' },
});
`,
  );
  await writeDocs(path.join(dir, 'docs'), current, 'current');
  if (older > 0) {
    await writeDocs(path.join(dir, 'versioned_docs/version-1.0'), older, '1.0');
    await mkdir(path.join(dir, 'versioned_sidebars'), { recursive: true });
    await writeFile(
      path.join(dir, 'versioned_sidebars/version-1.0-sidebars.json'),
      JSON.stringify({ tutorialSidebar: [{ type: 'autogenerated', dirName: '.' }] }),
    );
    await writeFile(path.join(dir, 'versions.json'), JSON.stringify(['1.0']));
  }
}
