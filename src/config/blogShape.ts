/**
 * The shape of `blog` and `blogInstances` in `sitegen.config.ts`, for
 * `validateConfig.ts` (see configShape.ts), typed against blogConfig.ts.
 */
import type { BlogConfig, BlogFeedConfig, BlogInstanceConfig } from './blogConfig.ts';
import {
  anyOf,
  arrayOf,
  boolean,
  integer,
  nullValue,
  object,
  oneOf,
  required,
  string,
  type Expectation,
  type FieldTable,
} from './shapeBuilders.ts';
import { httpAddress } from './valueRules.ts';

function folderInSite(value: string): Expectation | undefined {
  return value === '' || value.startsWith('/') || value.split(/[\\/]/).includes('..')
    ? { expected: "a folder inside the site, such as 'blog'" }
    : undefined;
}

function fileInBlog(value: string): Expectation | undefined {
  return value === '' || value.startsWith('/') || value.split(/[\\/]/).includes('..')
    ? { expected: "a file of the blog folder, such as 'rss.xsl'" }
    : undefined;
}

function fileName(value: string): Expectation | undefined {
  return /^[^/\\]+\.(?:ya?ml|json)$/.test(value)
    ? undefined
    : { expected: "a .yml, .yaml or .json file of the blog folder, such as 'authors.yml'" };
}

function pathSegment(value: string): Expectation | undefined {
  return /^[\w.~-]+(?:\/[\w.~-]+)*$/.test(value.replace(/^\/+|\/+$/g, '')) && !value.split('/').includes('..')
    ? undefined
    : { expected: "a path in the blog, such as 'tags'" };
}

function blogId(value: string): Expectation | undefined {
  if (value === 'default') return { expected: "an id other than 'default', the main blog's (the `blog` key)" };
  return /^[\w-]+$/.test(value)
    ? undefined
    : { expected: "an id of letters, digits, '-' and '_', such as 'changelog'" };
}

const policy = oneOf('ignore', 'log', 'warn', 'throw');
const feedType = oneOf('rss', 'atom', 'json');

const feed = object<BlogFeedConfig>({
  type: anyOf(
    "'rss', 'atom', 'json', 'all', or a list of the first three",
    oneOf('rss', 'atom', 'json', 'all'),
    arrayOf(feedType),
  ),
  title: string(),
  description: string(),
  copyright: string(),
  language: string(),
  limit: anyOf('a number of posts, or false for all', integer(1, 100_000), boolean),
  xslt: anyOf(
    'true, false, or { rss, atom }, each true or an .xsl file of the blog folder',
    boolean,
    object<{ rss?: boolean | string; atom?: boolean | string }>({
      rss: anyOf("true, false, or an .xsl file of the blog folder, such as 'rss.xsl'", boolean, string(fileInBlog)),
      atom: anyOf("true, false, or an .xsl file of the blog folder, such as 'atom.xsl'", boolean, string(fileInBlog)),
    }),
  ),
});

const fields: FieldTable<BlogConfig> = {
  path: string(folderInSite),
  routeBasePath: string(),
  title: string(),
  description: string(),
  sidebarTitle: string(),
  sidebarCount: anyOf("a number of posts, or 'ALL'", integer(0, 100_000), oneOf('ALL')),
  postsPerPage: anyOf("a number of posts, or 'ALL'", integer(1, 100_000), oneOf('ALL')),
  showReadingTime: boolean,
  wordsPerMinute: integer(1, 10_000),
  feed: anyOf('{ type, title, description, copyright, limit, xslt }, or false', feed, boolean),
  editUrl: string(httpAddress),
  authorsFile: string(fileName),
  tagsFile: anyOf("a .yml file of the blog folder, such as 'tags.yml', or null", string(fileName), nullValue),
  tagsBasePath: string(pathSegment),
  archiveBasePath: anyOf("a path in the blog, such as 'archive', or null", string(pathSegment), nullValue),
  pageBasePath: string(pathSegment),
  authorsBasePath: string(pathSegment),
  onUntruncatedBlogPosts: policy,
  onInlineTags: policy,
  onInlineAuthors: policy,
  showLastUpdateTime: boolean,
  showLastUpdateAuthor: boolean,
  include: arrayOf(string()),
  exclude: arrayOf(string()),
};

export const blog = anyOf("the blog's settings, or false for no blog", object<BlogConfig>(fields), boolean);

export const blogInstance = object<BlogInstanceConfig>({ ...fields, id: required(string(blogId)) });
