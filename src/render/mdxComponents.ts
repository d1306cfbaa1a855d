/**
 * The components an MDX doc renders with: the Markdown components table (so
 * its headings, links, code blocks and admonitions render as in Markdown docs)
 * and, as Docusaurus provides them without an import, its common MDX
 * components.
 */
import type { ComponentType } from 'react';
import Admonition from '../../theme/docusaurus/Admonition.tsx';
import CodeBlock from '../../theme/docusaurus/CodeBlock.tsx';
import Details from '../../theme/docusaurus/Details.tsx';
import TabItem from '../../theme/docusaurus/TabItem.tsx';
import Tabs from '../../theme/docusaurus/Tabs.tsx';
import { markdownComponents } from '../../theme/markdown/components.ts';

// Component props differ per entry, as in the Markdown table.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const mdxComponents: Record<string, ComponentType<any>> = {
  ...markdownComponents,
  Admonition,
  CodeBlock,
  Details,
  TabItem,
  Tabs,
};
