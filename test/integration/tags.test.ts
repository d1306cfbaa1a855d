/**
 * Tags as Docusaurus docs have them: front matter `tags` (names, or a label and
 * a permalink), `docs/tags.yml`, the pages of all tags and of each tag, and the
 * tags at a doc's foot; each page plain HTML, in the sitemap, its links checked.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectBuildFailure } from './expectedOutput.ts';
import { hrefsIn, metaContent, titleOf } from './htmlQueries.ts';
import { throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const taggedSite = {
  'docs/intro.md': `---
description: Where to start.
tags: [Getting started, api]
---
# Introduction

Every tag is on [the tags page](/docs/tags); the API ones [on theirs](/docs/tags/api-reference).
`,
  'docs/setup.md': `---
tags:
  - api
  - label: Advanced topics
    permalink: /advanced
---
# Setup

Install it first.
`,
  'docs/hidden.md': '---\ntags: [api, Secret]\nunlisted: true\n---\n# Hidden\n',
  'docs/plain.md': '# Plain\n\nNo tags here.\n',
  'docs/tags.yml':
    'api:\n  label: API\n  permalink: /api-reference\n  description: Pages about the programming interface.\n',
};

/** The `<main>` of a page: what it shows without the shell. */
function mainOf(html: string): string {
  return /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
}

describe('tags', { timeout: 60_000 }, () => {
  it('gets a page of all tags, a page per tag and links at the foot of each tagged doc, all in the sitemap', async () => {
    const run = await sites.build(taggedSite);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const read = (file: string) => readFile(path.join(run.outDir, file), 'utf8');

    const all = await read('docs/tags.html');
    expect(titleOf(all)).toBe('Tags | Fixture');
    expect(metaContent(all, 'docsearch:docusaurus_tag')).toBe('doc_tags_list');
    // The listed tags by label, with their counts; "Secret" has only an unlisted doc.
    expect(hrefsIn(mainOf(all))).toEqual([
      '/docs/tags/advanced',
      '/docs/tags/api-reference',
      '/docs/tags/getting-started',
    ]);
    expect(mainOf(all)).toContain(
      '<a class="sg-tag" href="/docs/tags/api-reference">API<span class="sg-tag__count">2<span class="sg-visually-hidden"> <!-- -->docs</span></span></a>',
    );

    const api = await read('docs/tags/api-reference.html');
    expect(titleOf(api)).toBe('2 docs tagged with "API" | Fixture');
    expect(metaContent(api, 'description')).toBe('Pages about the programming interface.');
    expect(mainOf(api)).toContain(
      '<h1>2 docs tagged with &quot;API&quot;</h1><p class="sg-tags-page__description">Pages about the programming interface.</p><p><a href="/docs/tags">View all tags</a></p>',
    );
    expect(mainOf(api)).toContain(
      '<article class="sg-tagged-doc"><h2><a href="/docs/intro">Introduction</a></h2><p>Where to start.</p></article>',
    );
    expect(hrefsIn(mainOf(api))).toEqual(['/docs/tags', '/docs/intro', '/docs/setup']);
    expect(titleOf(await read('docs/tags/advanced.html'))).toBe('One doc tagged with "Advanced topics" | Fixture');

    const secret = await read('docs/tags/secret.html');
    expect(secret).toContain('<meta name="robots" content="noindex">');
    expect(hrefsIn(mainOf(secret))).toEqual(['/docs/tags', '/docs/hidden']);

    const intro = await read('docs/intro.html');
    expect(intro).toContain(
      '<div class="sg-doc-footer__tags"><b>Tags:</b><ul class="sg-tag-list"><li><a class="sg-tag" href="/docs/tags/getting-started" rel="tag">Getting started</a></li><li><a class="sg-tag" href="/docs/tags/api-reference" rel="tag">API</a></li></ul></div>',
    );
    expect(await read('docs/plain.html')).not.toContain('sg-doc-footer');

    const sitemap = await read('sitemap.xml');
    for (const route of [
      '/docs/tags',
      '/docs/tags/api-reference',
      '/docs/tags/advanced',
      '/docs/tags/getting-started',
    ]) {
      expect(sitemap).toContain(`<loc>https://example.com${route}</loc>`);
    }
    expect(sitemap).not.toContain('/docs/tags/secret');
  });

  it('BrokenLink: a link to a tag that does not exist, with the closest tag page', async () => {
    const run = await sites.build({
      ...taggedSite,
      'docs/plain.md': '# Plain\n\nSee [the API tag](/docs/tags/api).\n',
    });
    expectBuildFailure(run, [
      'site/docs/plain.md:3:5 error BrokenLink',
      '  Broken link on /docs/plain: /docs/tags/api is neither a page nor a static file.',
      '    2 | ',
      '  > 3 | See [the API tag](/docs/tags/api).',
      '      |     ^',
      '    4 | ',
      '  hint: Did you mean /docs/tags?',
    ]);
  });

  it('InvalidFrontMatter: tags that are neither names nor a label and a permalink', async () => {
    const run = await sites.build({
      'docs/intro.md': `---
title: Intro
tags:
  - api
  - label: Advanced
---
# Intro
`,
    });
    expectBuildFailure(run, [
      'site/docs/intro.md:3:1 error InvalidFrontMatter',
      '  Front matter "tags" must be a list of tags: names, or mappings of a label and a permalink, but it is ["api",{"label":"Advanced"}].',
      '    2 | title: Intro',
      '  > 3 | tags:',
      '      | ^',
      '    4 |   - api',
    ]);
  });

  it('InvalidTagsFile: a docs/tags.yml that does not parse', async () => {
    const run = await sites.build({
      'docs/intro.md': '---\ntags: [api]\n---\n# Intro\n',
      'docs/tags.yml': 'api:\n  label: API: the interface\n',
    });
    expectBuildFailure(run, [
      'site/docs/tags.yml:2:13 error InvalidTagsFile',
      '  tags.yml is not valid YAML: incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line.',
      '    1 | api:',
      '  > 2 |   label: API: the interface',
      '      |             ^',
      '    3 | ',
      '  hint: Each tag is a key, with label, permalink and description under it; quote values that contain a colon followed by a space.',
    ]);
  });
});
