/**
 * The route of a doc: `<routeBasePath>/<id>`, where an `index.md` or
 * `README.md` (or a file named like its folder) stands for its folder, and
 * front matter `slug` overrides: `/x` from the docs root, `x` relative to the
 * doc's folder.
 */
import path from 'node:path';
import type { DocSource } from '../content/contentTypes.ts';
import { isFolderIndex } from '../content/folderIndex.ts';

export function joinRoute(...parts: string[]): string {
  const joined = path.posix.normalize(`/${parts.join('/')}`).replace(/\/+$/, '');
  return joined || '/';
}

export function docRoute(
  doc: Pick<DocSource, 'id' | 'dirName' | 'frontMatter' | 'relativePath'>,
  routeBasePath: string,
): string {
  const slug = doc.frontMatter.slug;
  if (slug !== undefined) {
    return slug.startsWith('/') ? joinRoute(routeBasePath, slug) : joinRoute(routeBasePath, doc.dirName, slug);
  }
  // A top-level index.md is the docs home, /docs.
  const isIndex = isFolderIndex(doc.relativePath);
  return isIndex ? joinRoute(routeBasePath, doc.dirName) : joinRoute(routeBasePath, doc.id);
}
