/**
 * The MDX components of the doc being rendered, for MDX content that renders without them as props: a partial
 * the doc imports (`<Part />`) gets the doc's components (its admonitions, code blocks, tabs and widgets render
 * as the doc's do), as Docusaurus's MDXProvider gives them. Compiled MDX asks for them through
 * `useMDXComponents` (src/markdown/compileMdx.ts, `providerImportSource`).
 */
import { createContext, useContext } from 'react';

export const MdxComponentsContext = createContext<Record<string, unknown>>({});

/** The site's own MDX components (a Docusaurus site's `src/theme/MDXComponents`), set by the build. */
let siteComponents: Record<string, unknown> | undefined;

/** Sets the site's MDX components (src/render/mdxModules.ts `setSiteMdxComponents`). */
export function setSiteMdxTable(components: Record<string, unknown> | undefined): void {
  siteComponents = components;
}

/**
 * The site's MDX components, if it has its own: undefined in the browser, where a hydrated page's `MDXContent` renders
 * with the theme's.
 */
export const siteMdxTable = (): Record<string, unknown> | undefined => siteComponents;

/** The components MDX content is given by the doc around it. */
export function useMDXComponents(): Record<string, unknown> {
  return useContext(MdxComponentsContext);
}
