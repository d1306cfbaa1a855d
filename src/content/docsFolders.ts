/**
 * The folders of docs a build reads (`docs/`, `versioned_docs/version-<name>/`), each with the folders of its
 * translations in the language being built, and which file of them stands for a doc's path.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DocsGlobs } from './docsGlobs.ts';

/** A folder of docs to read: `docs/` for the current version, `versioned_docs/version-<name>/` for a release. */
export interface DocsFolder {
  name: string;
  dir: string;
  /**
   * In a language other than the default, the folders of its translations (`i18n/fr/docs/`), first
   * first: a file there stands for the file of the same path in `dir`, which is shown, marked
   * untranslated, where no translation has it.
   */
  translated?: string[];
  /** Which Markdown files are docs (`docs.include`/`docs.exclude`); every one when absent. */
  globs?: DocsGlobs;
}

/**
 * A file a doc names by a relative path (an image, another doc), as the language being built has it: a
 * file inside a docs folder or one of its translations is the translation's when there is one, else the
 * docs folder's. Other files are themselves.
 */
export function overlaidFile(folders: readonly DocsFolder[], file: string): string {
  for (const folder of folders) {
    if (!folder.translated?.length) continue;
    const dir = [folder.dir, ...folder.translated].find((candidate) => file.startsWith(candidate + path.sep));
    if (!dir) continue;
    const relativePath = path.relative(dir, file);
    return path.join(effectiveDir(folder, relativePath).dir, relativePath);
  }
  return file;
}

/** The folder a docs file of `relativePath` is read from: the first translation that has it, else the docs folder. */
export function effectiveDir(folder: DocsFolder, relativePath: string): { dir: string; untranslated: boolean } {
  for (const dir of folder.translated ?? [])
    if (existsSync(path.join(dir, relativePath))) return { dir, untranslated: false };
  return { dir: folder.dir, untranslated: (folder.translated?.length ?? 0) > 0 };
}
