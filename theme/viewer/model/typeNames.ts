/**
 * Readable names for schemas and references: "array of string", "Address",
 * "root". Used for type labels and for the tabs of allOf/anyOf/oneOf.
 */
import type { RefKeyword } from './registry.ts';
import { isSchema, isSchemaObject, type JSONSchema, type JSONSchemaObject } from './schema.ts';
import { typeInfo } from './types.ts';
import { safeDecode } from './uri.ts';
import { englishWords, type ViewerWords } from './qualifiers.ts';

export const refKeywords: RefKeyword[] = ['$ref', '$dynamicRef', '$recursiveRef'];

/** The reference keyword a schema uses, if any, and its value. */
export function refOf(schema: JSONSchemaObject): { keyword: RefKeyword; ref: string } | undefined {
  for (const keyword of refKeywords) {
    const ref = schema[keyword];
    if (typeof ref === 'string') return { keyword, ref };
  }
  return undefined;
}

/** Looks up the schema a reference names, for readable type names ("array of Address"). */
export type RefLookup = (ref: string) => JSONSchema | undefined;

/**
 * A short name for a schema's type: "string", "array of integer", "array of Address", "object | null". The
 * type names are JSON Schema's own, in every language; the words around them ("array of", "any") are `words`'.
 */
export function friendlyType(
  schema: JSONSchema,
  lookup?: RefLookup,
  depth = 0,
  words: ViewerWords = englishWords,
): string {
  if (schema === true) return words('sitegen.viewer.type.any');
  if (schema === false) return words('sitegen.viewer.type.none');
  const ref = refOf(schema);
  const info = typeInfo(schema);
  if (info.types.length === 0) {
    if (ref) {
      const target = depth < 2 ? lookup?.(ref.ref) : undefined;
      if (isSchemaObject(target) && typeof target.title === 'string') return target.title;
      return target !== undefined ? friendlyType(target, lookup, depth + 1, words) : refName(ref.ref);
    }
    for (const keyword of ['oneOf', 'anyOf', 'allOf'] as const) if (Array.isArray(schema[keyword])) return keyword;
    return words('sitegen.viewer.type.any');
  }
  const named = info.types.map((type) => {
    if (type !== 'array') return type;
    if (Array.isArray(schema.prefixItems) || Array.isArray(schema.items)) return words('sitegen.viewer.type.tuple');
    if (schema.items === false) return words('sitegen.viewer.type.emptyArray');
    if (depth < 2 && isSchema(schema.items))
      return words('sitegen.viewer.type.arrayOf', { type: friendlyType(schema.items, lookup, depth + 1, words) });
    return type;
  });
  return named.join(' | ');
}

/** The last step of a reference, readable: `#/$defs/address` → "address". */
export function refName(ref: string): string {
  const parts = ref.split(/[/#]/).filter(Boolean);
  const last = parts.at(-1);
  if (last === undefined) return 'root';
  return (
    safeDecode(last)
      .replace(/~1/g, '/')
      .replace(/~0/g, '~')
      .replace(/\.json$/, '') || ref
  );
}
