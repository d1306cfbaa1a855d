/** `@theme/MDXComponents/Img`: an image of a doc, lazily loaded, its address resolved as in Markdown. */
export { MarkdownImage as default } from '../../markdown/Link.tsx';
