/**
 * Names of docs versions: the current docs' name, where a version's files are, and how docs of several
 * versions share one map (the current docs by their own key, others prefixed by their version).
 */
import path from 'node:path';

/** The name of the docs in `docs/`. */
export const currentVersionName = 'current';

/** The key of a doc, a category or a sidebar of another version than the current one. */
export function versionKey(version: string | undefined, key: string): string {
  return version === undefined || version === currentVersionName ? key : `${version}\u0000${key}`;
}

export const versionsFileName = 'versions.json';
/** A released version's docs folder, relative to the site. */
export const versionedDocsFolder = (name: string) => `versioned_docs/version-${name}`;
/** A released version's sidebars file, relative to the site. */
export const versionedSidebarsFile = (name: string) => `versioned_sidebars/version-${name}-sidebars.json`;

/**
 * The docs folder (`docs/`, `versioned_docs/version-1.0/`, or a locale's copy of either under `i18n/`) that
 * holds `file`, absolute; undefined for a file outside every docs folder. A relative link resolves within it.
 */
export function docsFolderOf(siteDir: string, file: string): string | undefined {
  const relative = path.relative(siteDir, file).split(path.sep).join('/');
  const folder = /^(?:i18n\/[^/]+\/(?:docusaurus-plugin-content-docs\/[^/]+|versioned_docs\/[^/]+|docs)|versioned_docs\/[^/]+|docs)\//.exec(relative)?.[0];
  return folder === undefined ? undefined : path.join(siteDir, folder);
}
