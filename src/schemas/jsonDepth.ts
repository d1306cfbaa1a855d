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
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return i;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      depth--;
    }
  }
  return undefined;
}
