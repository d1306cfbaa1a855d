/**
 * Caches compiled Markdown on disk by content hash, so a rebuild compiles only
 * the docs that changed. The key covers the doc's text, its path (positions
 * and errors name it), and a fingerprint of the compiler itself: the code of
 * `src/markdown/`, the lockfiles and the widget registry, so changing a plugin invalidates
 * everything. An entry also lists the files the doc read (`file=` code
 * blocks) with their hashes; a changed one makes it a miss. Results with
 * errors are never cached; results with warnings only (a code block in an
 * unknown language) are, warnings included, so a hit reports them again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import { cacheDirFor, isSitegenCode, sitegenRoot, versionFiles } from '../paths.ts';
import type { CompiledMarkdown } from './compileMarkdown.ts';

export interface CompileInput {
  body: string;
  file: string;
  bodyLineOffset: number;
}

export interface CompileCache {
  /** The content hash of an input: the compiler, the doc's path, offset and text. */
  keyOf(input: CompileInput): string;
  get(input: CompileInput): Promise<CompiledMarkdown | undefined>;
  set(input: CompileInput, result: CompiledMarkdown): Promise<CompiledMarkdown>;
  /**
   * The tree of an entry by its key, whatever the files it read now hold (an earlier version of a doc, for its code
   * blocks).
   */
  treeOf(key: string): Promise<CompiledMarkdown['hast'] | undefined>;
  readonly hits: number;
}

let compilerFingerprint: Promise<string> | undefined;

/** The JSON text of each tree this process wrote to the cache, while the tree lives. */
const treeTexts = new WeakMap<CompiledMarkdown['hast'], string>();

/**
 * A compiled tree as JSON text: the text the compile cache wrote it as, when it wrote this tree. A pool
 * worker holds each tree as text until the page renders; with the cache on, it stringified every tree twice.
 */
export function treeJson(hast: CompiledMarkdown['hast']): string {
  return treeTexts.get(hast) ?? JSON.stringify(hast);
}

/** By the lockfiles' sizes and times and the widgets' shape (`fingerprintStamp`). */
const fingerprints = new Map<string, Promise<string>>();

/**
 * The first line of an entry: its format and a CRC-32 of the JSON after it, so an entry cut short or edited is compiled
 * again, not published.
 */
const entryFormat = 'sitegen-compiled 1';

function entryText(json: string): string {
  return `${entryFormat} ${crc32(json).toString(16)}\n${json}`;
}

/** An entry's result, or undefined when it is not one this version wrote whole (a miss: the doc compiles again). */
function readEntry(text: string): CompiledMarkdown | undefined {
  const newline = text.indexOf('\n');
  const header = newline === -1 ? '' : text.slice(0, newline);
  const json = text.slice(newline + 1);
  if (header !== `${entryFormat} ${crc32(json).toString(16)}`) return undefined;
  try {
    return JSON.parse(json) as CompiledMarkdown;
  } catch {
    return undefined;
  }
}

/**
 * What the fingerprint of a site's compiler is made of, but for the lockfiles' text: their sizes and
 * times stand for it. A pool worker makes a cache for every request of 20 docs, and hashing the
 * lockfiles each time cost a millisecond or more (a site's own lockfile can be megabytes).
 */
function fingerprintStamp(files: string[], widgetShape: string): string {
  const stamps = files.map((file) => {
    const stats = statSync(file, { throwIfNoEntry: false });
    return `${file}\u0000${stats?.size ?? -1}\u0000${stats?.mtimeMs ?? -1}`;
  });
  return JSON.stringify([stamps, widgetShape]);
}

function fingerprint(widgets: WidgetRegistry, siteDir: string): Promise<string> {
  compilerFingerprint ??= (async () => {
    const hash = createHash('sha256');
    const markdownDir = path.join(sitegenRoot, 'src/markdown');
    const files = (await readdir(markdownDir, { recursive: true })).filter(isSitegenCode).sort();
    for (const file of files) hash.update(file).update(await readFile(path.join(markdownDir, file)));
    return hash.digest('hex');
  })();
  const files = versionFiles(siteDir);
  const widgetShape = JSON.stringify([...widgets].map(([name, w]) => [name, w.props, w.inline ?? false]));
  const stamp = fingerprintStamp(files, widgetShape);
  let found = fingerprints.get(stamp);
  if (!found) {
    found = (async () => {
      const hash = createHash('sha256').update(await compilerFingerprint);
      for (const file of files) hash.update(await readFile(file).catch(() => ''));
      return hash.update(widgetShape).digest('hex');
    })();
    // A long-lived process (serve --watch) sees a lockfile change now and then: the old ones are of no more use.
    if (fingerprints.size >= 16) fingerprints.clear();
    fingerprints.set(stamp, found);
  }
  return found;
}

export async function createCompileCache(options: {
  widgets: WidgetRegistry;
  /** The site: its cache folder and its project's lockfile. */
  siteDir: string;
  /** The site's Markdown plugins' key (`MarkdownSetup.key`); empty without plugins. */
  pluginsKey?: string;
  dir?: string;
  /** false: keys only, nothing read or written (--no-cache). */
  enabled?: boolean;
}): Promise<CompileCache> {
  const dir = options.dir ?? path.join(cacheDirFor(options.siteDir), 'compile');
  const enabled = options.enabled ?? true;
  const prefix = createHash('sha256')
    .update(await fingerprint(options.widgets, options.siteDir))
    .update(options.pluginsKey ?? '')
    .digest('hex');
  const keyOf = (input: CompileInput) =>
    // JSON keeps the fields apart: offset 23 + body ' a' and offset 2 + body '3 a' must not meet.
    createHash('sha256')
      .update(prefix)
      .update(JSON.stringify([input.file, input.bodyLineOffset, input.body]))
      .digest('hex');
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), `${key}.json`);
  let hits = 0;
  /** The entry folders this cache made or found: each is made once, not once per entry. */
  const folders = new Set<string>();
  return {
    get hits() {
      return hits;
    },
    keyOf,
    async get(input) {
      if (!enabled) return undefined;
      const cached = await readCached(fileOf(keyOf(input)));
      if (cached) hits++;
      return cached;
    },
    async treeOf(key) {
      if (!enabled || !/^[0-9a-f]{64}$/.test(key)) return undefined;
      try {
        return readEntry(await readFile(fileOf(key), 'utf8'))?.hast;
      } catch {
        return undefined;
      }
    },
    async set(input, result) {
      if (enabled && !result.problems.some((problem) => problem.severity === 'error'))
        writeCached(fileOf(keyOf(input)), result, folders);
      return result;
    },
  };
}

/**
 * An entry, if it is there, whole, and every file the doc read (a code block's file=) is as it was. A miss asks
 * without a rejected read: a first build misses every doc, and each failed read made an error and its stack.
 */
async function readCached(file: string): Promise<CompiledMarkdown | undefined> {
  if (!existsSync(file)) return undefined;
  try {
    const cached = readEntry(await readFile(file, 'utf8'));
    if (!cached) return undefined;
    for (const dependency of cached.dependencies ?? []) {
      const text = await readFile(dependency.file, 'utf8').catch(() => undefined);
      if (text === undefined || createHash('sha256').update(text).digest('hex') !== dependency.sha256) return undefined;
    }
    return cached;
  } catch {
    return undefined;
  }
}

/**
 * An entry written, then renamed into place, so a crash never leaves a half-written entry behind. At once, in this
 * thread: an entry is a few kilobytes, and fs/promises' open, write, close and rename through the thread pool cost
 * more than the writing (a first build writes one per doc). The thread's id keeps two pool workers' partial files
 * apart. A cache that cannot be written only makes the next build slower.
 */
function writeCached(file: string, result: CompiledMarkdown, folders: Set<string>): void {
  try {
    const folder = path.dirname(file);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    const partial = `${file}.${process.pid}-${threadId}.tmp`;
    // The tree's text is kept for treeJson; the entry is the same JSON as the whole result's.
    const tree = JSON.stringify(result.hast);
    treeTexts.set(result.hast, tree);
    const { hast: _hast, ...others } = result;
    const rest = JSON.stringify(others);
    writeFileSync(partial, entryText(rest === '{}' ? `{"hast":${tree}}` : `{"hast":${tree},${rest.slice(1)}`));
    renameSync(partial, file);
  } catch {
    // Nothing to do: the next build compiles the doc again.
  }
}
