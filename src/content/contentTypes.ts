/** What collectContent finds in a site folder. */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { TagsFile } from '../tags/tagsFile.ts';
import type { DocFrontMatter } from './frontMatter.ts';

export interface DocSource {
  /** Absolute path. */
  file: string;
  /** Path inside `docs/`, with `/` separators, e.g. `api/config.md`. */
  relativePath: string;
  /** Doc id: the path without extension and number prefixes, last segment replaced by front matter `id`. */
  id: string;
  /** Folder of the doc inside `docs/` (number prefixes removed), '' at the top. */
  dirName: string;
  /** Position from a `01-` number prefix in the file name, when there is one. */
  numberPrefix: number | undefined;
  source: string;
  body: string;
  bodyLineOffset: number;
  frontMatter: DocFrontMatter;
}

export interface PageSource {
  file: string;
  /** Path inside `pages/`, e.g. `playground.tsx`. */
  relativePath: string;
}

export interface StaticFile {
  file: string;
  /** Path inside `static/`, which is also its path in the output. */
  relativePath: string;
}

/** The link of a category: its own generated index page, or a doc. */
export type CategoryLink =
  | { type: 'generated-index'; title?: string; slug?: string; description?: string; keywords?: string[]; image?: string }
  | { type: 'doc'; id: string };

/** Metadata of a docs folder, from its `_category_.json` (or `.yml`, `.yaml`). */
export interface CategoryMeta {
  file: string;
  /** Folder inside `docs/` as written on disk (number prefixes kept). */
  dirPath: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  link?: CategoryLink | null;
  description?: string;
  /** The site's own data, kept on the category's sidebar entry. */
  customProps?: Record<string, unknown>;
}

export interface SiteContent {
  siteDir: string;
  docs: DocSource[];
  pages: PageSource[];
  staticFiles: StaticFile[];
  /** Keyed by the folder path inside `docs/` as written on disk. */
  categories: Map<string, CategoryMeta>;
  /** `docs/tags.yml`, when the site has one. */
  tagsFile?: TagsFile;
  /** Problems found while reading (front matter, category files), reported with the compile problems. */
  problems: Diagnostic[];
}
