/**
 * What a page renders as its content (renderPage.ts): a Markdown doc's tree
 * with its links resolved from where the doc is (written as HTML without
 * React, or through React when it is MDX), a Markdown page's in the theme's
 * page component, or a React element of the page's own.
 */
import { createElement, type ReactElement } from 'react';
import type { Root } from 'hast';
import { LinkResolverContext } from '../../theme/context.ts';
import { MarkdownPage } from '../../theme/layout/MarkdownPage.tsx';
import type { ResolveContext } from '../links/resolveHref.ts';
import type { LinkInfo } from '../markdown/compileContext.ts';
import { linkResolver, markdownToReact, resolvePageLinks } from './markdownToReact.ts';
import { isMdxTree } from './mdxModules.ts';
import type { PageEntry, RenderedPage } from './renderTypes.ts';

export interface PageContent {
  /** Content rendered by React: React pages, generated pages, MDX docs. */
  element?: ReactElement;
  /**
   * Or a Markdown doc's tree, written as HTML without React but for its widgets (markdownHtml.ts), and its links'
   * resolver.
   */
  markdown?: { tree: Root; resolve: (href: string) => string };
  links: RenderedPage['links'];
  /** Files beside the doc that it links to, filled in as it renders. */
  assetFiles?: Set<string>;
}

/** A Markdown doc's content: its tree as React, with links resolved from where the doc is. */
export function docContent(hast: Root, links: LinkInfo[], context: ResolveContext): PageContent {
  const assetFiles = new Set<string>();
  const recording: ResolveContext = {
    ...context,
    assetFor: (file) => {
      const found = context.assetFor?.(file);
      if (typeof found === 'string') assetFiles.add(file);
      return found;
    },
  };
  const resolve = linkResolver(recording);
  return {
    ...(isMdxTree(hast)
      ? { element: createElement(LinkResolverContext.Provider, { value: resolve }, markdownToReact(hast)) }
      : { markdown: { tree: hast, resolve } }),
    links: resolvePageLinks(links, recording),
    assetFiles,
  };
}

/** A Markdown page's content: its tree rendered by React (MDX or Markdown alike) in the Markdown page layout. */
export function markdownPageContent(
  markdown: NonNullable<PageEntry['markdown']>,
  context: ResolveContext,
): PageContent {
  const content = docContent(markdown.hast, markdown.links, context);
  const body =
    content.element ??
    (content.markdown
      ? createElement(
          LinkResolverContext.Provider,
          { value: content.markdown.resolve },
          markdownToReact(content.markdown.tree),
        )
      : null);
  const { markdown: _tree, ...rest } = content;
  return {
    ...rest,
    element: createElement(MarkdownPage, { toc: markdown.toc, wrapperClassName: markdown.wrapperClassName }, body),
  };
}
