/**
 * Docs whose text is another doc's, compiled once. A site with versions keeps a copy of its docs per
 * version, most of them unchanged from one version to the next: react-native-website's 2,341 docs are 590
 * different texts, and compiling was most of its build. Within a thread (a pool worker, or the build's
 * own), a doc whose text, body offset and format were compiled before takes a copy of that result, its
 * problems naming its own file.
 *
 * Only results that depend on nothing but the text are kept: no plugin of the site read the doc's path
 * (`file.path`, `file.dirname`, `file.history`…: `watchedPlugins` gives them a file that tells), no
 * files read (`file=` code blocks, files a plugin declares in `file.data.dependencies`), no MDX islands
 * (named and resolved by the doc's path), no errors. Links and images stay as written: they are resolved
 * against each doc's own file when its page renders. A site's plugin that keeps something of every doc
 * it sees without reading its path (a count) sees each text once. Copies are deep (each page's tree is its own) and the
 * kept results are
 * dropped, all, once their texts add up to `maxKeptText`; the pool sends docs of the same file name in
 * one batch (buildPool.ts), so a version's copy is compiled right after the doc it copies.
 */
import { createHash } from 'node:crypto';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Pluggable, PluggableList } from 'unified';
import type { VFile } from 'vfile';
import type { CompileContext } from './compileContext.ts';
import type { CompiledMarkdown } from './compileMarkdown.ts';

/** Characters of text whose results are kept at most: about two hundred large docs' trees. */
const maxKeptText = 8_000_000;

export interface SameTextCompiles {
  /** The key of a doc's text as compiled (MDX or not) at its offset. */
  keyOf(body: string, bodyLineOffset: number, mdx: boolean): string;
  /**
   * The result for the doc at `file`: a copy of the result of a doc of the same text (`key`), compiled
   * before or being compiled now (docs compile several at a time), when that one depends on its text
   * alone; else `compile`'s, which says whether the doc's path was read.
   */
  once(
    key: string,
    file: string,
    bodyLength: number,
    compile: () => Promise<{ result: CompiledMarkdown; pathRead: boolean }>,
  ): Promise<CompiledMarkdown>;
}

/** What a plugin reads to know where the doc is: each of these reads `history`, but a Proxy sees the name asked for. */
const pathKeys = new Set(['path', 'history', 'dirname', 'basename', 'stem', 'extname', 'cwd']);

/** The doc's file as a site's plugin gets it: reading its path marks the compile as the doc's own (`pathRead`). */
function watchedFile(file: VFile): VFile {
  return new Proxy(file, {
    get(target, key, receiver) {
      if (typeof key === 'string' && pathKeys.has(key)) {
        const context = (target.data as { sitegen?: CompileContext }).sitegen;
        if (context) context.pathRead = true;
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/** A transformer, as unified calls it: with a callback when it declares one (`length` 3), else returning its result. */
type Transformer = (this: unknown, tree: unknown, file: VFile, next?: unknown) => unknown;
type Attacher = (this: unknown, ...options: unknown[]) => unknown;

const watched = new WeakMap<Attacher, Attacher>();

/**
 * A site's plugin whose transformer gets the doc's file watched (`watchedFile`); the same plugin twice is the same
 * wrapper (unified merges its uses).
 */
function watchedPlugin(plugin: Attacher): Attacher {
  let wrapper = watched.get(plugin);
  if (!wrapper) {
    wrapper = function (this: unknown, ...options: unknown[]) {
      const transformer = plugin.apply(this, options) as Transformer | undefined;
      if (typeof transformer !== 'function') return transformer;
      // unified passes a callback only to a transformer that declares three parameters.
      return transformer.length >= 3
        ? function (this: unknown, tree: unknown, file: VFile, next: unknown) {
            return transformer.call(this, tree, watchedFile(file), next);
          }
        : function (this: unknown, tree: unknown, file: VFile) {
            return transformer.call(this, tree, watchedFile(file));
          };
    };
    watched.set(plugin, wrapper);
  }
  return wrapper;
}

/**
 * A plugin list of the site's (plugins, [plugin, options] pairs, presets) with each plugin watched (`watchedPlugin`).
 */
export function watchedPlugins(list: PluggableList): PluggableList {
  return list.map(function watch(entry: Pluggable): Pluggable {
    if (typeof entry === 'function') return watchedPlugin(entry as Attacher) as Pluggable;
    if (Array.isArray(entry)) {
      const [plugin, ...options] = entry as unknown[];
      return (typeof plugin === 'function' ? [watchedPlugin(plugin as Attacher), ...options] : entry) as Pluggable;
    }
    const preset = entry as { plugins?: PluggableList | null };
    return preset.plugins ? ({ ...entry, plugins: preset.plugins.map(watch) } as Pluggable) : entry;
  });
}

export function createSameTextCompiles(): SameTextCompiles {
  const kept = new Map<string, { file: string; result: CompiledMarkdown }>();
  /** The compiles under way, by key: what they will keep, if anything. */
  const compiling = new Map<string, Promise<{ file: string; result: CompiledMarkdown } | undefined>>();
  let keptText = 0;
  const keep = (key: string, file: string, bodyLength: number, result: CompiledMarkdown) => {
    if (keptText + bodyLength > maxKeptText) {
      kept.clear();
      keptText = 0;
    }
    const entry = { file, result: structuredClone(result) };
    kept.set(key, entry);
    keptText += bodyLength;
    return entry;
  };
  return {
    keyOf(body, bodyLineOffset, mdx) {
      return createHash('sha256')
        .update(`${mdx ? 'mdx' : 'md'} ${bodyLineOffset}\n`)
        .update(body)
        .digest('base64url');
    },
    async once(key, file, bodyLength, compile) {
      // Looked up before any await: a doc of the same text arriving meanwhile must find this one's compile under way.
      const underWay = compiling.get(key);
      const earlier = kept.get(key) ?? (underWay ? await underWay : undefined);
      if (earlier) return relocated(earlier.result, earlier.file, file);
      const own = compile();
      const shared = own.then(
        ({ result, pathRead }) =>
          !pathRead && dependsOnTextAlone(result) ? keep(key, file, bodyLength, result) : undefined,
        () => undefined,
      );
      // A second doc of this text waits for this compile only if none is under way (it then compiles itself).
      if (!compiling.has(key)) {
        compiling.set(key, shared);
        void shared.finally(() => compiling.delete(key));
      }
      return (await own).result;
    },
  };
}

function dependsOnTextAlone(result: CompiledMarkdown): boolean {
  return (
    result.dependencies.length === 0 &&
    result.islands.length === 0 &&
    !result.problems.some((problem) => problem.severity === 'error')
  );
}

/** The result as compiled for the doc at `to`: a deep copy, whose problems at `from` are at `to`. */
function relocated(result: CompiledMarkdown, from: string, to: string): CompiledMarkdown {
  const copy = structuredClone(result);
  copy.problems = copy.problems.map(
    (problem): Diagnostic => (problem.file === from ? { ...problem, file: to } : problem),
  );
  return copy;
}
