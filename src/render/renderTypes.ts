/** What renderPages needs and produces. */
import type { KatexAssets } from '../client/bundleKatex.ts';
import type { MermaidAssets } from '../client/bundleMermaid.ts';
import type { MonacoAssets } from '../client/bundleMonaco.ts';
import type { ComponentType } from 'react';
import type { DocSource, PageSource } from '../content/contentTypes.ts';
import type { Root as HastRoot } from 'hast';
import type { TocEntry } from '../../theme/data/siteData.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import type { LinkInfo } from '../markdown/compileContext.ts';
import type { RouteKind } from '../routes/routeTable.ts';
import type { PageSection } from '../search/pageSections.ts';
import type { PageLink } from './markdownToReact.ts';

export interface DocEntry {
  source: DocSource;
  compiled: CompiledDoc;
  route: string;
  href: string;
  title: string;
}

/** Optional `export const meta` of a React page. */
export interface PageMeta {
  title?: string;
  description?: string;
  keywords?: string[];
  image?: string;
}

export interface PageEntry {
  source: PageSource;
  route: string;
  /** A React page's component; a Markdown page has `markdown` instead. */
  component?: ComponentType;
  /**
   * A Markdown or MDX page (`src/pages/support.md`): its compiled tree, its links (checked as a doc's) and its table of
   * contents.
   */
  markdown?: { hast: HastRoot; links: LinkInfo[]; toc: TocEntry[]; wrapperClassName?: string };
  meta: PageMeta;
  /** The page's source text, to locate links found in its HTML. */
  text: string;
  /** A hash of the page's file and the site files it imports. */
  sourceKey: string;
  /** Names its island (`page-<id>`) and its stylesheet in the client bundle. */
  id: string;
  /** Files it imports for their address (images), which the output must hold. */
  files: string[];
  /**
   * Whether its code shows a Monaco editor (`@theme/MonacoEditor`, `@theme/JSONSchemaEditor`,
   * `sitegen-docs/editor`).
   */
  usesMonaco: boolean;
}

export interface ClientAssets {
  stylesheets: string[];
  /** The shell runtime, loaded on every page. */
  runtime: string;
  /** The islands hydrator, loaded only on pages with islands. */
  hydrator: string;
  /** Runs before first paint: colour mode, announcement bar, `.html` normalisation. */
  inlineScript: string;
  /** Island name → chunk URL. */
  islands: Record<string, string>;
  /** A React page's own stylesheet, by page id. */
  pageStyles?: Record<string, string>;
  /** The site's client modules (Docusaurus's `clientModules`), run on every page: their script and stylesheet. */
  clientModules?: { script: string; stylesheet?: string };
  /** The Monaco bundle, when a widget of the site needs it. */
  monaco?: MonacoAssets;
  /** KaTeX's stylesheet, when a doc of the site has math; linked by the pages that do. */
  katex?: KatexAssets;
  /** The Mermaid loader, when a doc of the site has a diagram; loaded by the pages that do. */
  mermaid?: MermaidAssets;
}

export interface RenderedPage {
  /**
   * Widgets' islands the page rendered that the client bundle does not hold (src/client/widgetIslands.ts): the build
   * starts again with every island.
   */
  unbundledIslands?: string[];
  route: string;
  kind: RouteKind;
  title: string;
  description: string;
  /**
   * The page's own content, without the shell. Kept only for the pages whose
   * links are found in their HTML (React pages, kind `page`): on a large site,
   * every doc's HTML held until the end of the build was most of its memory.
   */
  contentHtml?: string;
  /**
   * A blog post in its blog's feeds: its content with every address made absolute (src/blog/absoluteUrls.ts), for feed
   * readers.
   */
  feedHtml?: string;
  /**
   * Its Markdown twin (src/twins/): the file's path in the output; whether it is a doc of the last version
   * (`current`: llms.txt lists it), and then its text, until `llms-full.txt` is written (the build cache
   * keeps the path and the flag).
   */
  twin?: { path: string; current?: boolean; text?: string };
  /**
   * A Docusaurus website's React page: the links it rendered through `Link` (or declared with `useBrokenLinks`),
   * the only ones of its HTML checked, as Docusaurus checks them; raw `<a>` elements are the page's own business.
   */
  collectedLinks?: string[];
  /**
   * What search indexes: the page's text cut at its h2 and h3 headings, taken
   * where the page renders (in a pool worker, for a large site's docs).
   * Absent on pages search leaves out (tags, 404, unlisted).
   */
  sections?: PageSection[];
  /** The file that produced the page. */
  source: string;
  /** Links from Markdown, with positions; React pages' links are found in contentHtml. */
  links: PageLink[];
  /** On a site of several docs versions, the version of a page of the docs (its name), for search. */
  version?: string;
  /** What search results show beside the page's title: a blog post's blog (its title, "Blog"). */
  searchLabel?: string;
  /** Asks search engines not to index it (a version's `noIndex`): left out of the sitemap. */
  noindex?: boolean;
  /** A blog post's date (`YYYY-MM-DD`), its `<lastmod>` in the sitemap. */
  lastmod?: string;
  /** Built, but left out of the sitemap and search (front matter `unlisted`). */
  unlisted?: boolean;
  /** The ids of the page's shell and content (the sidebar has none), for anchor validation. */
  ids: Set<string>;
  headings: { id: string; text: string; depth: number }[];
  /** Files beside the doc that it links to (copied into assets/files/). */
  assetFiles?: string[];
}
