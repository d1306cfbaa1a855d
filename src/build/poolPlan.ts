/**
 * Whether the build's workers pay for themselves, from the work the texts
 * hold rather than a count of docs. Each worker loads sitegen, then the
 * site (its config, through jiti or esbuild, as the build's thread did), and
 * warms a highlighter for every language it meets; only then does it save
 * time, a share of the compile. So the pool starts when the compile
 * estimated for one thread, W, is more than three times what each worker
 * spends first, F, scaled for `n` threads: W > 3·F·n/(n − 1).
 *
 * The costs, measured on a 2-core machine (Node 20) and kept as a model:
 * - a doc: 0.5 ms; a megabyte of Markdown: 2.5 s (micromark, MDX, hast);
 *   a code block: 1.5 ms (shiki). A generated site of 10,000 docs
 *   (10.6 MB, a TypeScript block each) compiled in 46.5 s on one thread,
 *   in about half that with two workers.
 * - a worker: 300 ms to load the bundled modules; the site's config as long
 *   as it took the build's thread; 50 ms per language its blocks use (the
 *   grammar and the scanners Oniguruma compiles). Prettier's website (92
 *   docs and posts, 1.4 MB, 1,861 blocks in 43 languages) compiled in
 *   7.7 s on one thread and 9.6 s with two workers; jest's (175 docs and
 *   posts in 4 versions, 2 MB, 2,593 blocks in 10 languages; its config
 *   takes 0.7 s to load) in 7.7-8.5 s on one thread and 9.4 s with two.
 * The factor of three covers what the model leaves out: a thread's
 * highlighting of a block it has seen before is free (rehypeHighlight.ts),
 * and workers each see only their share; two threads that allocate as fast
 * as these slow each other down; the last batches do not end together.
 */
import { readFile } from 'node:fs/promises';
import { realPathOutside } from '../content/realPathInside.ts';
import { mapWithLimit } from './mapWithLimit.ts';

/** What a set of Markdown texts asks of the compiler. */
export interface CompileWork {
  docs: number;
  bytes: number;
  codeBlocks: number;
  /** Distinct languages named by the code blocks' info strings. */
  languages: number;
}

export const compileCosts = {
  perDocMs: 0.5,
  perMegabyteMs: 2500,
  perCodeBlockMs: 1.5,
  workerStartMs: 300,
  perLanguageMs: 50,
};

/**
 * An opening or closing fence (CommonMark: up to 3 spaces, then 3 or more backticks or tildes), with its first word.
 */
const fencePattern = /^ {0,3}(?:`{3,}|~{3,})[ \t]*([^\s`{]*)/gm;

/** The work of compiling these texts: fences are counted in pairs, a language by the first word of an opening fence. */
export function textWork(texts: Iterable<string>): CompileWork {
  const languages = new Set<string>();
  let docs = 0;
  let bytes = 0;
  let fences = 0;
  for (const text of texts) {
    docs++;
    bytes += text.length;
    for (const match of text.matchAll(fencePattern)) {
      fences++;
      const language = match[1]?.toLowerCase();
      if (language) languages.add(language);
    }
  }
  return { docs, bytes, codeBlocks: Math.floor(fences / 2), languages: languages.size };
}

/**
 * Files read to weigh a site's texts, at most: reading all of 10,000 docs took 0.6 s before the workers could start.
 */
export const sampleSize = 200;

/**
 * The work these files hold, from their texts; above `sampleSize` files, from that many spread evenly
 * through the list, scaled to the whole (the languages, a sample's: fewer than the whole may name). A
 * file that cannot be read, or whose real path (after links) is outside `readRoot`, counts for nothing:
 * it is not read here, and the build reports it when it comes to it.
 */
export async function filesWork(files: readonly string[], readRoot: string): Promise<CompileWork> {
  const picked =
    files.length <= sampleSize
      ? files
      : Array.from({ length: sampleSize }, (_, i) => files[Math.floor((i * files.length) / sampleSize)]!);
  const read = (file: string) =>
    realPathOutside(file, readRoot) === undefined ? readFile(file, 'utf8').catch(() => '') : Promise.resolve('');
  const texts = (await mapWithLimit(picked, 32, read)).filter((text) => text !== '');
  const work = textWork(texts);
  if (picked.length === files.length || work.docs === 0) return work;
  const scale = files.length / picked.length;
  return {
    docs: files.length,
    bytes: Math.round(work.bytes * scale),
    codeBlocks: Math.round(work.codeBlocks * scale),
    languages: work.languages,
  };
}

/** Estimated time to compile `work` on one thread, in milliseconds. */
export function compileMs(work: CompileWork): number {
  return (
    work.docs * compileCosts.perDocMs +
    (work.bytes / 1e6) * compileCosts.perMegabyteMs +
    work.codeBlocks * compileCosts.perCodeBlockMs
  );
}

/**
 * Estimated time each worker spends before its first doc: loading sitegen, the site, and the highlighter for `work`'s
 * languages.
 */
export function workerStartMs(work: CompileWork, siteLoadMs: number): number {
  return compileCosts.workerStartMs + siteLoadMs + work.languages * compileCosts.perLanguageMs;
}

/**
 * Whether `threads` workers would pay for themselves on `work`, the site's config having taken `siteLoadMs` to load.
 */
export function poolPays(work: CompileWork, options: { threads: number; siteLoadMs: number }): boolean {
  if (options.threads < 2 || work.docs < 2) return false;
  const fixed = workerStartMs(work, options.siteLoadMs);
  return compileMs(work) > 3 * fixed * (options.threads / (options.threads - 1));
}

/**
 * Whether a build starts its workers: when asked for (`--workers`, `asked` of 2 or more), else when the
 * work pays for them; never for nothing to compile, even when asked for (their start would be all they
 * did), nor with widgets handed in by code. `work` is weighed only when it decides.
 */
export async function wantsPool(options: {
  asked: number | undefined;
  threads: number;
  widgets: boolean;
  docCount: number;
  siteLoadMs: number;
  work: () => CompileWork | Promise<CompileWork>;
}): Promise<boolean> {
  if (options.widgets || options.docCount === 0 || options.threads < 2) return false;
  return (
    options.asked !== undefined ||
    poolPays(await options.work(), { threads: options.threads, siteLoadMs: options.siteLoadMs })
  );
}
