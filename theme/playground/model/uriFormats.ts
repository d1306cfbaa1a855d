/**
 * The URI formats the meta-schemas ask of `$id` and the reference keywords.
 * Ajv never checks formats while validating against a meta-schema, so they are
 * checked here, with ajv-formats' own test.
 */
import { idKeyword, type Draft } from '../../viewer/model/draft.ts';
import { appendPointer } from '../../viewer/model/pointer.ts';
import { formatTest } from './ajvInstances.ts';
import type { Diagnostic } from './diagnostic.ts';
import type { JsonLocator } from './jsonPositions.ts';
import type { VisitedSchema } from './schemaWalk.ts';

let uriReference: ((value: string) => boolean) | undefined;

/** A URI reference, or an IRI one ("#/$defs/Straße"): Ajv resolves those too, so they only need encoding to be URIs. */
function isUriReference(value: string): boolean {
  uriReference ??= formatTest('uri-reference');
  try {
    return uriReference(value.replace(/[^\p{ASCII}]+/gu, (chars) => encodeURIComponent(chars)));
  } catch {
    return false; // a lone surrogate
  }
}

export function checkUriFormats(visited: readonly VisitedSchema[], draft: Draft, locator: JsonLocator): Diagnostic[] {
  // Draft 4's meta-schema asks "uri" of `id`, but relative ids ("#address", "item.json") are the custom.
  const keywords = [idKeyword(draft), '$ref', '$recursiveRef', '$dynamicRef'];
  const diagnostics: Diagnostic[] = [];
  for (const { schema, pointer } of visited) {
    for (const keyword of keywords) {
      const value = schema[keyword];
      if (typeof value !== 'string' || isUriReference(value)) continue;
      const at = appendPointer(pointer, keyword);
      diagnostics.push({
        ...locator.rangeOf(at),
        severity: 'warning',
        message: `${JSON.stringify(keyword)} must be a valid URI reference`,
        pointer: at,
        keyword: 'format',
      });
    }
  }
  return diagnostics;
}
