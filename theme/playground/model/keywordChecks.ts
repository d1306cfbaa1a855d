/**
 * Keys of schema objects that look like a misspelt keyword ("propertis"), and
 * keywords the schema's draft replaced. Unknown keys far from every keyword
 * ("x-order", "example") are extensions and pass silently.
 */
import { draftAtLeast, type Draft } from '../../viewer/model/draft.ts';
import { appendPointer } from '../../viewer/model/pointer.ts';
import type { Diagnostic, Severity } from './diagnostic.ts';
import { closestMatch, typoAllowance } from './editDistance.ts';
import type { JsonLocator } from './jsonPositions.ts';
import { anyDraftKeywords, extensionKeywords, keywordsOf } from './keywords.ts';
import type { VisitedSchema } from './schemaWalk.ts';

interface Replaced {
  since: Draft;
  severity: Severity;
  message: string;
}

const replaced: Partial<Record<string, Replaced>> = {
  dependencies: {
    since: '2019-09',
    severity: 'info',
    message: '"dependencies" was split into "dependentRequired" and "dependentSchemas" in draft 2019-09',
  },
  definitions: { since: '2019-09', severity: 'info', message: '"definitions" was renamed "$defs" in draft 2019-09' },
  $recursiveRef: {
    since: '2020-12',
    severity: 'warning',
    message: '"$recursiveRef" was replaced by "$dynamicRef" in draft 2020-12 and is ignored',
  },
  $recursiveAnchor: {
    since: '2020-12',
    severity: 'warning',
    message: '"$recursiveAnchor" was replaced by "$dynamicAnchor" in draft 2020-12 and is ignored',
  },
  additionalItems: {
    since: '2020-12',
    severity: 'warning',
    message: '"additionalItems" was replaced by "items" (beside "prefixItems") in draft 2020-12 and is ignored',
  },
};

export function checkKeywords(visited: readonly VisitedSchema[], draft: Draft, locator: JsonLocator): Diagnostic[] {
  const keywords = keywordsOf[draft];
  const diagnostics: Diagnostic[] = [];
  const report = (pointer: string, severity: Severity, message: string, keyword: string) =>
    diagnostics.push({ ...locator.rangeOf(pointer, 'key'), severity, message, pointer, keyword });
  for (const { schema, pointer } of visited) {
    for (const key of Object.keys(schema)) {
      const at = appendPointer(pointer, key);
      const old = replaced[key];
      if (old && draftAtLeast(draft, old.since)) report(at, old.severity, old.message, 'deprecated');
      if (keywords.has(key) || anyDraftKeywords.has(key) || extensionKeywords.has(key) || key.startsWith('x-'))
        continue;
      // Up to 3 edits for long names: "additionalProperty" is 3 from "additionalProperties".
      const guess = closestMatch(key, keywords, typoAllowance(key));
      if (guess !== undefined)
        report(
          at,
          'warning',
          `Unknown keyword ${JSON.stringify(key)}: did you mean ${JSON.stringify(guess)}?`,
          'unknown-keyword',
        );
    }
  }
  return diagnostics;
}
