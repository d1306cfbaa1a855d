/**
 * The <head> of a page: title, description, canonical URL, OpenGraph and DocSearch meta; a blog post's article meta and
 * JSON-LD; the blogs' feeds; the page's Markdown twin.
 */
import { afterPaintScript, escapeHtml, type HeadTag } from '../../templates/document.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import { hrefFor } from '../routes/outputPath.ts';
import type { RouteKind } from '../routes/routeTable.ts';

/** A blog post, for `og:type article`, its `article:` meta and its `BlogPosting` structured data. */
export interface ArticleHead {
  /** ISO 8601. */
  publishedTime: string;
  modifiedTime?: string;
  authors: { name?: string; url?: string }[];
  tags: string[];
}

export interface HeadInput {
  config: ResolvedConfig;
  route: string;
  kind: RouteKind;
  title: string;
  description: string;
  keywords?: string[];
  image?: string;
  /** Keep search engines away (unlisted docs). */
  noindex?: boolean;
  /** On a site of several languages: the page's, and each language's base path, where it has the same page. */
  language?: { htmlLang: string; alternates: { hreflang: string; basePath: string }[] };
  /**
   * On a site of several docs versions, a page of the docs: its version's search tag, and the same page in the last
   * version, which is its canonical address.
   */
  version?: { searchTag: string; canonicalHref?: string | undefined };
  stylesheets: string[];
  inlineScript: string;
  scripts: string[];
  /** Module scripts fetched once the page has painted (`afterPaintScript`): the islands hydrator. */
  afterPaintScripts?: string[];
  /** The page's own head elements, as HTML (`@docusaurus/Head`). */
  pageTags?: string[];
  /** A blog post's page. */
  article?: ArticleHead;
  /** The site's blogs' feeds, linked from every page. */
  feeds?: { type: string; title: string; href: string }[];
  /** The address of the page's Markdown twin (src/twins/), when it has one. */
  markdownTwin?: string;
}

const voidElements = new Set(['meta', 'link', 'base', 'br', 'hr', 'img', 'input']);

/** A tag of the config's `headTags`, as HTML. */
function configTag(tagName: string, attributes: Record<string, string | boolean>, innerHTML?: string): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => (value === false ? '' : value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  return voidElements.has(tagName.toLowerCase())
    ? `<${tagName}${attrs}>`
    : `<${tagName}${attrs}>${innerHTML ?? ''}</${tagName}>`;
}

function absolute(config: ResolvedConfig, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//')) return `https:${pathOrUrl}`;
  return `${config.url}${config.basePath.replace(/\/$/, '')}/${pathOrUrl.replace(/^\//, '')}`;
}

/** What Docusaurus names the page in `docsearch:docusaurus_tag`, which DocSearch's facet filters read. */
const blogTags: Partial<Record<RouteKind, string>> = {
  blogPost: 'blog_post',
  blogList: 'blog_posts_list',
  blogTags: 'blog_tags_list',
  blogTag: 'blog_tags_posts',
  blogArchive: 'blog_archive',
  blogAuthors: 'blog_authors_list',
  blogAuthor: 'blog_authors_posts',
};

function docusaurusTag(kind: HeadInput['kind'], versionTag: string): string {
  if (kind === 'doc' || kind === 'category') return `docs-default-${versionTag}`;
  if (kind === 'tags') return 'doc_tags_list';
  if (kind === 'tag') return 'doc_tag_doc_list';
  return blogTags[kind] ?? 'default';
}

export function headTags(input: HeadInput): HeadTag[] {
  const page = pageHead(input);
  return [
    ...describingTags(input, page),
    ...indexingTags(input, page),
    ...languageTags(input),
    ...imageAndArticleTags(input, page),
    ...linkTags(input),
    ...assetTags(input),
  ];
}

/** What several of a page's tags say: its description, full title, canonical address, version tag and image. */
interface PageHead {
  /** An empty description makes a poor search result and link preview: the site's stands in. */
  description: string;
  fullTitle: string;
  canonical: string;
  versionTag: string;
  image: string | undefined;
  isDocs: boolean;
}

function pageHead(input: HeadInput): PageHead {
  const { config } = input;
  return {
    description: input.description || config.tagline || config.title,
    fullTitle: input.title === config.title ? config.title : `${input.title} ${config.titleDelimiter} ${config.title}`,
    canonical:
      config.url + (input.version?.canonicalHref ?? hrefFor(input.route, config.basePath, config.trailingSlash)),
    versionTag: input.version?.searchTag ?? config.docs.versionTag,
    image: input.image ?? config.image,
    isDocs: input.kind === 'doc' || input.kind === 'category',
  };
}

/** The title, description, Open Graph, Twitter and DocSearch meta. */
function describingTags(input: HeadInput, page: PageHead): HeadTag[] {
  const { config } = input;
  const { fullTitle, description, canonical, versionTag, image, isDocs } = page;
  return [
    { tag: 'title', text: fullTitle },
    { tag: 'meta', attributes: { name: 'description', content: description } },
    { tag: 'meta', attributes: { property: 'og:title', content: fullTitle } },
    { tag: 'meta', attributes: { property: 'og:description', content: description } },
    { tag: 'meta', attributes: { property: 'og:type', content: isDocs || input.article ? 'article' : 'website' } },
    { tag: 'meta', attributes: { property: 'og:url', content: canonical } },
    { tag: 'meta', attributes: { property: 'og:site_name', content: config.title } },
    {
      tag: 'meta',
      attributes: { property: 'og:locale', content: (input.language?.htmlLang ?? 'en').replace('-', '_') },
    },
    { tag: 'meta', attributes: { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' } },
    { tag: 'meta', attributes: { name: 'docsearch:language', content: input.language?.htmlLang ?? 'en' } },
    { tag: 'meta', attributes: { name: 'docsearch:docusaurus_tag', content: docusaurusTag(input.kind, versionTag) } },
    ...(isDocs || input.version
      ? [{ tag: 'meta', attributes: { name: 'docsearch:version', content: versionTag } } as const]
      : []),
  ];
}

/** Search engines kept away (the 404 page, unlisted pages, a site that asks for it), or the canonical address. */
function indexingTags(input: HeadInput, { canonical }: PageHead): HeadTag[] {
  if (input.kind === 'notFound' || input.noindex || input.config.noIndex)
    return [
      {
        tag: 'meta',
        attributes: {
          name: 'robots',
          content: input.kind === 'notFound' || input.noindex ? 'noindex' : 'noindex, nofollow',
        },
      },
    ];
  return [{ tag: 'link', attributes: { rel: 'canonical', href: canonical } }];
}

/** The same page in every language, and the default language's for readers of none of them. */
function languageTags(input: HeadInput): HeadTag[] {
  const { config, language } = input;
  if (!language || input.kind === 'notFound') return [];
  const alternate = (basePath: string, hreflang: string): HeadTag => ({
    tag: 'link',
    attributes: {
      rel: 'alternate',
      href: `${config.url}${hrefFor(input.route, basePath, config.trailingSlash)}`,
      hreflang,
    },
  });
  const fallback = language.alternates[0];
  return [
    ...language.alternates.map((other) => alternate(other.basePath, other.hreflang)),
    ...(fallback ? [alternate(fallback.basePath, 'x-default')] : []),
  ];
}

/** The keywords, the image, and a blog post's article meta. */
function imageAndArticleTags(input: HeadInput, page: PageHead): HeadTag[] {
  const { config } = input;
  const { image, description, canonical } = page;
  const tags: HeadTag[] = [];
  if (input.keywords && input.keywords.length > 0)
    tags.push({ tag: 'meta', attributes: { name: 'keywords', content: input.keywords.join(', ') } });
  if (image) {
    tags.push({ tag: 'meta', attributes: { property: 'og:image', content: absolute(config, image) } });
    tags.push({ tag: 'meta', attributes: { name: 'twitter:image', content: absolute(config, image) } });
  }
  if (input.article)
    tags.push(
      ...articleTags(input.article, {
        title: input.title,
        description,
        canonical,
        image: image ? absolute(config, image) : undefined,
        keywords: input.keywords,
      }),
    );
  return tags;
}

/** The feeds, the Markdown twin and the favicon. */
function linkTags(input: HeadInput): HeadTag[] {
  const { config } = input;
  const tags: HeadTag[] = [];
  for (const feed of input.feeds ?? [])
    tags.push({ tag: 'link', attributes: { rel: 'alternate', type: feed.type, title: feed.title, href: feed.href } });
  if (input.markdownTwin !== undefined)
    tags.push({ tag: 'link', attributes: { rel: 'alternate', type: 'text/markdown', href: input.markdownTwin } });
  if (config.favicon) {
    const external = /^(https?:)?\/\//.test(config.favicon);
    tags.push({
      tag: 'link',
      attributes: {
        rel: 'icon',
        href: external ? config.favicon : hrefFor('/', config.basePath, false) + config.favicon.replace(/^\//, ''),
      },
    });
  }
  return tags;
}

/** The inline script, stylesheets and scripts, sitegen's then the config's, the config's head tags, the page's own. */
function assetTags(input: HeadInput): HeadTag[] {
  const { config } = input;
  const tags: HeadTag[] = [{ tag: 'script', inline: input.inlineScript }];
  for (const href of input.stylesheets) tags.push({ tag: 'link', attributes: { rel: 'stylesheet', href } });
  for (const stylesheet of config.stylesheets) {
    tags.push({
      tag: 'raw',
      html: configTag(
        'link',
        typeof stylesheet === 'string' ? { rel: 'stylesheet', href: stylesheet } : { rel: 'stylesheet', ...stylesheet },
      ),
    });
  }
  for (const src of input.scripts) tags.push({ tag: 'script', attributes: { type: 'module', src } });
  for (const script of config.scripts)
    tags.push({ tag: 'raw', html: configTag('script', typeof script === 'string' ? { src: script } : script) });
  for (const tag of config.headTags)
    tags.push({ tag: 'raw', html: configTag(tag.tagName, tag.attributes ?? {}, tag.innerHTML) });
  for (const html of input.pageTags ?? []) tags.push({ tag: 'raw', html });
  for (const src of input.afterPaintScripts ?? []) tags.push(afterPaintScript(src));
  return tags;
}

/** A blog post's `article:` meta, as Docusaurus writes them, and its `BlogPosting` (schema.org) as JSON-LD. */
function articleTags(
  article: ArticleHead,
  page: {
    title: string;
    description: string;
    canonical: string;
    image: string | undefined;
    keywords: string[] | undefined;
  },
): HeadTag[] {
  const tags: HeadTag[] = [
    { tag: 'meta', attributes: { property: 'article:published_time', content: article.publishedTime } },
  ];
  if (article.modifiedTime)
    tags.push({ tag: 'meta', attributes: { property: 'article:modified_time', content: article.modifiedTime } });
  for (const author of article.authors)
    if (author.url) tags.push({ tag: 'meta', attributes: { property: 'article:author', content: author.url } });
  for (const tag of article.tags) tags.push({ tag: 'meta', attributes: { property: 'article:tag', content: tag } });
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': page.canonical,
    mainEntityOfPage: page.canonical,
    url: page.canonical,
    headline: page.title,
    name: page.title,
    description: page.description,
    datePublished: article.publishedTime,
    ...(article.modifiedTime ? { dateModified: article.modifiedTime } : {}),
    author: article.authors
      .filter((author) => author.name)
      .map((author) => ({ '@type': 'Person', name: author.name, ...(author.url ? { url: author.url } : {}) })),
    ...(page.image
      ? { image: { '@type': 'ImageObject', '@id': page.image, url: page.image, contentUrl: page.image } }
      : {}),
    ...(page.keywords?.length
      ? { keywords: page.keywords }
      : article.tags.length > 0
        ? { keywords: article.tags }
        : {}),
  };
  // `<` escaped, so no string of the post can close the script element.
  tags.push({
    tag: 'raw',
    html: `<script type="application/ld+json">${JSON.stringify(posting).replace(/</g, '\\u003c')}</script>`,
  });
  return tags;
}
