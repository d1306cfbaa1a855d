/**
 * Which Markdown files of a docs folder are docs: Docusaurus's `include` and `exclude` globs (relative to
 * the folder), with its defaults. Files under `node_modules/` are never docs, nor listed at all.
 */
import picomatch from 'picomatch';

export interface DocsGlobs {
  include: string[];
  exclude: string[];
}

/** Docusaurus's defaults; files and folders starting with `_` are left out by sitegen anyway (private partials). */
export const defaultDocsGlobs: DocsGlobs = {
  include: ['**/*.{md,mdx}'],
  exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'],
};

const matchers = new Map<string, (relativePath: string) => boolean>();

/** Whether a Markdown file at `relativePath` (with `/` separators) is a doc under these globs. */
export function isIncludedDoc(globs: DocsGlobs | undefined, relativePath: string): boolean {
  if (!globs) return true;
  const key = JSON.stringify(globs);
  let matcher = matchers.get(key);
  if (!matcher) {
    const include = picomatch(globs.include, { dot: false });
    const exclude = globs.exclude.length > 0 ? picomatch(globs.exclude) : () => false;
    matcher = (relative) => include(relative) && !exclude(relative);
    matchers.set(key, matcher);
  }
  return matcher(relativePath);
}
