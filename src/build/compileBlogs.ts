/**
 * The `compileBlogs` stage's work: every post of the blogs compiled with the
 * docs' compiler and cache, here or in the build's workers (which keep each
 * post's tree and render its page, as they do docs), and each truncated
 * post's summary, which the lists show:
 * - a Markdown post's summary is cut from the post's compiled tree, where
 *   the tree is (src/blog/summaryTree.ts);
 * - an MDX post's summary, or one that cannot be cut (a marker inside a
 *   line, footnotes), is its text before the marker compiled on its own.
 * A post's or summary's result from the last build or update is taken
 * again when still good (`PostReuse`).
 */
import { SitegenError, withWarnings, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import type { MarkdownSetup } from '../markdown/markdownPlugins.ts';
import { createCompileCache, type CompileInput } from '../markdown/compileCache.ts';
import type { BlogRenderInput } from '../render/blogJobs.ts';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import { blogPages } from '../blog/blogPages.ts';
import type { BlogPost, LoadedBlog } from '../blog/loadBlog.ts';
import { cutSummary, type SummaryCut } from '../blog/summaryTree.ts';
import { compileHere, type CompilePool } from './compileContent.ts';
import type { CompileRequestDoc } from './poolMessages.ts';

/**
 * A post's compiled text (or its summary's) as an update of `serve --watch` may take it again, by `compiledPostKey`. A
 * cut summary's text is its post's.
 */
export interface CompiledPost {
  body: string;
  bodyLineOffset: number;
  compiled: CompiledDoc;
}

/**
 * A post's (or summary's) compiled result from an earlier build or update, when still good: by `compiledPostKey`, and
 * the text's compile cache key.
 */
export type PostReuse = (key: string, input: CompileInput, cacheKey: () => string) => CompiledDoc | undefined;

/** A post's entry among the compiled posts: its file, and whether it is the summary. */
export const compiledPostKey = (file: string, summary: boolean) => (summary ? `${file}#summary` : file);

export interface CompileBlogsOptions {
  widgets: WidgetRegistry;
  siteDir: string;
  cache: boolean;
  markdown: MarkdownSetup;
  /** A post's compiled result from the last build or update of `serve --watch`, when it is still good. */
  reuse?: PostReuse | undefined;
  /**
   * A post's compile cache key at the last build: an edited post takes its unchanged code blocks from that tree
   * (`CompileContentOptions.earlierKey`).
   */
  earlierKey?: ((file: string) => string | undefined) | undefined;
  pool?: CompilePool | undefined;
}

export interface CompiledBlogs {
  inputs: BlogRenderInput[];
  warnings: Diagnostic[];
  /** Every post and summary as compiled, by `compiledPostKey`, for the next update and the build cache. */
  posts: Map<string, CompiledPost>;
  /** How many texts the compile cache had. */
  cacheHits: number;
}

/**
 * A text to compile whose body is read only when asked for: a post taken from the build cache unread stays so while its
 * result is taken too. A class, its body a getter of its prototype: a build makes about five for each post, and as
 * objects with a getter of their own, made once a build (cold code), they took 3-4 µs each. Spread, it loses its body:
 * it is not.
 */
class PostText implements CompileRequestDoc {
  readonly file: string;
  readonly bodyLineOffset: number;
  declare readonly summaryCut?: SummaryCut;
  readonly #post: BlogPost;
  readonly #summary: boolean;

  constructor(post: BlogPost, summary: boolean, cut?: SummaryCut) {
    this.file = post.file;
    this.bodyLineOffset = post.bodyLineOffset;
    if (cut) Object.defineProperty(this, 'summaryCut', { value: cut, enumerable: true });
    this.#post = post;
    this.#summary = summary;
  }

  get body(): string {
    return this.#summary ? (this.#post.summaryBody ?? this.#post.body) : this.#post.body;
  }
}

const postText = (post: BlogPost): CompileRequestDoc => new PostText(post, false);
const summaryText = (post: BlogPost): CompileRequestDoc => new PostText(post, true);
/** The post's text asking for its summary to be cut from its tree. */
const cutText = (post: BlogPost, cut: SummaryCut): CompileRequestDoc => new PostText(post, false, cut);

/**
 * Compiles every post and finds each summary; the posts' errors stop the build (a summary's problems are its post's,
 * reported once).
 */
export async function compileBlogs(blogs: LoadedBlog[], options: CompileBlogsOptions): Promise<CompiledBlogs> {
  const posts = blogs.flatMap((blog) => blog.posts.map((post) => ({ blog, post })));
  const reuse = await reuseWithKeys(options);
  // 1. The summaries taken again: a cut one was made from its post's text, and is taken with it; one that could
  // not be cut, with its own text.
  const summaries = new Map<BlogPost, { compiled: CompiledDoc; text: CompileInput }>();
  for (const { post } of posts) {
    if (!post.truncated || !reuse) continue;
    for (const text of summaryTextsOf(post)) {
      const kept = reuse(post, compiledPostKey(post.file, true), text);
      if (kept) {
        summaries.set(post, { compiled: kept, text });
        break;
      }
    }
  }
  // 2. The posts, each Markdown post's summary cut from its tree as it compiles; and MDX posts' summaries as texts.
  const postRequests = posts.map(({ post }) =>
    post.summaryCut && !summaries.has(post) ? cutText(post, post.summaryCut) : postText(post),
  );
  const [compiledPosts, compiledTexts] = await Promise.all([
    compileTexts(
      posts.map(({ post }) => post),
      postRequests,
      false,
      options,
      reuse,
    ),
    compileTexts(
      ...summariesToCompile(
        posts.map(({ post }) => post).filter((post) => post.truncated && !post.summaryCut && !summaries.has(post)),
      ),
      true,
      options,
      reuse,
    ),
  ]);
  let textIndex = 0;
  const uncut = new Set<BlogPost>();
  const treeless: BlogPost[] = [];
  posts.forEach(({ post }, i) => {
    if (!post.truncated || summaries.has(post)) return;
    const summary = post.summaryCut ? compiledPosts.summaries[i] : compiledTexts.compiled[textIndex++];
    if (summary) summaries.set(post, { compiled: summary, text: post.summaryCut ? postText(post) : summaryText(post) });
    else if (summary === null) uncut.add(post);
    else treeless.push(post);
  });
  // 3. The summaries that could not be cut, or whose post was taken again without its tree: here.
  const late = await cutOrCompile(treeless, uncut, options);
  for (const [post, summary] of late.summaries) summaries.set(post, summary);

  const problems = compiledPosts.compiled.flatMap((doc) => doc.problems);
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  if (errors.length > 0) throw withWarnings(new SitegenError(errors), warnings);
  const compiled = new Map<string, CompiledPost>();
  const byBlog = new Map<LoadedBlog, Map<string, { post: CompiledDoc; summary?: CompiledDoc }>>(
    blogs.map((blog) => [blog, new Map()]),
  );
  posts.forEach(({ blog, post }, i) => {
    const doc = compiledPosts.compiled[i] as CompiledDoc;
    const summary = summaries.get(post);
    compiled.set(compiledPostKey(post.file, false), compiledPost(postText(post), doc));
    if (summary) compiled.set(compiledPostKey(post.file, true), compiledPost(summary.text, summary.compiled));
    byBlog.get(blog)?.set(post.file, { post: doc, ...(summary ? { summary: summary.compiled } : {}) });
  });
  return {
    inputs: blogs.map((loaded) => ({ loaded, pages: blogPages(loaded), compiled: byBlog.get(loaded) ?? new Map() })),
    warnings,
    posts: compiled,
    cacheHits: compiledPosts.cacheHits + compiledTexts.cacheHits + late.cacheHits,
  };
}

const compilerOptions = ({ widgets, siteDir, cache, markdown, earlierKey }: CompileBlogsOptions) => ({
  widgets,
  siteDir,
  cache,
  markdown,
  ...(earlierKey ? { earlierKey: (text: CompileInput) => earlierKey(text.file) } : {}),
});

type KeyedReuse = (post: BlogPost, key: string, input: CompileInput) => CompiledDoc | undefined;

/**
 * `options.reuse` with the compile cache's keys of the texts it is asked about: a post taken unread knows them
 * (`BlogPost.unchanged`); the others' texts are hashed.
 */
async function reuseWithKeys(options: CompileBlogsOptions): Promise<KeyedReuse | undefined> {
  const { reuse } = options;
  if (!reuse) return undefined;
  const keys = await createCompileCache({
    widgets: options.widgets,
    siteDir: options.siteDir,
    enabled: options.cache,
    pluginsKey: options.markdown.key,
  });
  return (post, key, input) => reuse(key, input, () => post.unchanged?.cacheKeys[key] ?? keys.keyOf(input));
}

/** The texts a post's summary may have been made from, to take it again: a cut one's is its post's (`isCutSummary`). */
function summaryTextsOf(post: BlogPost): CompileRequestDoc[] {
  if (!post.summaryCut) return [summaryText(post)];
  const known = post.unchanged?.cacheKeys;
  // A post taken unread knows which its summary was.
  if (known)
    return [
      known[compiledPostKey(post.file, true)] === known[compiledPostKey(post.file, false)]
        ? postText(post)
        : summaryText(post),
    ];
  return [postText(post), summaryText(post)];
}

/** Summaries to compile as texts of their own, with their posts. */
const summariesToCompile = (posts: BlogPost[]): [BlogPost[], CompileRequestDoc[]] => [posts, posts.map(summaryText)];

/** A compiled text as `serve --watch` keeps it, its body read only when asked for (a class, as `PostText` is). */
class KeptPost implements CompiledPost {
  readonly bodyLineOffset: number;
  readonly compiled: CompiledDoc;
  readonly #text: CompileRequestDoc;

  constructor(text: CompileRequestDoc, compiled: CompiledDoc) {
    this.bodyLineOffset = text.bodyLineOffset;
    this.compiled = compiled;
    this.#text = text;
  }

  get body(): string {
    return this.#text.body;
  }
}

const compiledPost = (text: CompileRequestDoc, compiled: CompiledDoc): CompiledPost => new KeptPost(text, compiled);

/**
 * Texts compiled, or taken again: posts (`summary` false) by the build's workers when it has them, which keep
 * their trees to render them, and cut their summaries; summaries' texts there too, but kept by none (this thread
 * renders the lists, taking the trees from the compile cache). Without the compile cache, summaries' texts are
 * compiled here, or they would be compiled twice.
 */
async function compileTexts(
  posts: BlogPost[],
  texts: CompileRequestDoc[],
  summary: boolean,
  options: CompileBlogsOptions,
  reuse: KeyedReuse | undefined,
): Promise<{ compiled: CompiledDoc[]; summaries: CutSummaries; cacheHits: number }> {
  const kept = texts.map((text, i) => {
    const post = posts[i];
    return post && reuse?.(post, compiledPostKey(text.file, summary), text);
  });
  const missing = texts.filter((_, i) => kept[i] === undefined);
  const { pool } = options;
  const fresh =
    missing.length === 0
      ? { compiled: [], summaries: [], cacheHits: 0 }
      : pool && (options.cache || !summary)
        ? await pool.compile(missing, () => undefined, { hold: !summary })
        : await compiledHere(missing, options);
  let next = 0;
  const compiled: CompiledDoc[] = [];
  const summaries: CutSummaries = [];
  texts.forEach((text, i) => {
    const doc = kept[i];
    if (doc) {
      compiled.push(doc);
      summaries.push(cutIfAsked(text, doc));
      return;
    }
    compiled.push(fresh.compiled[next] as CompiledDoc);
    // A worker that could not cut a summary it was asked for says nothing of it.
    summaries.push(fresh.summaries[next] ?? (text.summaryCut ? null : undefined));
    next++;
  });
  return { compiled, summaries, cacheHits: fresh.cacheHits };
}

/**
 * By post, its summary cut from its tree; null where it cannot be cut; undefined where no cut was asked for, or there
 * was no tree to cut.
 */
type CutSummaries = (CompiledDoc | null | undefined)[];

function cutIfAsked(text: CompileRequestDoc, doc: CompiledDoc | undefined): CompiledDoc | null | undefined {
  if (!text.summaryCut || !doc?.hast) return undefined;
  return cutSummary({ ...doc, hast: doc.hast }, text.summaryCut) ?? null;
}

/** Texts compiled in this thread, each post's summary cut from its tree where it asks. */
async function compiledHere(
  texts: CompileRequestDoc[],
  options: CompileBlogsOptions,
): Promise<{ compiled: CompiledDoc[]; summaries: CutSummaries; cacheHits: number }> {
  const { compiled, cacheHits } = await compileHere(texts, compilerOptions(options));
  return { compiled, cacheHits, summaries: texts.map((text, i) => cutIfAsked(text, compiled[i])) };
}

/**
 * The summaries still missing, here: those of posts taken again without their tree, cut from the tree the compile
 * cache has (as a build without a cache cuts them) where it can be; those that cannot be cut (`uncut`), their texts
 * compiled.
 */
async function cutOrCompile(
  treeless: BlogPost[],
  uncut: ReadonlySet<BlogPost>,
  options: CompileBlogsOptions,
): Promise<{ summaries: Map<BlogPost, { compiled: CompiledDoc; text: CompileInput }>; cacheHits: number }> {
  const summaries = new Map<BlogPost, { compiled: CompiledDoc; text: CompileInput }>();
  if (treeless.length === 0 && uncut.size === 0) return { summaries, cacheHits: 0 };
  const trees = await compiledHere(
    treeless.map((post) => (post.summaryCut ? cutText(post, post.summaryCut) : postText(post))),
    options,
  );
  treeless.forEach((post, i) => {
    const summary = trees.summaries[i];
    if (summary) summaries.set(post, { compiled: summary, text: postText(post) });
  });
  const rest = [...uncut, ...treeless.filter((post) => !summaries.has(post))];
  const texts = await compileHere(rest.map(summaryText), compilerOptions(options));
  rest.forEach((post, i) =>
    summaries.set(post, { compiled: texts.compiled[i] as CompiledDoc, text: summaryText(post) }),
  );
  return { summaries, cacheHits: trees.cacheHits + texts.cacheHits };
}
