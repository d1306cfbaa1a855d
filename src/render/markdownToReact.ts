/**
 * hast → React elements with rehype-react and the theme's components table.
 * Before that, every link is resolved to its route (so `.md` links and
 * relative links point where they should) and recorded with its position.
 */
import type { Element, Root } from 'hast';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { markdownComponents } from '../../theme/markdown/components.ts';
import { resolveHref, type ResolveContext, type ResolvedHref } from '../links/resolveHref.ts';

export interface PageLink {
  href: string;
  resolved: ResolvedHref;
  line: number;
  column: number;
  kind: 'link' | 'image';
}

const toReact = unified().use(rehypeReact, { Fragment, jsx, jsxs, components: markdownComponents, passKeys: true, passNode: false });

export function markdownToReact(hast: Root, context: ResolveContext, bodyLineOffset: number): { element: ReactElement; links: PageLink[] } {
  const links: PageLink[] = [];
  const tree = structuredClone(hast);
  visit(tree, 'element', (node: Element) => {
    const attribute = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
    const value = attribute ? node.properties[attribute] : undefined;
    if (!attribute || typeof value !== 'string') return;
    const resolved = resolveHref(value, context);
    const start = node.position?.start;
    links.push({ href: value, resolved, line: (start?.line ?? 1) + bodyLineOffset, column: start?.column ?? 1, kind: attribute === 'src' ? 'image' : 'link' });
    if (resolved.kind === 'internal') node.properties[attribute] = resolved.href;
    else if (resolved.kind === 'external' && node.tagName === 'a' && /^https?:/.test(value)) {
      node.properties.target = '_blank';
      node.properties.rel = ['noopener', 'noreferrer'];
    }
  });
  return { element: toReact.stringify(tree) as ReactElement, links };
}
