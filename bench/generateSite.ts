/**
 * Writes a synthetic documentation site of `pageCount` Markdown docs, shaped
 * like real docs: front matter, several sections, a code block every page, a
 * table, an admonition, tabs on some pages, and links (with anchors) to other
 * pages. The sidebar nests two levels deep: groups of 10 sections, each
 * section a folder of 50 pages, every folder with its own `_category_.json`
 * (`docs/group-00/section-000/page-0.md`). The MDX variant writes `.mdx`
 * files that also hold an `export`, expressions and JSX.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const perSection = 50;
const sectionsPerGroup = 10;

/** The section and group folders of page `index`, e.g. `group-00/section-003`. */
function folderOf(index: number): string {
  const section = Math.floor(index / perSection);
  const group = Math.floor(section / sectionsPerGroup);
  return `group-${String(group).padStart(2, '0')}/section-${String(section).padStart(3, '0')}`;
}

/** The route of page `index`. */
export function pageRoute(index: number): string {
  return `/docs/${folderOf(index)}/page-${index}`;
}

/** The Markdown (or, for the MDX variant, MDX) file of page `index`, relative to the site folder. */
export function pageFile(index: number, extension: 'md' | 'mdx' = 'md'): string {
  return path.join('docs', folderOf(index), `page-${index}.${extension}`);
}

/** MDX pages add what only MDX has: an expression and an element with props written as code. */
const mdxPart = (index: number) => `
export const limits = { minimum: ${index}, maximum: ${index + 100} };

The limits are {limits.minimum} to {limits.maximum}, {limits.maximum - limits.minimum} apart.

<details>
  <summary>More about page ${index}</summary>

  Written as **MDX**, with {String(limits.minimum).length} digits.
</details>
`;

function page(index: number, total: number, mdx: boolean): string {
  const link = pageRoute((index + 1) % total);
  return `---
title: Page ${index}
description: Generated page ${index} of ${total}, for the build benchmark.
sidebar_position: ${index % perSection}
---

This page describes feature ${index}. It links to [the next page](${link}#usage) and to [itself](#options).

## Usage

Install the package, then import the component and pass it a schema. The component renders the
schema as a tree; each property shows its type, its constraints and its description.

\`\`\`ts title="example-${index}.ts" {2}
import { render } from './render';
const schema = { type: 'object', properties: { id: { type: 'integer', minimum: ${index} } } };
render(schema);
\`\`\`

## Options

| Option | Type | Default |
| --- | --- | --- |
| \`expanded\` | boolean | \`false\` |
| \`depth\` | number | \`${index % 7}\` |

:::note[About option ${index}]
Options can be changed at run time; the tree re-renders only the affected nodes.
:::

### Details

- [x] Server rendered
- [ ] Needs JavaScript to read
${
  index % 5 === 0
    ? `
:::tabs{groupId="pm"}
::tab{label="npm"}
Run \`npm install\`.
::tab{label="yarn"}
Run \`yarn\`.
:::
`
    : ''
}
## Reference

The reference lists every prop with its type. See also [the first page](${pageRoute(0)}).
${mdx ? mdxPart(index) : ''}`;
}

/** The group and section folders, each with its `_category_.json`. */
async function writeCategories(dir: string, pageCount: number): Promise<void> {
  const sections = Math.ceil(pageCount / perSection);
  for (let s = 0; s < sections; s++) {
    const group = Math.floor(s / sectionsPerGroup);
    if (s % sectionsPerGroup === 0) {
      const groupDir = path.join(dir, 'docs', path.dirname(folderOf(s * perSection)));
      await mkdir(groupDir, { recursive: true });
      await writeFile(
        path.join(groupDir, '_category_.json'),
        JSON.stringify({ label: `Group ${group}`, position: group + 1, link: { type: 'generated-index' } }),
      );
    }
    const sectionDir = path.join(dir, 'docs', folderOf(s * perSection));
    await mkdir(sectionDir, { recursive: true });
    await writeFile(
      path.join(sectionDir, '_category_.json'),
      JSON.stringify({
        label: `Section ${s}`,
        position: (s % sectionsPerGroup) + 1,
        link: { type: 'generated-index' },
      }),
    );
  }
}

/** `mdx`: every page an `.mdx` file with MDX's own syntax too (the MDX variant of the bench). */
export async function generateSite(dir: string, pageCount: number, options: { mdx?: boolean } = {}): Promise<void> {
  const mdx = options.mdx ?? false;
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'docs'), { recursive: true });
  await writeFile(
    path.join(dir, 'sitegen.config.ts'),
    `import { defineConfig } from 'sitegen-docs/config';
export default defineConfig({
  title: 'Benchmark site',
  url: 'https://bench.example.org',
  navbar: { items: [{ label: 'Docs', to: '${pageRoute(0)}' }] },
  footer: { copyright: 'Copyright © 2024 Benchmark' },
});
`,
  );
  await writeCategories(dir, pageCount);
  const writes: Promise<void>[] = [];
  for (let i = 0; i < pageCount; i++)
    writes.push(writeFile(path.join(dir, pageFile(i, mdx ? 'mdx' : 'md')), page(i, pageCount, mdx)));
  await Promise.all(writes);
}
