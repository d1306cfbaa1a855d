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
 * The files of a docs instance's versions, as Docusaurus names them: the main docs' (`versions.json`,
 * `versioned_docs/`, `versioned_sidebars/`), and another instance's after its id (`community_versions.json`,
 * `community_versioned_docs/version-1.0/`, `community_versioned_sidebars/version-1.0-sidebars.json`).
 */
export function instanceFiles(instance: string): {
  versionsFile: string;
  docsFolder: (name: string) => string;
  sidebarsFile: (name: string) => string;
} {
  if (instance === 'default')
    return { versionsFile: versionsFileName, docsFolder: versionedDocsFolder, sidebarsFile: versionedSidebarsFile };
  return {
    versionsFile: `${instance}_${versionsFileName}`,
    docsFolder: (name) => `${instance}_${versionedDocsFolder(name)}`,
    sidebarsFile: (name) => `${instance}_${versionedSidebarsFile(name)}`,
  };
}

/**
 * The name of a version of a docs instance, unique on the site: the main docs' versions by their own name
 * (`current`, `1.0`), another instance's after its id (`community:current`, `community:1.0`), so its doc ids
 * (`community:current\u0000intro`) never meet the main docs'.
 */
export function instanceVersionName(instance: string, release: string): string {
  return instance === 'default' ? release : `${instance}:${release}`;
}

const docsFolderPattern = new RegExp(
  [
    /^i18n\/[^/]+\/(?:docusaurus-plugin-content-docs\/[^/]+|versioned_docs\/[^/]+|docs)\//.source,
    /^versioned_docs\/[^/]+\//.source,
    /^docs\//.source,
  ].join('|'),
);

/**
 * The docs folder (`docs/`, `versioned_docs/version-1.0/`, or a locale's copy of either under `i18n/`) that
 * holds `file`, absolute; undefined for a file outside every docs folder. A relative link resolves within it.
 */
export function docsFolderOf(siteDir: string, file: string): string | undefined {
  const relative = path.relative(siteDir, file).split(path.sep).join('/');
  const folder = docsFolderPattern.exec(relative)?.[0];
  return folder === undefined ? undefined : path.join(siteDir, folder);
}

/** The docs instance a version belongs to, from its name (instanceVersionName): `default` for the main docs'. */
export function instanceOfVersion(versionName: string | undefined): string {
  const colon = versionName?.indexOf(':') ?? -1;
  return versionName === undefined || colon === -1 ? 'default' : versionName.slice(0, colon);
}

/**
 * A key of the one map of docs or sidebars (versionKey) taken apart: its version (undefined: the main current docs) and
 * its id.
 */
export function splitVersionKey(key: string): { version: string | undefined; id: string } {
  const at = key.indexOf('\u0000');
  return at === -1 ? { version: undefined, id: key } : { version: key.slice(0, at), id: key.slice(at + 1) };
}

/** A version's name in its docs instance, from its name on the site (instanceVersionName): `community:1.0` → `1.0`. */
export function releaseOfVersion(versionName: string | undefined): string {
  return versionName === undefined ? currentVersionName : versionName.slice(versionName.indexOf(':') + 1);
}
