/**
 * A doc nested so deeply (thousands of `>` markers, list levels, HTML elements inside one another) that
 * a recursive step of the pipeline (mdast-util-to-hast, hast-util-raw, a plugin, `JSON.stringify` of the
 * tree for the cache) runs out of stack. It fails that doc, at its file, instead of the whole build.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** V8's "Maximum call stack size exceeded". */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

export function docTooDeep(file: string, error: unknown): Diagnostic {
  return {
    code: 'InputTooDeep', severity: 'error', file, line: 1, column: 1,
    message: 'The doc nests too deeply to compile (JavaScript ran out of stack).',
    hint: 'Flatten the deepest part (blockquotes, lists or HTML elements inside one another); real docs nest a few levels.',
    cause: error,
  };
}
