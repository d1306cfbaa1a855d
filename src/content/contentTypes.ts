/** What collectContent finds in a site folder. */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { TagsFile } from '../tags/tagsFile.ts';
import type { DocFrontMatter } from './frontMatter.ts';

export interface DocSource {
  /** Absolute path. */
  file: string;
  /**
   * Path inside its docs folder (`docs/`, `versioned_docs/version-1.0/`), with `/` separators, e.g. `api/config.md`.
   */
  relativePath: string;
  /** The docs version it belongs to (a name from versions.json); undefined for the current docs, in `docs/`. */
  version?: string;
  /** In a language other than the default: the doc has no translation, and is the default language's. */
  untranslated?: boolean;
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
  | {
      type: 'generated-index';
      title?: string;
      slug?: string;
      description?: string;
      keywords?: string[];
      image?: string;
    }
  | { type: 'doc'; id: string };

/** Metadata of a docs folder, from its `_category_.json` (or `.yml`, `.yaml`). */
export interface CategoryMeta {
  file: string;
  /** The docs version of its folder; undefined for `docs/`. */
  version?: string;
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
  /**
   * Keyed by the folder path inside its docs folder as written on disk, through `versionKey`
   * (src/versions/docsVersions.ts).
   */
  categories: Map<string, CategoryMeta>;
  /** Each version's `tags.yml` (`docs/tags.yml` for the current docs), by version name. */
  tagsFiles: Map<string, TagsFile>;
  /** Problems found while reading (front matter, category files), reported with the compile problems. */
  problems: Diagnostic[];
}
