/**
 * `@theme/MDXComponents`: the components MDX docs render with, by element or component name. A site's
 * `src/theme/MDXComponents.js` that spreads this table (`{ ...MDXComponents, Highlight }`, importing it
 * from `@theme-original/MDXComponents`) gives its docs those components without an import, as in Docusaurus.
 */
import type { ComponentType } from 'react';
import Admonition from './Admonition.tsx';
import CodeBlock from './CodeBlock.tsx';
import Details from './Details.tsx';
import Head from './Head.tsx';
import TabItem from './TabItem.tsx';
import Tabs from './Tabs.tsx';
import { markdownComponents } from '../markdown/components.ts';

// Component props differ per entry, as in the Markdown table.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const MDXComponents: Record<string, ComponentType<any>> = {
  ...markdownComponents,
  Admonition,
  CodeBlock,
  Details,
  details: Details,
  Head,
  TabItem,
  Tabs,
};

export default MDXComponents;
