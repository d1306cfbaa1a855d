/**
 * Stylesheets that make a browser show a blog's RSS or Atom feed as a readable page rather than raw XML
 * (Docusaurus's `feedOptions.xslt`): an XSLT file and its CSS written beside the feed (`rss.xsl` and
 * `rss.css` beside `rss.xml`), and an `<?xml-stylesheet?>` instruction after the feed's XML declaration
 * naming the XSLT file. `true` gives sitegen's own; a path gives the site's, whose CSS is the file of the
 * same name ending in `.css`, beside it (as Docusaurus asks). Feed readers ignore both; browsers without
 * XSLT (Chromium removed it in 2026) show the XML as before.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedBlog } from '../config/blogConfig.ts';
import { locate } from '../diagnostics/locate.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

export type StyledFeedType = 'rss' | 'atom';

/** The files of one feed's stylesheet, by name, written beside the feed. */
export interface FeedStylesheet {
  xsl: { name: string; contents: string };
  css: { name: string; contents: string };
}

/** The feed's XML with the instruction that names its stylesheet, right after the XML declaration. */
export function withStylesheet(feedXml: string, xslName: string): string {
  const instruction =
    `<?xml-stylesheet type="text/xsl" ` +
    `href="${xslName.replace(/[&"<]/g, (c) => (c === '&' ? '&amp;' : c === '"' ? '&quot;' : '&lt;'))}"?>`;
  const declaration = /^<\?xml[^?]*\?>/.exec(feedXml);
  return declaration
    ? `${declaration[0]}\n${instruction}${feedXml.slice(declaration[0].length)}`
    : `${instruction}\n${feedXml}`;
}

/**
 * Each blog's feed stylesheets, by blog id then feed type, read from the site where the config names a
 * file. A file that is missing, or leads out of the site, or whose `.css` is missing, is an
 * `InvalidConfig` error at the path in the config.
 */
export function feedStylesheets(options: { blogs: readonly ResolvedBlog[]; siteDir: string; configFile: string }): {
  stylesheets: Map<string, Map<StyledFeedType, FeedStylesheet>>;
  problems: Diagnostic[];
} {
  const stylesheets = new Map<string, Map<StyledFeedType, FeedStylesheet>>();
  const problems: Diagnostic[] = [];
  let configText: string | undefined;
  for (const blog of options.blogs) {
    if (!blog.feed) continue;
    const byType = new Map<StyledFeedType, FeedStylesheet>();
    for (const type of ['rss', 'atom'] as const) {
      const source = blog.feed.xslt[type];
      if (!source || !blog.feed.types.includes(type)) continue;
      if ('builtIn' in source) {
        byType.set(type, builtInStylesheet(type));
        continue;
      }
      const read = siteStylesheet(source.file, path.resolve(options.siteDir, blog.path), options.siteDir);
      if ('problem' in read) {
        configText ??= readText(options.configFile);
        problems.push({
          code: 'InvalidConfig',
          severity: 'error',
          file: options.configFile,
          ...locate(configText, source.file),
          message: read.problem,
          hint: read.hint,
        });
      } else {
        byType.set(type, read);
      }
    }
    if (byType.size > 0) stylesheets.set(blog.id, byType);
  }
  return { stylesheets, problems };
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The site's XSLT file `given` (relative to the blog folder) and the CSS beside it, both inside the site. */
function siteStylesheet(
  given: string,
  blogDir: string,
  siteDir: string,
): FeedStylesheet | { problem: string; hint: string } {
  const xsl = path.resolve(blogDir, given);
  const parsed = path.parse(xsl);
  const css = path.join(parsed.dir, `${parsed.name}.css`);
  const relative = (file: string) => path.relative(siteDir, file).split(path.sep).join('/');
  const hint =
    'feedOptions.xslt paths are relative to the blog folder, and each XSLT file needs a CSS file of the same ' +
    "name beside it (rss.xsl, rss.css); true uses sitegen's own.";
  for (const file of [xsl, css]) {
    if (!existsSync(file)) {
      return {
        problem:
          file === xsl
            ? `The feed stylesheet ${given} does not exist: ${relative(xsl)} was looked for.`
            : `The feed stylesheet ${given} has no CSS file beside it: ${relative(css)} was looked for.`,
        hint,
      };
    }
    const real = realpathSync(file);
    const root = realpathSync(siteDir);
    if (!real.startsWith(root + path.sep))
      return {
        problem: `The feed stylesheet ${given} leads outside the site folder, to ${real}.`,
        hint: 'Put the stylesheet and its CSS inside the site folder: nothing outside it is read.',
      };
  }
  return {
    xsl: { name: path.basename(xsl), contents: readFileSync(xsl, 'utf8') },
    css: { name: path.basename(css), contents: readFileSync(css, 'utf8') },
  };
}

function builtInStylesheet(type: StyledFeedType): FeedStylesheet {
  return {
    xsl: { name: `${type}.xsl`, contents: type === 'rss' ? rssXsl : atomXsl },
    css: { name: `${type}.css`, contents: feedCss },
  };
}

/** The page both stylesheets make: the feed's title and description, how to subscribe, then each post. */
/** XPath expressions into the feed, for the page: the feed's fields, then each post's (relative to the post). */
interface FeedPaths {
  lang: string;
  title: string;
  description: string;
  link: string;
  items: string;
  postLink: string;
  postTitle: string;
  date: string;
  summary: string;
}

const page = (kind: string, feed: FeedPaths) => `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom">
  <xsl:output method="html" encoding="utf-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="{${feed.lang}}">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="${feed.title}"/> (${kind} feed)</title>
        <link rel="stylesheet" href="${kind.toLowerCase()}.css"/>
      </head>
      <body>
        <main>
          <p class="feed-note">
            This is an ${kind} feed. To follow it, copy this page's address into your feed reader.
          </p>
          <h1><xsl:value-of select="${feed.title}"/></h1>
          <p class="feed-description"><xsl:value-of select="${feed.description}"/></p>
          <p><a href="{${feed.link}}">Visit the blog</a></p>
          <h2>Posts</h2>
          <ul class="feed-posts">
            <xsl:for-each select="${feed.items}">
              <li>
                <h3><a href="{${feed.postLink}}"><xsl:value-of select="${feed.postTitle}"/></a></h3>
                <p class="feed-date"><xsl:value-of select="${feed.date}"/></p>
                <p><xsl:value-of select="${feed.summary}"/></p>
              </li>
            </xsl:for-each>
          </ul>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;

// RSS dates are RFC 822 (`Tue, 02 Jan 2024 10:00:00 GMT`): the day, month and year are characters 6 to 16.
const rssXsl = page('RSS', {
  lang: 'rss/channel/language',
  title: 'rss/channel/title',
  description: 'rss/channel/description',
  link: 'rss/channel/link',
  items: 'rss/channel/item',
  postLink: 'link',
  postTitle: 'title',
  date: 'substring(pubDate, 6, 11)',
  summary: 'description',
});

// Atom dates are ISO 8601: the day is the first ten characters.
const atomXsl = page('Atom', {
  lang: 'atom:feed/@xml:lang',
  title: 'atom:feed/atom:title',
  description: 'atom:feed/atom:subtitle',
  link: "atom:feed/atom:link[@rel='alternate']/@href",
  items: 'atom:feed/atom:entry',
  postLink: "atom:link[@rel='alternate']/@href",
  postTitle: 'atom:title',
  date: 'substring(atom:published, 1, 10)',
  summary: 'atom:summary',
});

const feedCss = `:root {
  color-scheme: light dark; --text: #1c1e21; --muted: #525860; --link: #1a5fb4; --line: #dadde1;
}
@media (prefers-color-scheme: dark) { :root { --text: #e3e3e3; --muted: #b0b4ba; --link: #8cb4ff; --line: #444950; } }
body { margin: 0; font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--text); }
main { max-width: 46rem; margin: 0 auto; padding: 2rem 1.25rem; }
a { color: var(--link); }
h1 { margin: 0.5rem 0; font-size: 2rem; line-height: 1.2; }
h3 { margin: 0; font-size: 1.2rem; }
.feed-note { padding: 0.75rem 1rem; border: 1px solid var(--line); border-radius: 0.5rem; }
.feed-description, .feed-date { color: var(--muted); }
.feed-date { margin: 0.25rem 0; font-size: 0.9rem; }
.feed-posts { list-style: none; margin: 0; padding: 0; }
.feed-posts li { padding: 1rem 0; border-top: 1px solid var(--line); }
`;
