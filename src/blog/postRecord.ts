/**
 * A blog post as the build cache keeps it between builds: what reading its
 * file found (front matter, date, address, authors, tags, reading time, the
 * problems), without its text. A rebuild takes it instead of reading and
 * parsing the file when the file's hash is the one recorded; the config, the
 * authors and tags files and sitegen itself are the build cache's own
 * conditions (src/build/buildCache.ts). After one post is edited, reading the
 * other 999 of a blog was a third of the rebuild.
 *
 * A post taken this way reads its text only if something asks for it: a
 * page that shows it renders again.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { readSourceTextSync } from '../content/readSourceText.ts';
import type { BlogPost } from './loadBlog.ts';
import { postInputsKey } from './postInputsKey.ts';
import { postTexts } from './readPost.ts';

/** A post's fields but its texts, its date as written in JSON. */
export type PostMeta = Omit<BlogPost, 'source' | 'body' | 'summaryBody' | 'unchanged' | 'date'> & { date: string };

export interface PostRecord {
  /** The sha256 of the post's file. */
  sha256: string;
  meta: PostMeta;
  /** What reading it reported (warnings: a post with errors fails the build, which is not cached). */
  problems: Diagnostic[];
}

/** A warning's cause is anything a plugin threw: not data. */
const storable = (problem: Diagnostic): Diagnostic => {
  const { cause: _cause, ...kept } = problem;
  return kept;
};

export function postRecord(post: BlogPost, sha256: string, problems: Diagnostic[]): PostRecord {
  // Not destructured: a post taken unread would read its text.
  const meta = Object.fromEntries(
    Object.keys(post)
      .filter((key) => key !== 'source' && key !== 'body' && key !== 'summaryBody' && key !== 'unchanged')
      .map((key) => [key, key === 'date' ? post.date.toISOString() : post[key as keyof BlogPost]]),
  ) as PostMeta;
  meta.inputsKey = postInputsKey(post);
  return { sha256, meta, problems: problems.map(storable) };
}

interface PostTexts {
  source: string;
  body: string;
  summary: string | undefined;
}

/** A taken post's texts, once read. */
const textsOf = new WeakMap<BlogPost, PostTexts>();

/** Reads a taken post's texts: its file is as it was, so they are what the build read then. */
function readTexts(post: BlogPost): PostTexts {
  let texts = textsOf.get(post);
  if (!texts) {
    const read = readSourceTextSync(post.file);
    if ('problem' in read) throw new Error(`${post.file} changed while the build read it: ${read.problem.message}`);
    const found = postTexts(read.text, post.file, post.mdx ? 'mdx' : 'md');
    texts = { source: read.text, body: found.body, summary: found.truncated.summary };
    textsOf.set(post, texts);
  }
  return texts;
}

/**
 * What every taken post inherits: its texts as getters. On a prototype, not defined on each post: a property
 * defined on an object turned it into a dictionary, slow to read for every list that showed it (1,000 posts).
 */
const takenPost: Pick<BlogPost, 'source' | 'body' | 'summaryBody'> = Object.create(Object.prototype, {
  source: {
    get(this: BlogPost) {
      return readTexts(this).source;
    },
  },
  body: {
    get(this: BlogPost) {
      return readTexts(this).body;
    },
  },
  summaryBody: {
    get(this: BlogPost) {
      return this.truncated ? readTexts(this).summary : undefined;
    },
  },
});

/**
 * The post of a record, its texts read when first asked for. `cacheKeys`: its texts' compile cache keys then, by
 * `compiledPostKey` (`BlogPost.unchanged`).
 */
export function restoredPost(record: PostRecord, cacheKeys: Record<string, string>): BlogPost {
  const post = Object.create(takenPost) as BlogPost;
  Object.assign(post, record.meta);
  post.date = new Date(record.meta.date);
  post.unchanged = { cacheKeys };
  return post;
}
