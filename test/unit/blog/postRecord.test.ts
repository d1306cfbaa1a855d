/**
 * A blog post as the build cache keeps it (src/blog/postRecord.ts): what
 * reading its file found, through JSON, stands for the post without reading
 * the file, until its texts are asked for.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlog, type BlogPost } from '../../../src/blog/loadBlog.ts';
import { postInputsKey } from '../../../src/blog/postInputsKey.ts';
import { postRecord, restoredPost, type PostRecord } from '../../../src/blog/postRecord.ts';
import { resolveBlog } from '../../../src/config/blogConfig.ts';
import { readBoundary } from '../../../src/content/realPathInside.ts';

let siteDir: string;
beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'sitegen-post-record-'));
  await mkdir(path.join(siteDir, 'blog'));
  await writeFile(
    path.join(siteDir, 'blog/2024-01-15-hello.md'),
    '---\ntags: [news]\nlast_update:\n  date: 2024-02-01\n---\n\n# Hello\n\nThe summary.\n\n<!-- truncate -->\n\nThe rest.\n',
  );
  await writeFile(
    path.join(siteDir, 'blog/2024-02-15-whole.mdx'),
    '---\ntitle: Whole\n---\n\nNo marker, {1 + 1} times.\n',
  );
});
afterAll(() => rm(siteDir, { recursive: true, force: true }));

async function readPosts(): Promise<BlogPost[]> {
  const loaded = await loadBlog({
    siteDir,
    blog: resolveBlog({ onUntruncatedBlogPosts: 'ignore' }, 'default'),
    basePath: '/',
    format: 'detect',
    boundary: readBoundary(siteDir),
  });
  expect(loaded.problems).toEqual([]);
  return loaded.posts;
}

/** The record as the cache file gives it back. */
const throughJson = (record: PostRecord): PostRecord => JSON.parse(JSON.stringify(record)) as PostRecord;

describe('postInputsKey', () => {
  it("changes with each field a post's meta shows, and not with its texts", async () => {
    const [post] = await readPosts();
    if (!post) throw new Error('no post');
    const keyOf = (changes: Partial<BlogPost>) => postInputsKey({ ...post, ...changes });
    const keys = [
      keyOf({}),
      keyOf({ title: 'Other' }),
      keyOf({ route: '/blog/other' }),
      keyOf({ date: new Date(0) }),
      keyOf({ authors: [{ key: 'ada', name: 'Ada', socials: {} }] }),
      keyOf({ tags: [{ label: 'Other', permalink: '/other' }] }),
      keyOf({ truncated: !post.truncated }),
      keyOf({ relativePath: 'other.md' }),
      keyOf({ frontMatter: { ...post.frontMatter, last_update: { date: '2025-01-01' } } }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(keyOf({ body: 'Another body.', readingTime: 99 })).toBe(keys[0]);
  });
});

describe('postRecord and restoredPost', () => {
  it('restore every field of the post, its date a Date, and its texts as reading the file gives them', async () => {
    for (const post of await readPosts()) {
      const restored = restoredPost(throughJson(postRecord(post, 'sha', [])), { [post.file]: 'key' });
      expect(restored.date).toEqual(post.date);
      expect(restored.unchanged).toEqual({ cacheKeys: { [post.file]: 'key' } });
      // Its texts are getters every taken post inherits, not fields of its own; the key of its meta's inputs is
      // kept, the one the post read makes.
      const { unchanged: _unchanged, inputsKey, ...fields } = restored;
      const { source: _source, body: _body, summaryBody: _summaryBody, ...read } = post;
      expect(JSON.parse(JSON.stringify(fields))).toEqual(JSON.parse(JSON.stringify(read)));
      expect(inputsKey).toBe(postInputsKey(post));
      expect(postInputsKey(restored)).toBe(postInputsKey(post));
      expect(restored.source).toBe(post.source);
      expect(restored.body).toBe(post.body);
      expect(restored.summaryBody).toBe(post.summaryBody);
      expect(restored.truncated).toBe(post.summaryBody !== undefined);
    }
  });

  it('read the file only when a text is asked for', async () => {
    const post = (await readPosts()).find((read) => read.title === 'Hello');
    if (!post) throw new Error('no post');
    const record = throughJson(postRecord(post, 'sha', []));
    // Another file, gone: the post stands for it until its text is read.
    const gone = restoredPost({ ...record, meta: { ...record.meta, file: path.join(siteDir, 'blog/gone.md') } }, {});
    expect(gone.title).toBe('Hello');
    expect(gone.truncated).toBe(true);
    expect(() => gone.body).toThrow(/ENOENT.*gone\.md/);
  });

  it('keep a warning without its cause, which is not data', async () => {
    const [post] = await readPosts();
    if (!post) throw new Error('no post');
    const warning = {
      code: 'UntruncatedBlogPost' as const,
      severity: 'warning' as const,
      file: post.file,
      message: 'm',
      cause: new Error('x'),
    };
    expect(postRecord(post, 'sha', [warning]).problems).toEqual([
      { code: 'UntruncatedBlogPost', severity: 'warning', file: post.file, message: 'm' },
    ]);
  });
});
