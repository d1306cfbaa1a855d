/**
 * `@theme/MDXContent`: what Docusaurus wraps MDX content in so that it renders with the site's MDX components. A
 * React page that renders a Markdown file it imports inside it shows its admonitions, code blocks and tabs as a
 * doc does; inside a doc, the doc's components stand.
 */
import { useContext, type ReactNode } from 'react';
import { MdxComponentsContext, siteMdxTable } from '../markdown/mdxComponentsContext.ts';
import MDXComponents from './MDXComponents.tsx';

export default function MDXContent({ children }: { children?: ReactNode }) {
  const around = useContext(MdxComponentsContext);
  const components = Object.keys(around).length > 0 ? around : (siteMdxTable() ?? MDXComponents);
  return <MdxComponentsContext.Provider value={components}>{children}</MdxComponentsContext.Provider>;
}
