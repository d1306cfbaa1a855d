/**
 * The components an MDX doc renders with: the Markdown components table (so
 * its headings, links, code blocks and admonitions render as in Markdown docs)
 * and, as Docusaurus provides them without an import, its common MDX
 * components (`theme/docusaurus/MDXComponents.tsx`, which a Docusaurus site's
 * `src/theme/MDXComponents.js` may extend).
 */
export { default as mdxComponents } from '../../theme/docusaurus/MDXComponents.tsx';
