/**
 * The values of a blog post's front matter, checked key by key as Docusaurus's blog plugin checks them
 * (its Joi schema, blogFrontMatter.ts): what each key takes, and the value as Joi converts it (a number or a
 * YAML date where a key takes text is that text, "true" and "false" are booleans, "4" is a number).
 */
import type { FrontMatterTag } from '../content/frontMatter.ts';

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

/** Each key sitegen knows, and what its value must be. */
export const checks: Record<string, Check> = {
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
