/**
 * The front matter of a blog post, checked as Docusaurus's blog plugin checks it
 * (@docusaurus/plugin-content-blog 3.x, its Joi schema): each known key's type,
 * with values converted as Joi converts them (frontMatterValues.ts), and the keys
 * wrong together.
 * Wrong values are errors at their key's line, and left out of the result, so the
 * modules reading it (the post's path, its authors) do not report them again;
 * unknown keys are kept for the site's components, a warning when one edit from
 * a known key. Also: where a key, or a value under it, is written in the file.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { editDistance } from '../diagnostics/didYouMean.ts';
import { frontMatterKeyPosition, writtenValue } from './frontMatterPlaces.ts';
import { matterOf, type FrontMatterTag } from '../content/frontMatter.ts';
import { blogFrontMatterKeys, checks, dateRollover, describeValue, frontMatterDate } from './frontMatterValues.ts';

/** An author written in front matter: its key in authors.yml, or its fields (`image_url` read as `imageURL`). */
export interface FrontMatterAuthor {
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  /** Platform → handle or address, as written (postAuthors makes them addresses). */
  socials?: Record<string, unknown>;
  [field: string]: unknown;
}

export type FrontMatterAuthors = string | FrontMatterAuthor | (string | FrontMatterAuthor)[];

export interface BlogFrontMatter {
  /** Deprecated by Docusaurus (a warning); it does nothing. */
  id?: string;
  title?: string;
  /** The title in the page's `<title>` and meta tags, in place of `title`. */
  title_meta?: string;
  /** The post's label in the blog sidebar, in place of its title. */
  sidebar_label?: string;
  description?: string;
  /** The post's address inside the blog's route (see postPath.ts). */
  slug?: string;
  /** As YAML gave it: a Date, or a string (postPath.ts reads it). */
  date?: Date | string;
  tags?: FrontMatterTag[];
  authors?: FrontMatterAuthors;
  /** The legacy single author (Docusaurus 1 and early 2). */
  author?: string;
  author_title?: string;
  author_url?: string;
  author_image_url?: string;
  authorTitle?: string;
  authorURL?: string;
  authorImageURL?: string;
  image?: string;
  keywords?: string[];
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  draft?: boolean;
  unlisted?: boolean;
  last_update?: { date?: Date | string | number; author?: string };
  /** Any other key: the site's own, for its components. */
  [key: string]: unknown;
}

export interface ParsedBlogPost {
  frontMatter: BlogFrontMatter;
  body: string;
  /** Lines before the body (the front matter block), to map body positions to file lines. */
  bodyLineOffset: number;
  problems: Diagnostic[];
}

/** Checks the keys of a parsed front matter; `source` is the file's text, for positions. */
export function checkBlogFrontMatter(
  data: unknown,
  source: string,
  file: string,
): { frontMatter: BlogFrontMatter; problems: Diagnostic[] } {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    const message = 'The front matter must be a YAML mapping of keys to values.';
    return { frontMatter: {}, problems: [{ code, severity: 'error', message, file, line: 2, column: 1 }] };
  }
  const problems: Diagnostic[] = [];
  const frontMatter: BlogFrontMatter = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const checked = checkKey(key, value, { source, file }, problems);
    if (checked) frontMatter[key] = checked.value;
  }
  problems.push(...keysTogether(frontMatter, source, file));
  return { frontMatter, problems };
}

const code = 'InvalidFrontMatter';

/**
 * One key: its value as converted, or undefined when it is wrong (an error at the key). Any other key is the
 * site's own, as in Docusaurus: its components read it; one edit from a key sitegen knows is likely a slip, said
 * in a warning.
 */
function checkKey(
  key: string,
  value: unknown,
  { source, file }: { source: string; file: string },
  problems: Diagnostic[],
): { value: unknown } | undefined {
  const check = checks[key];
  const problem = (severity: 'error' | 'warning', message: string, hint?: string) =>
    problems.push({ code, severity, file, ...frontMatterKeyPosition(source, key), message, ...(hint ? { hint } : {}) });
  if (!check) {
    const slip = blogFrontMatterKeys.find((known) => editDistance(key, known) === 1);
    const message =
      `Unknown front matter key "${key}": it is kept for the site's components, but sitegen does not act ` + `on it.`;
    if (slip) problem('warning', message, `Did you mean "${slip}"?`);
    return { value };
  }
  const checked = check(value);
  if (!checked.ok) {
    problem(
      'error',
      checked.message ?? `Front matter "${key}" must be ${checked.expected}, but it is ${describeValue(value)}.`,
      checked.hint,
    );
    return undefined;
  }
  if (key === 'id')
    problem(
      'warning',
      'Front matter "id" is deprecated for blog posts: it does nothing.',
      'Use "slug" to choose the post\'s address.',
    );
  if (key === 'date') {
    const read = frontMatterDate(checked.value);
    const written = writtenValue(source, key) ?? (typeof value === 'string' ? value : undefined);
    const rolled = read.ok && written !== undefined ? dateRollover(written, read.date) : undefined;
    if (rolled)
      problem(
        'warning',
        `Front matter "date" is ${written}, which is not a day of the calendar: it is read as ${rolled}, as ` +
          `Docusaurus reads it.`,
        'Correct the date.',
      );
  }
  return { value: checked.value };
}

/** Keys right alone but wrong together: a draft that is unlisted, a table of contents from h4 to h3. */
function keysTogether(frontMatter: BlogFrontMatter, source: string, file: string): Diagnostic[] {
  const problems: Diagnostic[] = [];
  if (frontMatter.draft === true && frontMatter.unlisted === true) {
    problems.push({
      code,
      severity: 'error',
      file,
      ...frontMatterKeyPosition(source, 'unlisted'),
      message: 'Front matter "draft" and "unlisted" are both true: a post cannot be a draft and unlisted at once.',
      hint: 'Remove one of them: a draft is left out of the build, an unlisted post is built but listed nowhere.',
    });
  }
  const min = frontMatter.toc_min_heading_level;
  const max = frontMatter.toc_max_heading_level;
  if (min !== undefined && max !== undefined && min > max) {
    problems.push({
      code,
      severity: 'error',
      file,
      ...frontMatterKeyPosition(source, 'toc_min_heading_level'),
      message: `Front matter "toc_min_heading_level" (${min}) is greater than "toc_max_heading_level" (${max}).`,
    });
  }
  return problems;
}

/** Parses a blog post's front matter (gray-matter, as docs) and checks it. */
export function parseBlogPostFile(source: string, file: string): ParsedBlogPost {
  const read = matterOf(source, file);
  if ('problem' in read) return { frontMatter: {}, body: '', bodyLineOffset: 0, problems: [read.problem] };
  const { parsed } = read;
  const bodyLineOffset = source.slice(0, source.length - parsed.content.length).split('\n').length - 1;
  // gray-matter gives {} for a file without front matter, and for an empty block.
  const { frontMatter, problems } = checkBlogFrontMatter(parsed.data, source, file);
  return { frontMatter, body: parsed.content, bodyLineOffset, problems };
}
