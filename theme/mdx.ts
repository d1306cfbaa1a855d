/**
 * What compiled MDX imports, as its `providerImportSource` (src/markdown/compileMdx.ts): the components of the
 * doc around it, as @mdx-js/react's `useMDXComponents` gives them in Docusaurus. A module of its own, so that the
 * browser code of a page that imports a Markdown file gets this hook and not the whole theme.
 *
 *     import { useMDXComponents } from 'sitegen-docs/mdx';
 */
export { useMDXComponents } from './markdown/mdxComponentsContext.ts';
