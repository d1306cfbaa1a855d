/**
 * Writes a synthetic documentation site of `pageCount` Markdown docs, shaped
 * like real docs: front matter, several sections, a code block every page, a
 * table, an admonition, tabs on some pages, and links (with anchors) to other
 * pages, grouped in folders of 50 with `_category_.json` files.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const perFolder = 50;

function page(index: number, total: number): string {
  const next = (index + 1) % total;
  const folder = (n: number) => `section-${String(Math.floor(n / perFolder)).padStart(3, '0')}`;
  const link = `/docs/${folder(next)}/page-${next}`;
  return `---
title: Page ${index}
description: Generated page ${index} of ${total}, for the build benchmark.
sidebar_position: ${index % perFolder}
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
${index % 5 === 0 ? `
:::tabs{groupId="pm"}
::tab{label="npm"}
Run \`npm install\`.
::tab{label="yarn"}
Run \`yarn\`.
:::
` : ''}
## Reference

The reference lists every prop with its type. See also [the first page](/docs/section-000/page-0).
`;
}

export async function generateSite(dir: string, pageCount: number): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'docs'), { recursive: true });
  await writeFile(path.join(dir, 'sitegen.config.ts'), `import { defineConfig } from 'sitegen/config';
export default defineConfig({
  title: 'Benchmark site',
  url: 'https://bench.example.org',
  navbar: { items: [{ label: 'Docs', to: '/docs/section-000/page-0' }] },
  footer: { copyright: 'Copyright © 2024 Benchmark' },
});
`);
  const folders = Math.ceil(pageCount / perFolder);
  for (let f = 0; f < folders; f++) {
    const folder = path.join(dir, 'docs', `section-${String(f).padStart(3, '0')}`);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, '_category_.json'), JSON.stringify({ label: `Section ${f}`, position: f + 1, link: { type: 'generated-index' } }));
  }
  const writes: Promise<void>[] = [];
  for (let i = 0; i < pageCount; i++) {
    const folder = `section-${String(Math.floor(i / perFolder)).padStart(3, '0')}`;
    writes.push(writeFile(path.join(dir, 'docs', folder, `page-${i}.md`), page(i, pageCount)));
  }
  await Promise.all(writes);
}
