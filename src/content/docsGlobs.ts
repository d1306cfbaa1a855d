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

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * The defaults without picomatch: a Markdown file (`.md`, `.mdx`) none of whose folders or name starts with `.` or
 * `_` (`**` and `*` match no dot files; the excludes take `_` files and folders, `__tests__` among them).
 * Compiling the defaults' five patterns took 10-25 ms of a build that edits one post of a blog
 * (test/unit/content/docsGlobs.test.ts checks the two agree).
 */
export function isDefaultIncluded(relativePath: string): boolean {
  if (!relativePath.endsWith('.md') && !relativePath.endsWith('.mdx')) return false;
  for (const segment of relativePath.split('/')) if (segment.startsWith('.') || segment.startsWith('_')) return false;
  return true;
}

/** Whether a Markdown file at `relativePath` (with `/` separators) is a doc under these globs. */
export function isIncludedDoc(globs: DocsGlobs | undefined, relativePath: string): boolean {
  if (!globs) return true;
  if (sameList(globs.include, defaultDocsGlobs.include) && sameList(globs.exclude, defaultDocsGlobs.exclude))
    return isDefaultIncluded(relativePath);
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
