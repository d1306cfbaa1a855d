/**
 * A blog post's address and date, as Docusaurus's blog plugin computes them
 * (`parseBlogFileName` and `processBlogSourceFile` of its blogUtils.ts, 3.x):
 *
 * - A date at the start of the path (`2021-08-26-welcome.md`, `2021/08/26/welcome.md`,
 *   `2021-08-26-welcome/index.md`, also after folders: `nested/2021-08-26-x.md`) is the
 *   post's date, read as UTC, and its slug is `/2021/08/26/<folders><text>`
 *   (`/2021/08/26/nested/x`). Without one the slug is the path without its extension
 *   (`/welcome`, `/nested/x`), `index` standing for its folder.
 * - Front matter `slug` replaces it, joined to the blog's route as it is written:
 *   `foo` and `/foo` are both `<blog>/foo`.
 * - Front matter `date` wins over the path's (see `frontMatterDate`); with neither the
 *   date is undefined and the caller takes the file's (Docusaurus: its first commit in
 *   git, else its creation time).
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { dateRollover, describeValue, frontMatterDate } from './frontMatterValues.ts';
import { frontMatterKeyPosition } from './frontMatterPlaces.ts';

export { frontMatterDate } from './frontMatterValues.ts';

/**
 * Docusaurus's `normalizeUrl`: joins URL parts with one slash between them, keeps a leading protocol's slashes,
 * the first part's leading slash and the last part's trailing one, removes a slash before `?` or `#`, and turns
 * the second and later `?` into `&`.
 */
export function normalizeUrl(rawParts: readonly string[]): string {
  const parts = [...rawParts];
  if (parts.length === 0) return '';
  const result: string[] = [];
  let hasStartingSlash = false;
  let hasEndingSlash = false;
  // A first part that is only a protocol joins the next one.
  if (/^[^/:]+:\/*$/.test(parts[0] ?? '') && parts.length > 1) {
    const first = parts.shift() ?? '';
    parts[0] =
      first.startsWith('file:') && (parts[0] ?? '').startsWith('/')
        ? `${first}//${parts[0] ?? ''}`
        : first + (parts[0] ?? '');
  }
  // Two slashes after a protocol, three after file: when it had them.
  const replacement = /^file:\/\/\//.test(parts[0] ?? '') ? '$1:///' : '$1://';
  parts[0] = (parts[0] ?? '').replace(/^([^/:]+):\/*/, replacement);
  for (let i = 0; i < parts.length; i++) {
    let part = parts[i] ?? '';
    if (part === '') {
      if (i === parts.length - 1 && hasEndingSlash) result.push('/');
      continue;
    }
    if (part !== '/') {
      // Leading slashes go, but the first part's; a first empty part keeps the next one's (["", "/a"] → /a).
      if (i > 0) part = part.replace(/^\/+/, part.startsWith('/') && !hasStartingSlash ? '/' : '');
      hasEndingSlash = part.endsWith('/');
      // Trailing slashes go, but one of the last part's.
      part = part.replace(/\/+$/, i < parts.length - 1 ? '' : '/');
    }
    hasStartingSlash = true;
    result.push(part);
  }
  let url = result.join('/');
  url = url.replace(/\/(\?|&|#[^!])/g, '$1');
  const [path = '', ...queries] = url.split('?');
  url = path + (queries.length > 0 ? `?${queries.join('&')}` : '');
  url = url.replace(/([^:/]\/)\/+/g, '$1');
  return url.replace(/^\/+/g, '/');
}

/** Docusaurus's DATE_FILENAME_REGEX: folders, a date, an optional separator, the text, an optional /index. */
const dateInPath = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

export interface ParsedBlogFileName {
  /** The date of the path, at midnight UTC (an invalid Date for `2021-13-45`); undefined without one. */
  date?: Date;
  /** The date as written in the path (`2021-08-26`, `2021/08/26`). */
  dateText?: string;
  /** The text after the date (or the whole path without extension): Docusaurus's title of last resort. */
  text: string;
  /** The slug inside the blog's route. */
  slug: string;
}

/** Docusaurus's `parseBlogFileName`, on a path inside the blog folder (`\` read as `/`). */
export function parseBlogFileName(relativePath: string): ParsedBlogFileName {
  const posix = relativePath.replace(/\\/g, '/');
  const match = dateInPath.exec(posix);
  if (match?.groups) {
    const { folder = '', date: dateText = '', text = '' } = match.groups;
    // Always UTC, with the `Z` Docusaurus adds.
    return { date: new Date(`${dateText}Z`), dateText, text, slug: `/${dateText.replace(/-/g, '/')}/${folder}${text}` };
  }
  const text = posix.replace(/(?:\/index)?\.mdx?$/, '');
  return { text, slug: `/${text}` };
}

export interface BlogPostPath {
  /** Inside the blog's route: `normalizeUrl([baseUrl, routeBasePath, slug])` is the post's permalink. */
  slug: string;
  /** Undefined when neither front matter nor the path gives one (or theirs is no date): the caller takes the file's. */
  date?: Date;
  dateFrom?: 'frontMatter' | 'fileName';
  /** The path's text after its date, the title of last resort after front matter `title` and the first heading. */
  fileNameText: string;
}

export interface BlogPostPathInput {
  /** The post's path inside the blog folder: `2021-08-26-welcome.md`, `2021/08/26/welcome/index.mdx`. */
  relativePath: string;
  /** Its front matter's `slug` and `date` (parseBlogPostFile's, which leaves out invalid values already reported). */
  frontMatter?: { slug?: unknown; date?: unknown };
  /** The file's text, to place a front matter problem at its line. */
  source?: string;
  /** The file's path in diagnostics (default: relativePath). */
  file?: string;
}

export function blogPostPath(input: BlogPostPathInput): { path: BlogPostPath; problems: Diagnostic[] } {
  const file = input.file ?? input.relativePath;
  const problems: Diagnostic[] = [];
  const parsed = parseBlogFileName(input.relativePath);
  const frontMatter = input.frontMatter ?? {};
  const at = (key: string) => (input.source !== undefined ? frontMatterKeyPosition(input.source, key) : {});

  let slug = parsed.slug;
  const frontMatterSlug = typeof frontMatter.slug === 'number' ? String(frontMatter.slug) : frontMatter.slug;
  if (typeof frontMatterSlug === 'string' && frontMatterSlug !== '') {
    slug = normalizeUrl(['/', frontMatterSlug]);
  } else if (frontMatterSlug !== undefined) {
    problems.push({
      code: 'InvalidFrontMatter',
      severity: 'error',
      file,
      ...at('slug'),
      message: `Front matter "slug" must be a non-empty string, but it is ${describeValue(frontMatter.slug)}.`,
    });
  }

  const path: BlogPostPath = { slug, fileNameText: parsed.text };
  if (frontMatter.date !== undefined) {
    const read = frontMatterDate(frontMatter.date);
    if (read.ok) return { path: { ...path, date: read.date, dateFrom: 'frontMatter' }, problems };
    problems.push({
      code: 'InvalidFrontMatter',
      severity: 'error',
      file,
      ...at('date'),
      message: `Front matter "date" must be ${read.expected}, but it is ${describeValue(frontMatter.date)}.`,
      hint:
        'Write the date as YYYY-MM-DD, with a time if you like; a time without a zone is read as UTC, as ' +
        'Docusaurus reads it.',
    });
  }
  if (parsed.date && parsed.dateText !== undefined) {
    const code = 'InvalidBlogDate';
    if (Number.isNaN(parsed.date.getTime())) {
      problems.push({
        code,
        severity: 'error',
        file,
        message: `The date in the post's path, ${parsed.dateText}, is not a date.`,
        hint:
          'Name the post YYYY-MM-DD-title.md (or YYYY/MM/DD/title.md, YYYY-MM-DD-title/index.md), or give it a ' +
          'date in front matter.',
      });
      return { path, problems };
    }
    const rolled = dateRollover(parsed.dateText, parsed.date);
    if (rolled) {
      problems.push({
        code,
        severity: 'warning',
        file,
        message:
          `The date in the post's path, ${parsed.dateText}, is not a day of the calendar: it is read as ` +
          `${rolled}, as Docusaurus reads it.`,
        hint: 'Correct the date in the file or folder name, or give the post a date in front matter.',
      });
    }
    return { path: { ...path, date: parsed.date, dateFrom: 'fileName' }, problems };
  }
  return { path, problems };
}
