/**
 * A blog in two languages, as Docusaurus keeps its translations: a post in
 * `i18n/fr/docusaurus-plugin-content-blog/` stands for the post of the same
 * path, the others show in the blog's language; the translation's authors
 * file and `options.json` (the blog's title, description and recent posts'
 * title) are the French pages'; links between posts resolve from either
 * folder; `write-translations` writes `options.json` for a translator.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const site: Record<string, string> = {
  'sitegen.config.ts':
    "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Dino', url: 'https://example.com', onBrokenLinks: 'throw', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, blog: { onUntruncatedBlogPosts: 'ignore' } });\n",
  'docs/intro.md': '# Intro\n\nHello.\n',
  'blog/authors.yml': 'ada:\n  name: Ada\n  title: Engineer\n',
  'blog/2024-01-15-hello.md':
    '---\ntitle: Hello\nauthors: ada\n---\n\nThe first post, in English. See [the next one](./2024-02-10-next.md).\n',
  'blog/2024-02-10-next.md':
    '---\ntitle: Next\nauthors: ada\n---\n\nThe second post, only in English. Back to [the first](./2024-01-15-hello.md).\n',
  'i18n/fr/docusaurus-plugin-content-blog/2024-01-15-hello.md':
    '---\ntitle: Bonjour\nauthors: ada\n---\n\nLe premier billet, en français. Voir [le suivant](./2024-02-10-next.md).\n',
  'i18n/fr/docusaurus-plugin-content-blog/authors.yml': 'ada:\n  name: Ada\n  title: Ingénieure\n',
  'i18n/fr/docusaurus-plugin-content-blog/options.json':
    '{ "title": { "message": "Le blog" }, "description": { "message": "Nouvelles" }, "sidebar.title": { "message": "Billets récents" } }\n',
  'i18n/fr/docusaurus-plugin-content-blog/2024-03-01-only-here.md':
    '---\ntitle: Seulement ici\n---\n\nNot in the blog folder: not a post.\n',
};

describe('a blog in two languages', { timeout: 120_000 }, () => {
  let run: Awaited<ReturnType<typeof sites.build>>;
  const read = (file: string) => readFile(path.join(run.outDir, file), 'utf8');
  beforeAll(async () => {
    run = await sites.build(site);
  });

  it('shows the translated post in French and the other in English, at the same addresses under /fr', async () => {
    expect(run.code, run.stderr).toBe(0);
    const hello = await read('fr/blog/2024/01/15/hello.html');
    expect(hello).toContain('Le premier billet, en français.');
    expect(hello).toContain('<h1 class="sg-blog-post__title">Bonjour</h1>');
    expect(await read('fr/blog/2024/02/10/next.html')).toContain('The second post, only in English.');
    expect(await read('blog/2024/01/15/hello.html')).toContain('The first post, in English.');
  });

  it("resolves links between posts from the translated folder and from the blog's", async () => {
    expect(await read('fr/blog/2024/01/15/hello.html')).toContain('<a href="/fr/blog/2024/02/10/next">le suivant</a>');
    expect(await read('fr/blog/2024/02/10/next.html')).toContain('<a href="/fr/blog/2024/01/15/hello">the first</a>');
  });

  it("takes the translation's authors file and options, and no post that is only in the translation", async () => {
    const list = await read('fr/blog.html');
    expect(list).toContain('<title>Le blog | Dino</title>');
    expect(list).toContain('Billets récents');
    expect(list).toContain('Ingénieure');
    expect(list).not.toContain('Seulement ici');
    expect(await read('blog.html')).toContain('Engineer');
  });

  it("writes the blog's options.json for a translator, as Docusaurus writes it", async () => {
    const written = await runSitegen(['write-translations', 'site', '--locale', 'fr'], {
      cwd: run.root,
      timeoutMs: 60_000,
    });
    expect(written.code, written.stderr).toBe(0);
    const options = JSON.parse(
      await readFile(path.join(run.siteDir, 'i18n/fr/docusaurus-plugin-content-blog/options.json'), 'utf8'),
    ) as Record<string, { message: string; description?: string }>;
    // The translator's messages stay; the descriptions are added.
    expect(options).toEqual({
      title: { message: 'Le blog', description: 'The title for the blog used in SEO' },
      description: { message: 'Nouvelles', description: 'The description for the blog used in SEO' },
      'sidebar.title': { message: 'Billets récents', description: 'The label for the left sidebar' },
    });
  });
});
