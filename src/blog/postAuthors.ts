/**
 * The authors of a blog post, as Docusaurus resolves its front matter
 * (`getBlogPostAuthors` and `reportAuthorsProblems` of the blog plugin, 3.x):
 *
 *     authors: slorber                      # a key of authors.yml
 *     authors: [slorber, yangshun]
 *     authors: { name: Joel, title: CTO, url: …, image_url: …, socials: { x: joel } }
 *     authors: [{ key: slorber, title: CTO }, yangshun]   # a key with fields of its own
 *     author: Joel                          # the legacy keys: author, author_title,
 *                                           # author_url, author_image_url (authorTitle, …)
 *
 * A key the authors file does not have is an error at the key, with the key meant;
 * a key with no authors file, an author named twice and legacy keys beside `authors`
 * are errors; an author written in the post is a warning, as `onInlineAuthors` says.
 * Unresolved authors are left out.
 */
import type { Diagnostic, Severity } from '../diagnostics/diagnostic.ts';
import { closest } from '../diagnostics/didYouMean.ts';
import { defaultAuthorsFileName, type AuthorsFile, type BlogAuthor } from './authorsFile.ts';
import { normalizeSocials, socialProblemText } from './authorSocials.ts';
import type { BlogFrontMatter, FrontMatterAuthor } from './blogFrontMatter.ts';
import { frontMatterKeyPosition, frontMatterValuePosition } from './frontMatterPlaces.ts';
import { normalizeUrl } from './postPath.ts';

export type { BlogAuthor } from './authorsFile.ts';

/** The blog plugin's `onInlineAuthors`: what an author written in the post (not named by key) is. */
export type OnInlineAuthors = 'ignore' | 'log' | 'warn' | 'throw';

export interface PostAuthorsInput {
  /** The post's front matter, as parseBlogPostFile checked it. */
  frontMatter: BlogFrontMatter;
  /** The blog's authors file; undefined when it has none. */
  authorsFile: AuthorsFile | undefined;
  /** The post's text and path, to place problems. */
  source: string;
  file: string;
  /** The site's base URL, put before images starting with `/` (default `/`). */
  baseUrl?: string;
  /** The authors file's name in messages (default authors.yml). */
  authorsFileName?: string;
  /** Default 'warn', as in Docusaurus; 'log' says nothing here (a diagnostic is a warning or an error). */
  onInlineAuthors?: OnInlineAuthors;
}

/** The legacy keys, in the order Docusaurus prefers them (`author_title` before `authorTitle`). */
const legacyKeys = [
  'author',
  'author_title',
  'authorTitle',
  'author_url',
  'authorURL',
  'author_image_url',
  'authorImageURL',
] as const;

const unknownBlogAuthor = 'UnknownBlogAuthor';
const invalidBlogAuthors = 'InvalidBlogAuthors';
const inlineBlogAuthor = 'InlineBlogAuthor';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Keys of authors.yml in a hint: all of them, or the first 20. */
function listKeys(keys: string[]): string {
  return keys.length <= 20 ? keys.join(', ') : `${keys.slice(0, 20).join(', ')}, …`;
}

/** What resolving a post's authors is given: its input, and how its problems are made. */
interface Resolving {
  input: PostAuthorsInput;
  fileName: string;
  problems: Diagnostic[];
  /** An image's address, under the site's base URL when it starts with `/`. */
  image(url: string | undefined): string | undefined;
  /** An author written in the post, not named by key: a warning or an error, as `onInlineAuthors` says. */
  inlineProblem(name: string, where: { line: number; column: number }): void;
}

export function resolvePostAuthors(input: PostAuthorsInput): { authors: BlogAuthor[]; problems: Diagnostic[] } {
  const { frontMatter, source, file } = input;
  const baseUrl = input.baseUrl ?? '/';
  const fileName = input.authorsFileName ?? defaultAuthorsFileName;
  const onInline = input.onInlineAuthors ?? 'warn';
  const problems: Diagnostic[] = [];
  const resolving: Resolving = {
    input,
    fileName,
    problems,
    image: (url) => (url?.startsWith('/') ? normalizeUrl([baseUrl, url]) : url),
    inlineProblem(name, where) {
      if (onInline !== 'warn' && onInline !== 'throw') return;
      const severity: Severity = onInline === 'throw' ? 'error' : 'warning';
      problems.push({
        code: inlineBlogAuthor,
        severity,
        file,
        ...where,
        message: `The author "${name}" is written in the post, not taken from ${fileName}.`,
        hint:
          `Declare the author once in ${fileName} and name it here by its key; onInlineAuthors: 'ignore' in the ` +
          `blog's options allows inline authors.`,
      });
    },
  };
  const raw = frontMatter.authors;
  const entries: (string | FrontMatterAuthor)[] = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const legacy = legacyAuthor(resolving, entries.length > 0);
  if (legacy) return { authors: [legacy], problems };

  const authors: BlogAuthor[] = [];
  // How often each text was looked for in the front matter, to place the second `slorber` at its own place.
  const lookups = new Map<string, number>();
  // Counted as the authors come, placed only for a problem.
  const at = (value: string) => {
    const occurrence = lookups.get(value) ?? 0;
    lookups.set(value, occurrence + 1);
    let place: { line: number; column: number } | undefined;
    return () => (place ??= frontMatterValuePosition(source, 'authors', value, occurrence));
  };
  const named = new Set<string>();
  for (const entry of entries) {
    const written: FrontMatterAuthor = typeof entry === 'string' ? { key: entry } : entry;
    const key = text(written.key);
    const where = at(key ?? text(written.name) ?? text(written.imageURL) ?? '');
    const author = key === undefined ? { socials: {} } : authorByKey(key, named, resolving, where);
    if (!author) continue;
    withWrittenFields(author, written, resolving, where);
    if (key === undefined) resolving.inlineProblem(author.name ?? author.imageURL ?? '', where());
    authors.push(author);
  }
  return { authors, problems };
}

/**
 * The author of Docusaurus's legacy keys (`author`, `author_title`…), when the front matter uses them; with
 * `authors` too, an error.
 */
function legacyAuthor(resolving: Resolving, withAuthors: boolean): BlogAuthor | undefined {
  const { frontMatter, source, file } = resolving.input;
  const legacyKey = legacyKeys.find((key) => text(frontMatter[key]) !== undefined);
  if (legacyKey === undefined) return undefined;
  if (withAuthors) {
    resolving.problems.push({
      code: invalidBlogAuthors,
      severity: 'error',
      file,
      ...frontMatterKeyPosition(source, 'authors'),
      message: `The front matter gives both "authors" and "${legacyKey}".`,
      hint:
        `Keep "authors" alone: write the author in it (authors: [{ name: …, title: … }]) or name it by its key ` +
        `in ${resolving.fileName}.`,
    });
    return undefined;
  }
  const legacy: BlogAuthor = { socials: {} };
  const name = text(frontMatter.author);
  const title = text(frontMatter.author_title) ?? text(frontMatter.authorTitle);
  const url = text(frontMatter.author_url) ?? text(frontMatter.authorURL);
  const imageURL = resolving.image(text(frontMatter.author_image_url) ?? text(frontMatter.authorImageURL));
  if (name !== undefined) legacy.name = name;
  if (title !== undefined) legacy.title = title;
  if (url !== undefined) legacy.url = url;
  if (imageURL !== undefined) legacy.imageURL = imageURL;
  resolving.inlineProblem(name ?? title ?? url ?? imageURL ?? '', frontMatterKeyPosition(source, legacyKey));
  return legacy;
}

/** The author of authors.yml a post names by key, a copy of it; undefined, with an error, when there is none. */
function authorByKey(
  key: string,
  named: Set<string>,
  { input, fileName, problems }: Resolving,
  where: () => { line: number; column: number },
): BlogAuthor | undefined {
  const { authorsFile, file } = input;
  const problem = (code: Diagnostic['code'], message: string, hint: string) =>
    problems.push({ code, severity: 'error', file, ...where(), message, hint });
  if (named.has(key)) {
    problem(invalidBlogAuthors, `The author "${key}" is named twice in "authors".`, 'Name each author once.');
    return undefined;
  }
  named.add(key);
  const known = authorsFile?.authors;
  if (!known || known.size === 0) {
    problem(
      unknownBlogAuthor,
      known
        ? `The author "${key}" is named by a key, but the blog's ${fileName} is empty.`
        : `The author "${key}" is named by a key, but the blog has no ${fileName}.`,
      `Create ${fileName} in the blog folder with ${key}: and the author's name under it, or write the ` +
        `author in the post: authors: [{ name: …, title: … }].`,
    );
    return undefined;
  }
  const found = known.get(key);
  if (!found) {
    const meant = closest(key, known.keys());
    problem(
      unknownBlogAuthor,
      `The author "${key}" is not in ${fileName}.`,
      meant ? `Did you mean "${meant}"?` : `The authors of ${fileName} are: ${listKeys([...known.keys()])}.`,
    );
    return undefined;
  }
  return { ...found, socials: { ...found.socials } };
}

/** The fields written in the post, over the file's (as Docusaurus spreads them); its socials replace the file's. */
function withWrittenFields(
  author: BlogAuthor,
  written: FrontMatterAuthor,
  { input, problems, image }: Resolving,
  where: () => { line: number; column: number },
): void {
  const { key, socials, ...fields } = written;
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (field === 'name' || field === 'title' || field === 'url' || field === 'email' || field === 'description') {
      if (typeof value === 'string') author[field] = value;
    } else if (field === 'imageURL') {
      if (typeof value === 'string') author.imageURL = image(value);
    } else {
      author.custom = { ...author.custom, [field]: value };
    }
  }
  if (socials === undefined) return;
  // Given in the post, they replace the file's (Docusaurus: even when none are given, leaving none).
  const normalized = normalizeSocials(socials);
  author.socials = normalized.socials;
  for (const social of normalized.problems) {
    const owner = `the author "${author.name ?? text(key) ?? ''}" in front matter "authors"`;
    const { message, hint } = socialProblemText(social, owner);
    problems.push({
      code: 'InvalidFrontMatter',
      severity: 'error',
      file: input.file,
      ...where(),
      message,
      ...(hint ? { hint } : {}),
    });
  }
}
