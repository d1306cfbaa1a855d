/** Reads and checks a `_category_.json` file. */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { closest } from '../diagnostics/didYouMean.ts';
import { locate, positionAt } from '../diagnostics/locate.ts';
import type { CategoryMeta } from './contentTypes.ts';

const keys: Record<string, (v: unknown) => string | undefined> = {
  label: (v) => (typeof v === 'string' ? undefined : 'a string'),
  position: (v) => (typeof v === 'number' ? undefined : 'a number'),
  collapsed: (v) => (typeof v === 'boolean' ? undefined : 'true or false'),
  collapsible: (v) => (typeof v === 'boolean' ? undefined : 'true or false'),
  className: (v) => (typeof v === 'string' ? undefined : 'a string'),
  description: (v) => (typeof v === 'string' ? undefined : 'a string'),
  link: (v) => {
    if (v === null) return undefined;
    const link = v as { type?: unknown; id?: unknown };
    if (typeof v !== 'object' || Array.isArray(v)) return "an object such as { \"type\": \"generated-index\" } or null";
    if (link.type === 'generated-index') return undefined;
    if (link.type === 'doc') return typeof link.id === 'string' ? undefined : 'a doc link with a string "id"';
    return 'a link whose "type" is "generated-index" or "doc"';
  },
};

export function parseCategoryFile(text: string, file: string, dirPath: string): { meta?: CategoryMeta; problems: Diagnostic[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = /position (\d+)/.exec(message);
    return {
      problems: [{
        code: 'InvalidCategoryFile', severity: 'error', file,
        ...(offset ? positionAt(text, Number(offset[1])) : { line: 1, column: 1 }),
        message: `_category_.json is not valid JSON: ${message}.`,
        hint: 'Check for a trailing comma or a missing quote.',
      }],
    };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { problems: [{ code: 'InvalidCategoryFile', severity: 'error', file, line: 1, column: 1, message: '_category_.json must hold a JSON object.' }] };
  }
  const problems: Diagnostic[] = [];
  for (const [key, value] of Object.entries(data)) {
    const check = keys[key];
    const where = locate(text, key);
    if (!check) {
      const suggestion = closest(key, Object.keys(keys));
      problems.push({ code: 'InvalidCategoryFile', severity: 'error', file, ...where, message: `Unknown key "${key}" in _category_.json.`, hint: suggestion ? `Did you mean "${suggestion}"?` : `Known keys: ${Object.keys(keys).join(', ')}.` });
      continue;
    }
    const expected = check(value);
    if (expected) problems.push({ code: 'InvalidCategoryFile', severity: 'error', file, ...where, message: `"${key}" must be ${expected}, but it is ${JSON.stringify(value)}.` });
  }
  if (problems.length > 0) return { problems };
  return { meta: { file, dirPath, ...(data as Omit<CategoryMeta, 'file' | 'dirPath'>) }, problems };
}
