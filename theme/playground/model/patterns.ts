/**
 * Regular expressions of a schema (`pattern` values, `patternProperties`
 * names) compiled as Ajv compiles them, in Unicode mode, so a broken one is
 * reported where it is written instead of failing the data check.
 */
import { appendPointer } from '../../viewer/model/pointer.ts';
import { isSchemaObject } from '../../viewer/model/schema.ts';
import type { Diagnostic } from './diagnostic.ts';
import type { JsonLocator } from './jsonPositions.ts';
import type { VisitedSchema } from './schemaWalk.ts';

/** Why `source` is not a regular expression, or undefined when it is one. */
export function regexProblem(source: string): string | undefined {
  try {
    new RegExp(source, 'u');
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // V8 says "Invalid regular expression: /(/u: Unterminated group"; keep the reason.
    const reason = /^Invalid regular expression: \/[\s\S]*\/[a-z]*: ([\s\S]+)$/.exec(message)?.[1] ?? message;
    return validWithoutUnicode(source)
      ? `${reason} (JSON Schema patterns are Unicode regular expressions, which are stricter about escapes)`
      : reason;
  }
}

function validWithoutUnicode(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

export function checkPatterns(visited: readonly VisitedSchema[], locator: JsonLocator): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const { schema, pointer } of visited) {
    if (typeof schema.pattern === 'string') {
      const problem = regexProblem(schema.pattern);
      const at = appendPointer(pointer, 'pattern');
      if (problem)
        diagnostics.push({
          ...locator.rangeOf(at),
          severity: 'error',
          message: `"pattern" is not a valid regular expression: ${problem}`,
          pointer: at,
          keyword: 'pattern',
        });
    }
    if (isSchemaObject(schema.patternProperties)) {
      for (const name of Object.keys(schema.patternProperties)) {
        const problem = regexProblem(name);
        const at = appendPointer(pointer, 'patternProperties', name);
        if (problem)
          diagnostics.push({
            ...locator.rangeOf(at, 'key'),
            severity: 'error',
            message: `${JSON.stringify(name)} is not a valid regular expression: ${problem}`,
            pointer: at,
            keyword: 'pattern',
          });
      }
    }
  }
  return diagnostics;
}
