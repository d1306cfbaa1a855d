/**
 * The docs site in content/, built once: every demo route of the
 * specification (../shared/spec/routes.txt, copied to routes.txt here) is
 * emitted, and each demo page's static HTML, before any JavaScript, holds
 * its schema's property names and constraint wording.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qualifiersOf } from '../../theme/viewer/model/qualifiers.ts';
import { detectDraft } from '../../theme/viewer/model/draft.ts';
import { isSchemaObject, type JSONSchemaObject } from '../../theme/viewer/model/schema.ts';
import { makeTempDir, removeDir, runSitegen, sitegenRoot } from '../integration/runSitegen.ts';
import { atomProblems, jsonFeedProblems, readXml, rssProblems } from '../support/feedSpecs.ts';

const contentDir = path.join(sitegenRoot, 'content');
const routes = readFileSync(path.join(import.meta.dirname, 'routes.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/'));
const demoRoutes = routes.filter((route) => route.startsWith('/docs/demo') || route.startsWith('/docs/category/'));

const htmlFileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);
const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

let root: string;
let outDir: string;

beforeAll(async () => {
  root = await makeTempDir();
  outDir = path.join(root, 'out');
  const run = await runSitegen(['build', contentDir, '--out', outDir], { cwd: root, timeoutMs: 120_000 });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
}, 150_000);
afterAll(() => removeDir(root));

describe('the docs site', () => {
  it('routes.txt lists the demo and category routes', () => {
    expect(demoRoutes).toHaveLength(70);
    expect(demoRoutes).toContain('/docs/category/\u{FE0F}-customizations');
  });

  it('routes.txt has 83 routes, and every one is built', () => {
    expect(routes).toHaveLength(83);
    expect(routes.filter((route) => !existsSync(path.join(outDir, htmlFileOf(route))))).toEqual([]);
  });

  it.each(demoRoutes)('emits %s', (route) => {
    expect(existsSync(path.join(outDir, htmlFileOf(route)))).toBe(true);
  });

  it('every page has a description, and its headings never skip a level', () => {
    const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.html') && !f.startsWith('assets/'),
    );
    expect(pages.length).toBeGreaterThan(70);
    const problems: string[] = [];
    for (const page of pages) {
      const html = readFileSync(path.join(outDir, page), 'utf8');
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      if (description.trim().length < 20) problems.push(`${page}: description "${description}"`);
      // The page's main content: headings of the shell (navbar, sidebar, footer) are not part of its outline.
      const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
      const levels = [...main.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
      if (levels[0] !== 1) problems.push(`${page}: the first heading is h${levels[0] ?? '-'}, not h1`);
      if (levels.filter((level) => level === 1).length > 1) problems.push(`${page}: more than one h1`);
      levels.forEach((level, i) => {
        if (i > 0 && level > (levels[i - 1] ?? 1) + 1) problems.push(`${page}: h${levels[i - 1]} then h${level}`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('no page says lorem, ipsum, TODO, TBD or placeholder in its text', () => {
    const found: string[] = [];
    for (const page of readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))) {
      // The visible text: scripts, styles and tags (with their attributes and class names) removed.
      const text = decode(
        readFileSync(path.join(outDir, page), 'utf8')
          .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
          .replace(/<[^>]+>/g, ' '),
      );
      for (const match of text.matchAll(/\b(lorem|ipsum|todo|tbd|placeholder)\b/gi))
        found.push(
          `${page}: "${match[0]}" in "…${text.slice(Math.max(0, (match.index ?? 0) - 40), (match.index ?? 0) + 40).replace(/\s+/g, ' ')}…"`,
        );
    }
    expect(found).toEqual([]);
  });

  it("has a blog whose first post is this release's notes, its feeds valid and linked from the footer of every page", () => {
    const post = readFileSync(path.join(outDir, 'blog/2026/11/28/sitegen-0-1.html'), 'utf8');
    expect(post).toContain(
      '<h1 class="sg-blog-post__title">sitegen 0.1: a Docusaurus website, built as plain HTML</h1>',
    );
    const rss = readXml(readFileSync(path.join(outDir, 'blog/rss.xml'), 'utf8'));
    expect(rssProblems(rss)).toEqual([]);
    expect(atomProblems(readXml(readFileSync(path.join(outDir, 'blog/atom.xml'), 'utf8')))).toEqual([]);
    expect(jsonFeedProblems(JSON.parse(readFileSync(path.join(outDir, 'blog/feed.json'), 'utf8')))).toEqual([]);
    for (const page of ['index.html', 'docs/quick-start.html', 'blog.html']) {
      const footer = /<footer[\s\S]*<\/footer>/.exec(readFileSync(path.join(outDir, page), 'utf8'))?.[0] ?? '';
      expect(footer, page).toContain('href="/blog/rss.xml"');
    }
  });

  const demoDocs = readdirSync(path.join(contentDir, 'docs/demo-viewer'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .sort();

  it.each(demoDocs)("demo-viewer/%s shows its schema's properties and constraints before JavaScript runs", (doc) => {
    const markdown = readFileSync(path.join(contentDir, 'docs/demo-viewer', doc), 'utf8');
    const src = /::[a-z-]*viewer\{src="([^"]+)"/.exec(markdown)?.[1];
    expect(src, 'the page shows a viewer').toBeDefined();
    const schema = JSON.parse(readFileSync(path.join(contentDir, 'static', src ?? ''), 'utf8')) as JSONSchemaObject;
    const html = decode(readFileSync(path.join(outDir, 'docs/demo-viewer', doc.replace(/\.md$/, '.html')), 'utf8'));
    const draft = detectDraft(schema);
    const properties = isSchemaObject(schema.properties) ? Object.entries(schema.properties) : [];
    for (const [name] of properties) expect(html, name).toContain(`<code class="sg-schema-name">${name}</code>`);
    // The constraint lines of the root and of each property, worded as the viewer words them.
    for (const subschema of [schema, ...properties.map(([, value]) => value)]) {
      if (!isSchemaObject(subschema)) continue;
      for (const qualifier of qualifiersOf(subschema, { draft, showExamples: false })) {
        expect(html, `${qualifier.label} of ${doc}`).toContain(`<strong>${qualifier.label}:</strong>`);
        for (const part of qualifier.parts)
          if ('text' in part && part.text.trim().length > 3) expect(html).toContain(part.text.trim());
      }
    }
  });
});
