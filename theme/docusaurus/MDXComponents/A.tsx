/** `@theme/MDXComponents/A`: a link of a doc, its address resolved as the Markdown renderer resolves it. */
export { MarkdownLink as default } from '../../markdown/Link.tsx';
