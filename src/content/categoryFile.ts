/**
 * Reads and checks a folder's category file: `_category_.json`, or, as
 * Docusaurus also reads them, `_category_.yml` and `_category_.yaml`, with
 * the same keys. A folder has one; a second is an error.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { closest } from '../diagnostics/didYouMean.ts';
import { jsonSyntaxError } from '../diagnostics/jsonSyntax.ts';
import { locate, positionAt } from '../diagnostics/locate.ts';
import type { CategoryMeta } from './contentTypes.ts';
import { parseYaml, yamlKeyPosition } from './parseYaml.ts';
import { errorMessage } from '../diagnostics/errorMessage.ts';

/** The names of a category file, the one a folder's category is read from first. */
export const categoryFileNames = ['_category_.json', '_category_.yml', '_category_.yaml'] as const;

/** Whether a file name (the last part of a path) is a category file's. */
export function isCategoryFileName(name: string): boolean {
  return (categoryFileNames as readonly string[]).includes(name);
}

const isObject = (v: unknown): boolean => v !== null && typeof v === 'object' && !Array.isArray(v);

const keys: Record<string, (v: unknown) => string | undefined> = {
  label: (v) => (typeof v === 'string' ? undefined : 'a string'),
  position: (v) => (typeof v === 'number' ? undefined : 'a number'),
  collapsed: (v) => (typeof v === 'boolean' ? undefined : 'true or false'),
  collapsible: (v) => (typeof v === 'boolean' ? undefined : 'true or false'),
  className: (v) => (typeof v === 'string' ? undefined : 'a string'),
  description: (v) => (typeof v === 'string' ? undefined : 'a string'),
  customProps: (v) => (isObject(v) ? undefined : "an object of the site's own data"),
  // Docusaurus's key for translations: accepted and ignored.
  key: (v) => (typeof v === 'string' ? undefined : 'a string'),
  link: (v) => {
    if (v === null) return undefined;
    const link = v as { type?: unknown; id?: unknown };
    if (!isObject(v)) return 'an object such as { "type": "generated-index" } or null';
    if (link.type === 'generated-index') return undefined;
    if (link.type === 'doc') return typeof link.id === 'string' ? undefined : 'a doc link with a string "id"';
    return 'a link whose "type" is "generated-index" or "doc"';
  },
};

/** Parses the text of a category file; the syntax (JSON or YAML) follows the file's name. */
export function parseCategoryFile(
  text: string,
  file: string,
  dirPath: string,
): { meta?: CategoryMeta; problems: Diagnostic[] } {
  const name = path.basename(file);
  const isYaml = name !== '_category_.json';
  const read = isYaml ? readYamlCategory(text, file, name) : readJsonCategory(text, file);
  if ('problem' in read) return { problems: [read.problem] };
  const data = read.data;
  if (!isObject(data)) {
    return {
      problems: [
        {
          code: 'InvalidCategoryFile',
          severity: 'error',
          file,
          line: 1,
          column: 1,
          message: isYaml
            ? `${name} must hold a mapping of keys to values.`
            : '_category_.json must hold a JSON object.',
          hint: isYaml
            ? 'Write one key a line: label: Guides, then position: 2.'
            : 'Write one object: { "label": "Guides", "position": 2 }.',
        },
      ],
    };
  }
  const problems = keyProblems(data as Record<string, unknown>, { text, file, name, isYaml });
  if (problems.length > 0) return { problems };
  const { key: _key, ...meta } = data as Omit<CategoryMeta, 'file' | 'dirPath'> & { key?: string };
  return { meta: { file, dirPath, ...meta }, problems };
}

type ReadCategory = { data: unknown } | { problem: Diagnostic };

function readYamlCategory(text: string, file: string, name: string): ReadCategory {
  const parsed = parseYaml(text);
  if (!parsed.ok)
    return {
      problem: {
        code: 'InvalidCategoryFile',
        severity: 'error',
        file,
        ...parsed.position,
        message: `${name} is not valid YAML: ${parsed.reason}.`,
        hint:
          'Write one key a line (label: Guides); quote values that contain a colon followed by a space, or ' +
          'start with [, {, * or #.',
      },
    };
  // An empty file (or only comments) gives nothing: no metadata, as in Docusaurus.
  return { data: parsed.value ?? {} };
}

function readJsonCategory(text: string, file: string): ReadCategory {
  try {
    return { data: JSON.parse(text) };
  } catch (error) {
    // At the mistake, in words (src/diagnostics/jsonSyntax.ts): Node's message gives no position for some.
    const syntax = jsonSyntaxError(text);
    const reason = syntax?.reason ?? errorMessage(error);
    return {
      problem: {
        code: 'InvalidCategoryFile',
        severity: 'error',
        file,
        ...(syntax ? positionAt(text, syntax.offset) : { line: 1, column: 1 }),
        message: `_category_.json is not valid JSON: ${reason}.`,
        hint: 'Check for a trailing comma or a missing quote.',
      },
    };
  }
}

/** Each key of a category file checked: known, and of its kind. */
function keyProblems(
  data: Record<string, unknown>,
  source: { text: string; file: string; name: string; isYaml: boolean },
): Diagnostic[] {
  const { text, file, name, isYaml } = source;
  const problems: Diagnostic[] = [];
  for (const [key, value] of Object.entries(data)) {
    const check = keys[key];
    const where = (isYaml ? yamlKeyPosition(text, key) : undefined) ?? locate(text, key);
    if (!check) {
      const suggestion = closest(key, Object.keys(keys));
      problems.push({
        code: 'InvalidCategoryFile',
        severity: 'error',
        file,
        ...where,
        message: `Unknown key "${key}" in ${name}.`,
        hint: suggestion ? `Did you mean "${suggestion}"?` : `Known keys: ${Object.keys(keys).join(', ')}.`,
      });
      continue;
    }
    const expected = check(value);
    if (expected)
      problems.push({
        code: 'InvalidCategoryFile',
        severity: 'error',
        file,
        ...where,
        message: `"${key}" must be ${expected}, but it is ${JSON.stringify(value)}.`,
      });
  }
  return problems;
}

/**
 * A category file beside another that comes first in `categoryFileNames`: a
 * problem at this one (the first is the one read). Looked up on disk, so the
 * watcher, reading one changed file, finds it too.
 */
export function duplicateCategoryFile(file: string): Diagnostic | undefined {
  const name = path.basename(file);
  const dir = path.dirname(file);
  const earlier = categoryFileNames.slice(0, categoryFileNames.indexOf(name as (typeof categoryFileNames)[number]));
  const first = earlier.find((other) => existsSync(path.join(dir, other)));
  if (!first) return undefined;
  return {
    code: 'DuplicateCategoryFile',
    severity: 'error',
    file,
    line: 1,
    column: 1,
    message: `This folder has two category files, ${first} and ${name}; sitegen reads only one.`,
    hint: `Keep one of them (${first} is the one sitegen would take) and delete the other.`,
  };
}
