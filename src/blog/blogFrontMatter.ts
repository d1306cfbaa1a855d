/**
 * The front matter of a blog post, checked as Docusaurus's blog plugin checks it
 * (@docusaurus/plugin-content-blog 3.x, its Joi schema): each known key's type,
 * with values converted as Joi converts them (a number or a YAML date where a key
 * takes text is that text, "true" and "false" are booleans, "4" is a number).
 * Wrong values are errors at their key's line, and left out of the result, so the
 * modules reading it (the post's path, its authors) do not report them again;
 * unknown keys are kept for the site's components, a warning when one edit from
 * a known key. Also: where a key, or a value under it, is written in the file.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { editDistance } from '../diagnostics/didYouMean.ts';
import { frontMatterKeyPosition, writtenValue } from './frontMatterPlaces.ts';
import { matterOf, type FrontMatterTag } from '../content/frontMatter.ts';

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

/** What a check makes of a value: the value as Docusaurus converts it, or what it should have been. */
type Checked = { ok: true; value: unknown } | { ok: false; expected: string; message?: string; hint?: string };
type Check = (value: unknown) => Checked;

const ok = (value: unknown): Checked => ({ ok: true, value });
const fail = (expected: string): Checked => ({ ok: false, expected });

/** A YAML date as text: `2021-08-26` at midnight UTC, else the instant. */
function dateText(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/**
 * Text as Docusaurus's front matter Joi reads it: a number or a YAML date is its text (Docusaurus writes a date
 * as `Date.toString()`, in the build machine's zone; sitegen as written, `2021-08-26`).
 */
function asText(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (value instanceof Date && !Number.isNaN(value.getTime())) return dateText(value);
  return value;
}

const string: Check = (v) => {
  const value = asText(v);
  if (typeof value !== 'string') return fail('a string');
  return value === '' ? fail('a non-empty string') : ok(value);
};
const stringOrEmpty: Check = (v) => {
  const value = asText(v);
  return typeof value === 'string' ? ok(value) : fail('a string');
};
const boolean: Check = (v) => {
  if (typeof v === 'boolean') return ok(v);
  if (typeof v === 'string' && /^(?:true|false)$/i.test(v)) return ok(v.toLowerCase() === 'true');
  return fail('true or false');
};
const numeric = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?\s*$/i;
function asNumber(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && numeric.test(v)) return Number.parseFloat(v);
  return undefined;
}
const headingLevel: Check = (v) => {
  const value = asNumber(v);
  return value !== undefined && value >= 2 && value <= 6 ? ok(value) : fail('a number from 2 to 6');
};

const addressExpected = 'an address (https://…, /img/…, ./cover.png)';

/**
 * An address as Docusaurus's URISchema takes it: an absolute URL, or a relative reference made of the characters
 * RFC 3986 allows (no spaces). Letters beyond ASCII pass too, where Docusaurus refuses `/img/café.png`.
 */
export function isAddress(value: string): boolean {
  if (value === '') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=\u00A0-\uFFFF]|%[0-9A-Fa-f]{2})+$/.test(value) && !/\s/.test(value);
  }
}
const address: Check = (v) => (typeof v === 'string' && isAddress(v) ? ok(v) : fail(addressExpected));

const stringList: Check = (v) => {
  if (!Array.isArray(v)) return fail('a list of strings');
  const values = v.map(asText);
  return values.every((x) => typeof x === 'string' && x !== '') ? ok(values) : fail('a list of strings');
};

const tagsExpected = 'a list of tags: names, or mappings of a label and a permalink';
function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}
const tags: Check = (v) => {
  if (!Array.isArray(v)) return fail(tagsExpected);
  const result: FrontMatterTag[] = [];
  for (const tag of v) {
    const text = asText(tag);
    if (typeof text === 'string' && text.trim() !== '') {
      result.push(text);
      continue;
    }
    if (!isRecord(tag)) return fail(tagsExpected);
    // Other keys are let through, as Docusaurus validates front matter with allowUnknown.
    const label = asText(tag.label);
    const permalink = asText(tag.permalink);
    if (typeof label !== 'string' || label === '' || typeof permalink !== 'string' || permalink === '')
      return fail(tagsExpected);
    result.push({ ...tag, label, permalink });
  }
  return ok(result);
};

const dateExpected = 'a date (2021-08-26, or a date and time such as 2021-08-26 10:00 or 2021-08-26T10:00:00Z)';
/** A time of day followed by its zone: `10:00Z`, `10:00:00+02:00`, `10:00 GMT`. */
const zoned = /\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?|(?:UTC|GMT)(?:[+-]\d{1,4})?)$/i;

/**
 * A front matter `date` as Docusaurus reads it: a YAML date as it is; a string as UTC, `new Date(text + 'Z')`
 * (`2021-08-26 10:00` is 10:00 UTC). A string with its zone (`2021-08-26T10:00:00Z`, `…+02:00`) is that instant,
 * where Docusaurus appends a second zone and gets no date at all.
 */
export function frontMatterDate(value: unknown): { ok: true; date: Date } | { ok: false; expected: string } {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? { ok: false, expected: dateExpected } : { ok: true, date: value };
  if (typeof value !== 'string' || value.trim() === '') return { ok: false, expected: dateExpected };
  const text = value.trim();
  const date = new Date(zoned.test(text) ? text : `${text}Z`);
  return Number.isNaN(date.getTime()) ? { ok: false, expected: dateExpected } : { ok: true, date };
}
const date: Check = (v) => {
  const result = frontMatterDate(v);
  // The raw value, as Docusaurus keeps it (`Joi.date().raw()`).
  return result.ok ? ok(v) : fail(result.expected);
};

/**
 * A date written `YYYY-MM-DD…` that is no day of the calendar (2021-02-30), and the day JavaScript and YAML make
 * of it (2021-03-02); undefined for a real day or text of another form.
 */
export function dateRollover(written: string, date: Date): string | undefined {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?!\d)/.exec(written.trim());
  if (!match || zoned.test(written.trim())) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day) return undefined;
  return date.toISOString().slice(0, 10);
}

const lastUpdateExpected = 'a mapping with a date (2024-05-31) and/or an author';
const lastUpdate: Check = (v) => {
  if (!isRecord(v)) return fail(lastUpdateExpected);
  const { date: when, author } = v;
  if (when === undefined && author === undefined) return fail(lastUpdateExpected);
  const authorText = asText(author);
  if (author !== undefined && (typeof authorText !== 'string' || authorText === '')) return fail(lastUpdateExpected);
  // Joi.date(): a Date, a timestamp, or text `new Date` reads.
  const dateOk =
    when === undefined ||
    (when instanceof Date && !Number.isNaN(when.getTime())) ||
    (typeof when === 'number' && Number.isFinite(when)) ||
    (typeof when === 'string' && when.trim() !== '' && !Number.isNaN(Date.parse(when)));
  if (!dateOk) return fail(lastUpdateExpected);
  return ok({ ...v, ...(author !== undefined ? { author: authorText } : {}) });
};

const authorsExpected = 'an author key, an author (a mapping with a key, a name or an image_url) or a list of them';
const authorEntryExpected = 'author keys and authors (mappings with a key, a name or an image_url)';
const authorInList = 'an author in front matter "authors"';

/**
 * An author of front matter: a key (a number is its text), or a mapping; a problem as a Checked failure with its
 * message.
 */
function checkAuthor(entry: unknown, inList: boolean): Checked {
  const key = asText(entry);
  if (typeof key === 'string' && key !== '') return ok(key);
  const wrong = (): Checked => ({
    ok: false,
    expected: inList ? authorEntryExpected : authorsExpected,
    message: inList
      ? `Front matter "authors" must list ${authorEntryExpected}, but it lists ${describeValue(entry)}.`
      : undefined,
  });
  if (!isRecord(entry)) return wrong();
  const { image_url: imageUrl, ...rest } = entry;
  if (imageUrl !== undefined && rest.imageURL !== undefined) {
    return {
      ok: false,
      expected: authorsExpected,
      message: `An author in front matter "authors" gives both image_url and imageURL.`,
      hint: 'Keep one of them.',
    };
  }
  const author: Record<string, unknown> = { ...rest, ...(imageUrl !== undefined ? { imageURL: imageUrl } : {}) };
  const fields: [string, Check][] = [
    ['key', string],
    ['name', string],
    ['title', string],
    ['url', address],
    ['imageURL', string],
  ];
  for (const [field, check] of fields) {
    if (author[field] === undefined) continue;
    const checked = check(author[field]);
    const written = field === 'imageURL' && imageUrl !== undefined ? 'image_url' : field;
    if (!checked.ok) {
      return {
        ok: false,
        expected: checked.expected,
        message:
          `The ${written} of ${authorInList} must be ${checked.expected}, but it is ` +
          `${describeValue(author[field])}.`,
      };
    }
    author[field] = checked.value;
  }
  if (author.socials !== undefined && !isRecord(author.socials)) {
    return {
      ok: false,
      expected: 'socials',
      message:
        `The socials of ${authorInList} must be a mapping of platforms to handles or addresses, but it is ` +
        `${describeValue(author.socials)}.`,
    };
  }
  if (author.key === undefined && author.name === undefined && author.imageURL === undefined) return wrong();
  return ok(author);
}
const authors: Check = (v) => {
  if (!Array.isArray(v)) {
    const checked = checkAuthor(v, false);
    return checked.ok || checked.message ? checked : fail(authorsExpected);
  }
  const result: unknown[] = [];
  for (const entry of v) {
    const checked = checkAuthor(entry, true);
    if (!checked.ok) return checked;
    result.push(checked.value);
  }
  return ok(result);
};

const checks: Record<string, Check> = {
  id: string,
  title: stringOrEmpty,
  title_meta: string,
  sidebar_label: string,
  description: stringOrEmpty,
  slug: string,
  date,
  tags,
  authors,
  author: string,
  author_title: string,
  author_url: address,
  author_image_url: address,
  authorTitle: string,
  authorURL: address,
  authorImageURL: address,
  image: address,
  keywords: stringList,
  hide_table_of_contents: boolean,
  toc_min_heading_level: headingLevel,
  toc_max_heading_level: headingLevel,
  draft: boolean,
  unlisted: boolean,
  last_update: lastUpdate,
};

/** The keys of Docusaurus's blog front matter. */
export const blogFrontMatterKeys: readonly string[] = Object.keys(checks);

/** A value in a message: text quoted, anything else as JSON. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return JSON.stringify(value) ?? String(value);
}

/** Checks the keys of a parsed front matter; `source` is the file's text, for positions. */
export function checkBlogFrontMatter(
  data: unknown,
  source: string,
  file: string,
): { frontMatter: BlogFrontMatter; problems: Diagnostic[] } {
  const code = 'InvalidFrontMatter';
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return {
      frontMatter: {},
      problems: [
        {
          code,
          severity: 'error',
          message: 'The front matter must be a YAML mapping of keys to values.',
          file,
          line: 2,
          column: 1,
        },
      ],
    };
  }
  const problems: Diagnostic[] = [];
  const frontMatter: BlogFrontMatter = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const check = checks[key];
    const where = () => frontMatterKeyPosition(source, key);
    if (!check) {
      // Any other key is the site's own, as in Docusaurus: its components read it. One edit from a key
      // sitegen knows is likely a slip, said in a warning.
      frontMatter[key] = value;
      const slip = blogFrontMatterKeys.find((known) => editDistance(key, known) === 1);
      if (slip) {
        problems.push({
          code,
          severity: 'warning',
          file,
          ...where(),
          message:
            `Unknown front matter key "${key}": it is kept for the site's components, but sitegen does not act ` +
            `on it.`,
          hint: `Did you mean "${slip}"?`,
        });
      }
      continue;
    }
    const checked = check(value);
    if (!checked.ok) {
      problems.push({
        code,
        severity: 'error',
        file,
        ...where(),
        message:
          checked.message ?? `Front matter "${key}" must be ${checked.expected}, but it is ${describeValue(value)}.`,
        ...(checked.hint ? { hint: checked.hint } : {}),
      });
      continue;
    }
    frontMatter[key] = checked.value;
    if (key === 'id') {
      problems.push({
        code,
        severity: 'warning',
        file,
        ...where(),
        message: 'Front matter "id" is deprecated for blog posts: it does nothing.',
        hint: 'Use "slug" to choose the post\'s address.',
      });
    }
    if (key === 'date') {
      const read = frontMatterDate(checked.value);
      const written = writtenValue(source, key) ?? (typeof value === 'string' ? value : undefined);
      const rolled = read.ok && written !== undefined ? dateRollover(written, read.date) : undefined;
      if (rolled) {
        problems.push({
          code,
          severity: 'warning',
          file,
          ...where(),
          message:
            `Front matter "date" is ${written}, which is not a day of the calendar: it is read as ${rolled}, as ` +
            `Docusaurus reads it.`,
          hint: 'Correct the date.',
        });
      }
    }
  }
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
  return { frontMatter, problems };
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
