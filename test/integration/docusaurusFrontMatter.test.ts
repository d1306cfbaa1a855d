/**
 * The front matter of Docusaurus docs, accepted as it is: every key real docs
 * use builds, and the ones sitegen acts on do what Docusaurus does with them.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { navByLabel } from './htmlQueries.ts';
import { throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const config = `import { defineConfig } from 'sitegen-docs/config';
export default defineConfig({
  title: 'Fixture', url: 'https://example.com',
  docs: { editUrl: 'https://example.com/edit/', showLastUpdateTime: true, showLastUpdateAuthor: true },
});
`;

/** A doc that sets every front matter key of Docusaurus docs that sitegen knows. */
const everyKey = `---
id: every-key
title: Every key
description: A doc that sets every key.
slug: /all-keys
sidebar_label: All keys
sidebar_position: 1
sidebar_class_name: sidebar-every-key
sidebar_custom_props:
  badge: new
displayed_sidebar: tutorialSidebar
hide_title: true
hide_table_of_contents: true
toc_min_heading_level: 2
toc_max_heading_level: 4
pagination_label: Every key (pagination)
pagination_prev: null
pagination_next: levels
custom_edit_url: https://example.com/custom-edit/every-key
keywords: [front matter, docusaurus]
image: /img/card.png
draft: false
unlisted: false
parse_number_prefixes: true
last_update:
  date: 2024-05-31
  author: Ann Author
tags: [reference, { label: Front matter, permalink: /front-matter }]
---

Every key is set above.

## A section

Text.
`;

describe('Docusaurus front matter', { timeout: 60_000 }, () => {
  it('accepts every key, and hides the title, the table of contents, edit links and drafts as asked', async () => {
    const run = await sites.build({
      'sitegen.config.ts': config,
      'docs/every-key.md': everyKey,
      'docs/levels.md':
        '---\ntoc_min_heading_level: 3\ntoc_max_heading_level: 4\n---\n# Levels\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n',
      'docs/no-edit.md': '---\ncustom_edit_url: null\n---\n# No edit link\n',
      'docs/draft.md': '---\ndraft: true\n---\n# Draft\n',
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const read = (file: string) => readFile(path.join(run.outDir, file), 'utf8');

    const every = await read('docs/all-keys.html');
    expect(every).not.toContain('sg-doc__title');
    expect(every).not.toContain('aria-label="On this page"');
    expect(every).toContain('<a class="sg-doc-footer__edit" href="https://example.com/custom-edit/every-key"');
    expect(every).toContain(
      'Last updated<!-- --> on <time dateTime="2024-05-31T00:00:00.000Z">May 31, 2024</time> by <span class="sg-doc-footer__author">Ann Author</span>',
    );
    expect(every).toContain('<meta name="keywords" content="front matter, docusaurus">');
    expect(every).toContain('<a class="sg-tag" href="/docs/tags/front-matter" rel="tag">Front matter</a>');
    expect(navByLabel(every, 'Docs sidebar')).toContain(
      '<li class="sidebar-every-key"><a href="/docs/all-keys" class="is-active" aria-current="page">All keys</a></li>',
    );

    const levels = await read('docs/levels.html');
    const toc = navByLabel(levels, 'On this page') ?? '';
    expect(toc).toContain('href="#three"');
    expect(toc).toContain('href="#four"');
    expect(toc).not.toContain('href="#two"');
    expect(toc).not.toContain('href="#five"');
    expect(levels).toContain('<span class="sg-pagination__title">« <!-- -->Every key (pagination)</span>');
    expect(levels).toContain('<a class="sg-doc-footer__edit" href="https://example.com/edit/docs/levels.md"');

    expect(await read('docs/no-edit.html')).not.toContain('sg-doc-footer__edit');

    // A draft is not built: no page, no sidebar entry, no sitemap or search entry.
    expect(existsSync(path.join(run.outDir, 'docs/draft.html'))).toBe(false);
    expect(navByLabel(levels, 'Docs sidebar')).not.toContain('Draft');
    expect(await read('sitemap.xml')).not.toContain('draft');
    expect(await read('search-documents.json')).not.toContain('Draft');
  });
});
