/**
 * hast → React elements with rehype-react and the theme's components table.
 * Links are not touched here: the `a` and `img` components resolve them at
 * render time through the resolver the renderer provides (see
 * `LinkResolverContext`), and `resolvePageLinks` checks the positions the
 * compiler recorded. So the (cached) tree is never copied or changed.
 */
import type { Root } from 'hast';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import { markdownComponents } from '../../theme/markdown/components.ts';
import { resolveHref, type ResolveContext, type ResolvedHref } from '../links/resolveHref.ts';
import type { LinkInfo } from '../markdown/compileContext.ts';
import { mdxElementName } from '../markdown/compileMdx.ts';
import { MdxDoc } from './mdxModules.ts';

export interface PageLink {
  href: string;
  resolved: ResolvedHref;
  line: number;
  column: number;
  kind: 'link' | 'image';
}

const toReact = unified().use(rehypeReact, {
  Fragment,
  jsx,
  jsxs,
  components: { ...markdownComponents, [mdxElementName]: MdxDoc },
  passKeys: true,
  passNode: false,
});

export function markdownToReact(hast: Root): ReactElement {
  return toReact.stringify(hast) as ReactElement;
}

/** The final address of a link written in the doc, for the `a` and `img` components. */
export function linkResolver(context: ResolveContext): (href: string) => string {
  return (href) => {
    const resolved = resolveHref(href, context);
    return resolved.kind === 'internal' || resolved.kind === 'asset' ? resolved.href : href;
  };
}

/** The doc's links, resolved, with their positions in the Markdown file. */
export function resolvePageLinks(links: LinkInfo[], context: ResolveContext): PageLink[] {
  return links.map((link) => ({
    href: link.url,
    resolved: resolveHref(link.url, context, link.kind),
    line: link.line,
    column: link.column,
    kind: link.kind,
  }));
}
