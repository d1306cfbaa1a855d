/**
 * The one components table: every element the Markdown compiler emits maps to
 * a theme component here (rehype-react `components`).
 */
import type { ComponentType } from 'react';
import { Admonition } from './Admonition.tsx';
import { CodeBlock, HighlightedCode } from './CodeBlock.tsx';
import { headingComponent } from './Heading.tsx';
import { TabPanel, Tabs } from './Tabs.tsx';
import { Widget } from './Widget.tsx';
import { Table } from './Table.tsx';
import { MarkdownImage, MarkdownLink } from './Link.tsx';

// rehype-react passes each element's properties as props; their types vary per element.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const markdownComponents: Record<string, ComponentType<any>> = {
  admonition: Admonition,
  tabs: Tabs,
  'tab-panel': TabPanel,
  'code-block': CodeBlock,
  'sitegen-code': HighlightedCode,
  'sitegen-widget': Widget,
  h2: headingComponent(2),
  h3: headingComponent(3),
  h4: headingComponent(4),
  h5: headingComponent(5),
  h6: headingComponent(6),
  table: Table,
  a: MarkdownLink,
  img: MarkdownImage,
};
