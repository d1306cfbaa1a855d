/**
 * Parses and checks the YAML front matter of a Markdown doc. YAML errors and
 * wrong values are reported at their line in the Markdown file.
 */
import matter from 'gray-matter';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { editDistance } from '../diagnostics/didYouMean.ts';
import { escapeRegExp } from '../diagnostics/locate.ts';

/** A tag in front matter: a name (a key of `docs/tags.yml`, or a tag of its own), or a label and its permalink. */
export type FrontMatterTag = string | { label: string; permalink: string };

export interface DocFrontMatter {
  id?: string;
  title?: string;
  description?: string;
  slug?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  sidebar_class_name?: string;
  /** The site's own data on the doc's sidebar item (`customProps`); sitegen ignores it. */
  sidebar_custom_props?: Record<string, unknown>;
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  /** A doc id, or null for no link. */
  pagination_prev?: string | null;
  pagination_next?: string | null;
  pagination_label?: string;
  keywords?: string[];
  image?: string;
  draft?: boolean;
  /** Built and reachable by its address, but listed nowhere: not in sidebars, the sitemap or search. */
  unlisted?: boolean;
  /** The sidebar this doc shows, by id, whether or not the sidebar lists it; null for none. */
  displayed_sidebar?: string | null;
  /** false: number prefixes stay in this doc's id and route, and give it no position. */
  parse_number_prefixes?: boolean;
  /** This doc's "Edit this page" address in place of `docs.editUrl`'s; null for none. */
  custom_edit_url?: string | null;
  /** The date and author of its last update in place of git's, when the config shows them. A YAML date is a Date. */
  last_update?: { date?: string | Date; author?: string };
  /** Tag pages list the doc, and the doc links them at its foot. */
  tags?: FrontMatterTag[];
}

type Check = (value: unknown) => string | undefined;

const string: Check = (v) => (typeof v === 'string' ? undefined : 'a string');
const boolean: Check = (v) => (typeof v === 'boolean' ? undefined : 'true or false');
const number: Check = (v) => (typeof v === 'number' && Number.isFinite(v) ? undefined : 'a number');
const headingLevel: Check = (v) =>
  Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 6 ? undefined : 'an integer from 2 to 6';
const docIdOrNull: Check = (v) => (v === null || typeof v === 'string' ? undefined : 'a doc id or null');
const stringList: Check = (v) =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? undefined : 'a list of strings';

/** A name, or `{ label, permalink }` (both, nothing else), as Docusaurus accepts them. */
function isTag(tag: unknown): boolean {
  if (typeof tag === 'string') return tag.trim() !== '';
  if (tag === null || typeof tag !== 'object' || Array.isArray(tag)) return false;
  const { label, permalink, ...rest } = tag as Record<string, unknown>;
  return typeof label === 'string' && typeof permalink === 'string' && Object.keys(rest).length === 0;
}

/** `{ date?, author? }`, at least one of them; the date a YAML date or a text `Date` can read. */
const lastUpdate: Check = (v) => {
  const expected = 'a mapping with a date (2024-05-31) and/or an author';
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return expected;
  const { date, author, ...rest } = v as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || (date === undefined && author === undefined)) return expected;
  if (author !== undefined && typeof author !== 'string') return expected;
  if (
    date !== undefined &&
    !(date instanceof Date && !Number.isNaN(date.getTime())) &&
    !(typeof date === 'string' && !Number.isNaN(Date.parse(date)))
  )
    return expected;
  return undefined;
};

const checks: Record<keyof DocFrontMatter, Check> = {
  id: (v) => (typeof v === 'string' && /^[^/\s]+$/.test(v) ? undefined : 'a string without slashes or spaces'),
  title: string,
  description: string,
  slug: string,
  sidebar_label: string,
  sidebar_position: number,
  sidebar_class_name: string,
  sidebar_custom_props: (v) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? undefined : 'a mapping of keys to values',
  hide_title: boolean,
  hide_table_of_contents: boolean,
  toc_min_heading_level: headingLevel,
  toc_max_heading_level: headingLevel,
  pagination_prev: docIdOrNull,
  pagination_next: docIdOrNull,
  pagination_label: string,
  keywords: stringList,
  image: string,
  draft: boolean,
  unlisted: boolean,
  displayed_sidebar: (v) => (v === null || typeof v === 'string' ? undefined : 'a sidebar id or null'),
  parse_number_prefixes: boolean,
  custom_edit_url: (v) => (v === null || typeof v === 'string' ? undefined : 'an address or null'),
  last_update: lastUpdate,
  tags: (v) =>
    Array.isArray(v) && v.every(isTag) ? undefined : 'a list of tags: names, or mappings of a label and a permalink',
};

export const frontMatterKeys = Object.keys(checks);

export interface ParsedMarkdown {
  frontMatter: DocFrontMatter;
  body: string;
  /** Lines before the body (the front matter block), to map body positions to file lines. */
  bodyLineOffset: number;
  problems: Diagnostic[];
}

interface YamlError {
  name?: string;
  reason?: string;
  mark?: { line: number; column: number };
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return JSON.stringify(value) ?? String(value);
}

/** Line (1-based, in the file) of `key:` inside the front matter block; only that block is read. */
export function keyLine(source: string, key: string): { line: number; column: number } {
  const pattern = new RegExp(`^(\\s*)${escapeRegExp(key)}\\s*:`);
  // Line 1 is the opening `---`; the block ends at the next `---` line or the end of the file.
  for (let line = 2, start = source.indexOf('\n') + 1; start > 0; line++) {
    const end = source.indexOf('\n', start);
    const text = source.slice(start, end === -1 ? source.length : end);
    if (text.trim() === '---') break;
    const match = pattern.exec(text);
    if (match) return { line, column: (match[1]?.length ?? 0) + 1 };
    start = end + 1;
  }
  return { line: 1, column: 1 };
}

/**
 * The file's front matter block and body as gray-matter reads them (docs, pages and blog posts alike), or
 * the YAML error at its line and column. Typed without gray-matter's types, which name Node's Buffer: this
 * module's declarations reach the public `sitegen-docs/config` types of sites that do not have @types/node.
 */
export function matterOf(
  source: string,
  file: string,
): { parsed: { data: unknown; content: string } } | { problem: Diagnostic } {
  try {
    // Passing options turns off gray-matter's cache, which returns shared objects.
    return { parsed: matter(source, {}) };
  } catch (error) {
    const yaml = error as YamlError;
    return {
      problem: {
        code: 'InvalidFrontMatter',
        severity: 'error',
        message: `The front matter is not valid YAML: ${yaml.reason ?? String(error)}.`,
        file,
        // js-yaml counts lines from 0 in the text gray-matter gives it, which starts
        // with the line break ending the opening `---`: its line 0 is the file's line 1.
        line: yaml.mark ? yaml.mark.line + 1 : 1,
        column: yaml.mark ? yaml.mark.column + 1 : 1,
        hint:
          'Front matter is YAML between two --- lines; quote values that contain a colon followed by a space, or ' +
          'start with [, {, * or #.',
      },
    };
  }
}

export function parseMarkdownFile(source: string, file: string): ParsedMarkdown {
  const read = matterOf(source, file);
  if ('problem' in read) return { frontMatter: {}, body: '', bodyLineOffset: 0, problems: [read.problem] };
  const { parsed } = read;
  const data: unknown = parsed.data;
  const problems: Diagnostic[] = [];
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    problems.push({
      code: 'InvalidFrontMatter',
      severity: 'error',
      message: 'The front matter must be a YAML mapping of keys to values.',
      file,
      line: 2,
      column: 1,
    });
  }
  const record = (problems.length === 0 ? data : {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    const check = checks[key as keyof DocFrontMatter];
    // Found only for a problem: it reads the block again, for each key.
    const where = () => keyLine(source, key);
    if (!check) {
      // Any other key is the site's own, as in Docusaurus: its components read it. One edit from a key sitegen
      // knows is likely a slip, said in a warning.
      const slip = frontMatterKeys.find((known) => editDistance(key, known) === 1);
      if (slip) {
        problems.push({
          code: 'InvalidFrontMatter',
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
    const expected = check(value);
    if (expected) {
      problems.push({
        code: 'InvalidFrontMatter',
        severity: 'error',
        file,
        ...where(),
        message: `Front matter "${key}" must be ${expected}, but it is ${describe(value)}.`,
      });
    }
  }
  const fm = record as DocFrontMatter;
  if (
    fm.toc_min_heading_level !== undefined &&
    fm.toc_max_heading_level !== undefined &&
    fm.toc_min_heading_level > fm.toc_max_heading_level
  ) {
    problems.push({
      code: 'InvalidFrontMatter',
      severity: 'error',
      file,
      ...keyLine(source, 'toc_min_heading_level'),
      message:
        `Front matter "toc_min_heading_level" (${fm.toc_min_heading_level}) is greater than ` +
        `"toc_max_heading_level" (${fm.toc_max_heading_level}).`,
    });
  }
  const bodyLineOffset = source.slice(0, source.length - parsed.content.length).split('\n').length - 1;
  return { frontMatter: fm, body: parsed.content, bodyLineOffset, problems };
}
