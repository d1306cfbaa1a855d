/**
 * `blog/authors.yml` (or the JSON file `authorsMapPath` names), as Docusaurus 3.x
 * reads it: the blog's authors, which posts name by key.
 *
 *     slorber:
 *       name: Sébastien Lorber
 *       title: Docusaurus maintainer
 *       image_url: https://github.com/slorber.png   # or imageURL
 *       page: true                                  # a page at <authors route>/slorber
 *       socials:
 *         x: sebastienlorber                        # → https://x.com/sebastienlorber
 *
 * Each author needs a name or an image. Socials are handles or addresses; a handle of a
 * platform Docusaurus knows becomes its address (authorSocials.ts). Wrong values are
 * errors at their key and left out (the author stays, so posts naming it are not
 * reported too); unknown fields are warnings, kept for the site's components.
 */
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { closest } from '../diagnostics/didYouMean.ts';
import { escapeRegExp, type Position } from '../diagnostics/locate.ts';
import { parseYaml, yamlKeyPosition } from '../content/parseYaml.ts';
import { describeValue, isAddress } from './frontMatterValues.ts';
import { normalizeUrl } from './postPath.ts';
import { normalizeSocials, quoteKey, socialPlatforms, socialProblemText } from './authorSocials.ts';

/** An author of a post, from authors.yml or its front matter. */
export interface BlogAuthor {
  /** Its key in authors.yml; none for an author written in the post. */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  /** Under the site's base URL when it starts with `/`. */
  imageURL?: string;
  email?: string;
  description?: string;
  /** Platform → address (a handle of an unknown platform stays as written). */
  socials: Record<string, string>;
  /** Its page, listing its posts (authors.yml's `page`). */
  page?: { permalink: string };
  /** Fields sitegen does not know, kept for the site's components (Docusaurus passes them on). */
  custom?: Record<string, unknown>;
}

export type AuthorsMap = Map<string, BlogAuthor>;

export interface AuthorsFile {
  file: string;
  authors: AuthorsMap;
}

export interface AuthorsFileOptions {
  /** The site's base URL, put before images starting with `/` (default `/`). */
  baseUrl?: string;
  /**
   * The route of the authors' pages (Docusaurus: `<baseUrl><routeBasePath>/authors`); default `/`, permalinks inside
   * it.
   */
  authorsRoute?: string;
}

/** Docusaurus's default `authorsMapPath`, in the blog folder. */
export const defaultAuthorsFileName = 'authors.yml';

const deburred: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'Ae',
  ø: 'o',
  Ø: 'O',
  œ: 'oe',
  Œ: 'Oe',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
};

/**
 * lodash's `kebabCase`, which Docusaurus gives an author's page: Latin letters without their accents, words split
 * at case changes, digits and anything else, joined by `-` in lowercase (`JMarcey` → `j-marcey`, `user2` → `user-2`).
 */
export function kebabCase(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæÆøØœŒđĐðÐþÞłŁı]/g, (c) => deburred[c] ?? c);
  const words = plain.match(/\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+|[\p{L}\p{M}]+/gu) ?? [];
  return words.join('-').toLowerCase();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}

function keyAt(key: string): RegExp {
  const name = escapeRegExp(key);
  return new RegExp(`^(\\s*(?:-\\s+)?)(?:${name}|"${name}"|'${name}')\\s*:`);
}

function indentOf(line: string): number {
  return /^\s*/.exec(line)?.[0].length ?? 0;
}

/**
 * Where the key at `keys` (an author, then its field, then a social) is written in a YAML or JSON file: each key
 * on its parent's line after it (`slorber: { name: S }`), or on the lines under the parent, indented more. The
 * deepest key found when a deeper one is not.
 */
export function keyPathPosition(text: string, keys: readonly string[]): Position {
  const lines = text.split('\n');
  let position: Position = { line: 1, column: 1 };
  let parent: { index: number; indent: number; after: number } | undefined;
  for (const key of keys) {
    let found: typeof parent;
    let column = 0;
    if (!parent) {
      const top = yamlKeyPosition(text, key);
      const index = top ? top.line - 1 : lines.findIndex((line) => keyAt(key).test(line));
      const match = index === -1 ? null : keyAt(key).exec(lines[index] ?? '');
      if (match) {
        const indent = match[1]?.length ?? 0;
        found = { index, indent, after: match[0].length };
        column = indent + 1;
      }
    } else {
      // On the parent's line, after it: a flow mapping.
      const name = escapeRegExp(key);
      const inline = new RegExp(`(^|[{,\\s])(?:${name}|"${name}"|'${name}')\\s*:`, 'g');
      inline.lastIndex = parent.after;
      const line = lines[parent.index] ?? '';
      const match = inline.exec(line);
      if (match) {
        const start = match.index + (match[1]?.length ?? 0);
        found = { index: parent.index, indent: parent.indent, after: match.index + match[0].length };
        column = start + 1;
      } else {
        for (let i = parent.index + 1; i < lines.length; i++) {
          const text = lines[i] ?? '';
          if (text.trim() === '' || text.trim().startsWith('#')) continue;
          if (indentOf(text) <= parent.indent) break;
          const block = keyAt(key).exec(text);
          if (block) {
            const indent = block[1]?.length ?? 0;
            found = { index: i, indent, after: block[0].length };
            column = indent + 1;
            break;
          }
        }
      }
    }
    if (!found) return position;
    position = { line: found.index + 1, column };
    parent = found;
  }
  return position;
}

const knownFields = ['name', 'title', 'url', 'image_url', 'imageURL', 'email', 'description', 'page', 'socials'];

/** What reading each author is given: the file's options, and how a problem is made at a key of the author. */
interface AuthorReading {
  key: string;
  json: boolean;
  baseUrl: string;
  authorsRoute: string;
  /** A problem of this author, at its key or at one of its fields. */
  problem(fields: string[], message: string, hint?: string, severity?: 'error' | 'warning'): Diagnostic;
}

export function parseAuthorsFile(
  text: string,
  file: string,
  options: AuthorsFileOptions = {},
): { authorsFile?: AuthorsFile; problems: Diagnostic[] } {
  const name = path.basename(file);
  const problem = (
    where: Position,
    message: string,
    hint?: string,
    severity: 'error' | 'warning' = 'error',
  ): Diagnostic => ({ code: 'InvalidAuthorsFile', severity, file, ...where, message, ...(hint ? { hint } : {}) });
  // YAML for both: Docusaurus reads authors.json with its YAML parser too.
  const parsed = parseYaml(text);
  if (!parsed.ok) {
    const hint =
      'Each author is a key, with name, title, url, image_url, email, page and socials under it; quote ' +
      'values that contain a colon followed by a space.';
    return { problems: [problem(parsed.position, `${name} is not valid YAML: ${parsed.reason}.`, hint)] };
  }
  const authors: AuthorsMap = new Map();
  // An empty file is no authors (Docusaurus: as if there were no file).
  if (parsed.value === undefined || parsed.value === null) return { authorsFile: { file, authors }, problems: [] };
  if (!isRecord(parsed.value)) {
    const fields = 'name, title, url, image_url, email, page and socials';
    const message = `${name} must hold a mapping of author keys to their ${fields}.`;
    const hint =
      'Write each author as a key with its fields under it, e.g. slorber: then, indented, name: Sébastien Lorber.';
    return { problems: [problem({ line: 1, column: 1 }, message, hint)] };
  }
  const problems: Diagnostic[] = [];
  const pages = new Map<string, string>();
  for (const [key, value] of Object.entries(parsed.value)) {
    const reading: AuthorReading = {
      key,
      json: /\.json$/i.test(file),
      baseUrl: options.baseUrl ?? '/',
      authorsRoute: options.authorsRoute ?? '/',
      problem: (fields, message, hint, severity) =>
        problem(keyPathPosition(text, [key, ...fields]), message, hint, severity),
    };
    const author = readAuthor(value, reading, problems);
    authors.set(key, author);
    if (!author.page) continue;
    // `/same` and `/same/` are one page.
    const route = author.page.permalink.replace(/(.)\/+$/, '$1');
    const other = pages.get(route);
    if (other === undefined) pages.set(route, key);
    else
      problems.push(
        reading.problem(
          [],
          `The authors "${other}" and "${key}" have the same page, ${route}.`,
          'Give one of them a page of its own: page: { permalink: /another }.',
        ),
      );
  }
  return { authorsFile: { file, authors }, problems };
}

/** One author of the file: its fields, each checked; a wrong one is a problem at it, and left out. */
function readAuthor(value: unknown, reading: AuthorReading, problems: Diagnostic[]): BlogAuthor {
  const { key } = reading;
  const author: BlogAuthor = { key, socials: {} };
  if (!isRecord(value)) {
    problems.push(
      reading.problem(
        [],
        `The author "${key}" must be a mapping of its name, title, url, image_url, email, page and socials, ` +
          `but it is ${describeValue(value ?? null)}.`,
        "Write the author's fields under its key, indented, e.g. name: Sébastien Lorber.",
      ),
    );
    return author;
  }
  if (value.image_url !== undefined && value.imageURL !== undefined)
    problems.push(reading.problem([], `The author "${key}" gives both image_url and imageURL.`, 'Keep one of them.'));
  if (value.name === undefined && value.image_url === undefined && value.imageURL === undefined) {
    problems.push(
      reading.problem(
        [],
        `The author "${key}" has neither a name nor an image_url.`,
        'Give it a name (name: …) or a picture (image_url: …).',
      ),
    );
  }
  const custom: Record<string, unknown> = {};
  for (const [field, fieldValue] of Object.entries(value)) {
    if (knownFields.includes(field)) readAuthorField(author, field, value, reading, problems);
    else {
      custom[field] = fieldValue;
      problems.push(unknownField(field, fieldValue, reading));
    }
  }
  if (Object.keys(custom).length > 0) author.custom = custom;
  return author;
}

/** A field sitegen knows, checked and set on `author`; `fields` are all the author's (image_url beside imageURL). */
function readAuthorField(
  author: BlogAuthor,
  field: string,
  fields: Record<string, unknown>,
  reading: AuthorReading,
  problems: Diagnostic[],
): void {
  const { key, json } = reading;
  const fieldValue = fields[field];
  const wrong = (expected: string, hint?: string) =>
    problems.push(
      reading.problem(
        [field],
        `The ${field} of the author "${key}" must be ${expected}, but it is ${describeValue(fieldValue)}.`,
        hint,
      ),
    );
  switch (field) {
    case 'name':
    case 'title':
    case 'email':
    case 'description':
      if (typeof fieldValue === 'string' && fieldValue !== '') author[field] = fieldValue;
      else
        wrong(
          typeof fieldValue === 'string' ? 'a non-empty string' : 'a string',
          typeof fieldValue === 'number' || typeof fieldValue === 'boolean'
            ? `Quote it: ${quoteKey(field, json)}: "${String(fieldValue)}".`
            : undefined,
        );
      break;
    case 'url':
    case 'image_url':
    case 'imageURL':
      if (typeof fieldValue !== 'string' || !isAddress(fieldValue)) wrong('an address (https://…, /img/…)');
      else if (field === 'url') author.url = fieldValue;
      else if (field === 'imageURL' || fields.imageURL === undefined)
        author.imageURL = fieldValue.startsWith('/') ? normalizeUrl([reading.baseUrl, fieldValue]) : fieldValue;
      break;
    case 'page': {
      const permalink = isRecord(fieldValue) && Object.keys(fieldValue).length === 1 ? fieldValue.permalink : undefined;
      if (fieldValue === true) author.page = { permalink: normalizeUrl([reading.authorsRoute, kebabCase(key)]) };
      else if (typeof permalink === 'string' && permalink !== '')
        author.page = { permalink: normalizeUrl([reading.authorsRoute, permalink]) };
      else if (fieldValue !== false)
        wrong(
          'true, false or a mapping with a permalink',
          'page: true gives the author a page at its key; page: { permalink: /custom } chooses its address.',
        );
      break;
    }
    case 'socials': {
      if (!isRecord(fieldValue)) {
        wrong(
          'a mapping of platforms to handles or addresses',
          'Write each platform under socials:, indented, e.g. github: slorber.',
        );
        break;
      }
      const normalized = normalizeSocials(fieldValue);
      author.socials = normalized.socials;
      for (const social of normalized.problems) {
        const { message, hint } = socialProblemText(social, `the author "${key}"`, json);
        problems.push(reading.problem([field, social.platform], message, hint));
      }
      break;
    }
  }
}

/** A field sitegen does not know: a warning, with the field meant or where a social goes. */
function unknownField(field: string, fieldValue: unknown, reading: AuthorReading): Diagnostic {
  const meant = closest(
    field,
    knownFields.filter((known) => known !== 'imageURL'),
  );
  const hint = meant
    ? `Did you mean "${meant}"?`
    : socialPlatforms[field.toLowerCase()]
      ? `Put it under socials: (socials: then, indented, ${field}: ` +
        `${typeof fieldValue === 'string' ? fieldValue : '…'}), where it becomes a link.`
      : 'The fields of an author are: name, title, url, image_url, email, description, page and socials.';
  return reading.problem(
    [field],
    `The author "${reading.key}" has an unknown field "${field}": it is kept for the site's components, but ` +
      `sitegen does not act on it.`,
    hint,
    'warning',
  );
}
