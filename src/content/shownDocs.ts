/**
 * Which docs a build shows. A draft (`draft: true`) is left out of
 * `sitegen build`, and of everything made from the docs (sidebars, tags,
 * links); `sitegen serve --watch` shows it as any other doc, as
 * Docusaurus's dev server does (its `draft` is true only in production builds).
 */
import type { DocSource } from './contentTypes.ts';

export function shownDocs(docs: DocSource[], drafts: boolean): DocSource[] {
  return drafts ? docs : docs.filter((doc) => !doc.frontMatter.draft);
}
