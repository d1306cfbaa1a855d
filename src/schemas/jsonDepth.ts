/**
 * How deep a JSON text nests, found by one linear scan (brackets outside strings) before anything
 * recursive reads it: jsonc-parser, `JSON.parse` and the viewer's server render recurse once per level,
 * so a file thousands of levels deep would overflow the stack and end the whole run.
 */

/**
 * Objects and arrays a schema file may nest, counted as brackets: ten times the deepest of 951 real
 * SchemaStore schemas (22), and well within the stack of every recursive reader.
 */
export const maxJsonDepth = 256;

/** The offset of the first `{` or `[` that opens level `limit + 1`, or undefined when the text stays within it. */
export function firstTooDeep(text: string, limit = maxJsonDepth): number | undefined {
  return scanJson(text, limit).tooDeep;
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * One pass over a JSON text: where it first nests past `limit`, and how many property names it writes
 * (strings followed by `:`). Fewer keys in the parsed value than in the text means a key given twice.
 */
export function scanJson(text: string, limit = maxJsonDepth): { tooDeep?: number; keys: number } {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) {
        i++;
      } else if (c === 34 /* " */) {
        inString = false;
        let next = i + 1;
        while (next < text.length && isSpace(text.charCodeAt(next))) next++;
        if (text.charCodeAt(next) === 58 /* : */) keys++;
      }
    } else if (c === 34) {
      inString = true;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return { tooDeep: i, keys };
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      depth--;
    }
  }
  return { keys };
}

/** The keys of every object in a parsed JSON value (each object's own, once each). */
export function countKeys(value: unknown): number {
  let keys = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current !== 'object' || current === null) continue;
    if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
      continue;
    }
    for (const key of Object.keys(current)) {
      keys++;
      stack.push((current as Record<string, unknown>)[key]);
    }
  }
  return keys;
}
