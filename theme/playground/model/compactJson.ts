/**
 * JSON as a person would write it: a value that fits on its line stays on
 * one line (`"required": ["id", "name"]`), a longer one opens up, two
 * spaces per level. For the examples, generated samples and inferred
 * schemas, which are read more than edited.
 */
const indentUnit = '  ';

function flat(value: unknown): string {
  if (Array.isArray(value))
    return value.length === 0 ? '[]' : `[${value.map((item) => flat(item ?? null)).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return entries.length === 0
      ? '{}'
      : `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${flat(item)}`).join(', ')} }`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** `value` laid out for a line that has `room` characters left after `indent`. */
function layout(value: unknown, indent: string, room: number): string {
  const single = flat(value);
  if (single.length <= room || value === null || typeof value !== 'object') return single;
  const inner = indent + indentUnit;
  const width = room + indent.length;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => inner + layout(item ?? null, inner, width - inner.length - 1));
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item]) => {
    const prefix = `${JSON.stringify(key)}: `;
    return inner + prefix + layout(item, inner, width - inner.length - prefix.length - 1);
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** `value` as JSON text with a final newline, lines kept within `width` where a value allows it. */
export function stringifyCompact(value: unknown, width = 80): string {
  return `${layout(value, '', width)}\n`;
}
