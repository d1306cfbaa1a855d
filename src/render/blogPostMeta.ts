/**
 * What a blog's pages show of a post besides its content (`BlogPostMeta`):
 * its title, address, date, reading time, authors, tags, edit link and last
 * update. Made once a build for each post, for its page and every list that
 * shows it, and hashed once, a part of those lists' keys (blogJobs.ts).
 */
import type { BlogAuthorData, BlogPostMeta, TagLink } from '../../theme/data/siteData.ts';
import type { BlogAuthor } from '../blog/authorsFile.ts';
import { blogRoute } from '../blog/blogPages.ts';
import type { BlogPost, LoadedBlog } from '../blog/loadBlog.ts';
import { postInputsKey } from '../blog/postInputsKey.ts';
import { minutesShown } from '../blog/readingTime.ts';
import type { LastUpdate } from '../content/lastUpdates.ts';
import { shownLastUpdate } from './docFooterData.ts';
import { keyText, renderKey } from './renderKeys.ts';

const dateFormats = new Map<string, { format: Intl.DateTimeFormat; formatted: Map<number, string> }>();

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * English's long date without Intl, for the years of four digits: what `Intl.DateTimeFormat('en', …)` writes
 * (test/unit/blog/postMetaDates.test.ts compares them), without making the format, which took 7-23 ms of a build that
 * showed one post's date.
 */
function englishDate(date: Date): string | undefined {
  const year = date.getUTCFullYear();
  const month = englishMonths[date.getUTCMonth()];
  return year >= 1000 && year <= 9999 && month ? `${month} ${date.getUTCDate()}, ${year}` : undefined;
}

/**
 * "August 26, 2021", in the page's language, the same in every time zone. One format per language: making one costs
 * more than using it; and each date formatted once, for its post's page and the archive (5-7 µs each).
 */
export function formatDate(locale: string, date: Date): string {
  const english = locale === 'en' || locale === 'en-US' ? englishDate(date) : undefined;
  if (english !== undefined) return english;
  let language = dateFormats.get(locale);
  if (!language) {
    const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, (language = { format, formatted: new Map() }));
  }
  const time = date.getTime();
  let text = language.formatted.get(time);
  if (text === undefined) language.formatted.set(time, (text = language.format.format(date)));
  return text;
}

export function authorData(author: BlogAuthor, href: (route: string) => string): BlogAuthorData {
  return {
    ...(author.name !== undefined ? { name: author.name } : {}),
    ...(author.title !== undefined ? { title: author.title } : {}),
    ...(author.page ? { href: href(author.page.permalink) } : author.url !== undefined ? { href: author.url } : {}),
    ...(author.imageURL !== undefined ? { imageURL: author.imageURL } : {}),
    ...(author.email !== undefined ? { email: author.email } : {}),
    ...(Object.keys(author.socials).length > 0 ? { socials: author.socials } : {}),
  };
}

export interface PostMetas {
  metaOf(post: BlogPost): BlogPostMeta;
  /**
   * What the meta is made of (a key's text, `keyText`, hashed into the pages' keys), the meta left unmade: each list's
   * key holds its posts', and so does each post's page, whose meta only the pages that render again make.
   */
  metaKeyOf(post: BlogPost): string;
}

/**
 * What a post's meta is made of, as a key: the post's fields (`postInputsKey`), the minutes shown and the last commit.
 * A field read by `newMeta` and missing there would leave a changed meta's pages as they were (a test of
 * blogUpdates.test.ts renames an author: every post's page shows the new name).
 */
function metaInputs(
  post: BlogPost,
  lastUpdates: ReadonlyMap<string, LastUpdate> | undefined,
  showReadingTime: boolean,
): string {
  const lastUpdate = lastUpdates?.get(post.file);
  return [
    postInputsKey(post),
    // The minutes shown, not the reading time: a sentence added after the summary changes the one, seldom the other.
    showReadingTime ? minutesShown(post.readingTime) : '',
    lastUpdate ? JSON.stringify(lastUpdate) : '',
  ].join('\n');
}

/** Each post's meta, made when first asked for. */
export function createPostMetas(
  loaded: LoadedBlog,
  context: {
    locale: string;
    href: (route: string) => string;
    lastUpdates?: ReadonlyMap<string, LastUpdate> | undefined;
  },
): PostMetas {
  const { blog } = loaded;
  const { href } = context;
  const tagsRoute = blogRoute(blog.routeBase, blog.tagsBasePath);
  const tagLinks = (post: BlogPost): TagLink[] =>
    post.tags.map((tag) => ({ label: tag.label, href: href(blogRoute(tagsRoute, tag.permalink)) }));
  const editUrlOf = (post: BlogPost) =>
    blog.editUrl ? `${blog.editUrl.replace(/\/+$/, '')}/${blog.path}/${post.relativePath}` : undefined;
  const newMeta = (post: BlogPost): BlogPostMeta => {
    const editUrl = editUrlOf(post);
    const lastUpdate = shownLastUpdate(post.frontMatter.last_update, context.lastUpdates?.get(post.file), blog);
    return {
      title: post.title,
      href: href(post.route),
      date: post.date.toISOString(),
      formattedDate: formatDate(context.locale, post.date),
      ...(blog.showReadingTime ? { readingTime: minutesShown(post.readingTime) } : {}),
      authors: post.authors.map((author) => authorData(author, href)),
      tags: tagLinks(post),
      ...(post.truncated ? { truncated: true } : {}),
      ...(editUrl ? { editUrl } : {}),
      ...(lastUpdate ? { lastUpdate } : {}),
    };
  };
  const metas = new Map<BlogPost, BlogPostMeta>();
  const keys = new Map<BlogPost, string>();
  const metaOf = (post: BlogPost): BlogPostMeta => {
    let meta = metas.get(post);
    if (!meta) metas.set(post, (meta = newMeta(post)));
    return meta;
  };
  // What every meta is made with besides its post: the blog's options, the language, and where routes lead. Hashed
  // once: the options' JSON (a kilobyte and more) was hashed again in each post's key.
  const settingsKey = renderKey(JSON.stringify([blog, context.locale, href('/')]));
  return {
    metaOf,
    metaKeyOf(post) {
      let key = keys.get(post);
      if (key === undefined)
        keys.set(post, (key = keyText(settingsKey, metaInputs(post, context.lastUpdates, blog.showReadingTime))));
      return key;
    },
  };
}
