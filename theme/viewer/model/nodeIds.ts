/**
 * Node ids: the viewer's prefix, then one segment per step of the path,
 * joined by dots. Property names keep letters, digits, `-` and `_` and
 * percent-encode the rest (so `.` and `:` never appear raw); structural steps
 * start with `:` (`:items`, `:anyOf:1`). Ids are stable across builds and
 * never collide between two viewers with different prefixes.
 */

export function encodeName(name: string): string {
  let out = '';
  for (const char of name) {
    if (/^[A-Za-z0-9_-]$/.test(char)) out += char;
    else
      for (const byte of new TextEncoder().encode(char)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out === '' ? '%00' : out;
}

export function childId(parentId: string, segment: string): string {
  return `${parentId}.${segment}`;
}

/** A prefix usable in ids and selectors, from any text (a file name, a title). */
export function idPrefixFrom(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/\.json$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'schema' : /^[a-z]/.test(slug) ? slug : `schema-${slug}`;
}

/**
 * A prefix as given, made safe for ids: anything but letters, digits, `-` and `_` becomes `-` (so a `.` cannot fake a
 * path).
 */
export function cleanIdPrefix(prefix: string): string {
  return prefix.replace(/[^A-Za-z0-9_-]/g, '-') || 'schema';
}

/** Whether `id` is `ancestor` or lies under it. */
export function isWithin(id: string, ancestor: string): boolean {
  return id === ancestor || id.startsWith(`${ancestor}.`);
}
