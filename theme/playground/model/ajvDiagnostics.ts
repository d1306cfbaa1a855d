/**
 * Ajv's errors as diagnostics on the text that was checked: collapsed
 * (`collapseErrors.ts`), worded (`ajvMessages.ts`) and placed where the
 * offending value, property name or object is.
 */
import type { ErrorObject } from 'ajv';
import { appendPointer, getAtPointer } from '../../viewer/model/pointer.ts';
import { repeatedIndex, subjectOf, wordErrors } from './ajvMessages.ts';
import { collapseErrors } from './collapseErrors.ts';
import { worstSeverity, type Diagnostic, type Severity } from './diagnostic.ts';
import type { JsonLocator, TextRange } from './jsonPositions.ts';

export interface AjvDiagnosticsOptions {
  /** Positions in the text of `document`. */
  locator: JsonLocator;
  /** The value Ajv checked. */
  document: unknown;
  /** How the root value is named in messages: "The schema", "The data". */
  rootSubject: string;
  severityOf: (keyword: string) => Severity;
}

export function diagnosticsFromAjv(
  errors: readonly ErrorObject[] | null | undefined,
  options: AjvDiagnosticsOptions,
): Diagnostic[] {
  const valueAt = (pointer: string) => getAtPointer(options.document, pointer);
  return collapseErrors(errors ?? [], valueAt).map((problem) => {
    const first = problem.errors[0]!;
    const { pointer, range } = locate(first, options.locator);
    return {
      ...range,
      severity: problem.errors.map((error) => options.severityOf(error.keyword)).reduce(worstSeverity),
      message: wordErrors(problem.errors, subjectOf(problem.instancePath, valueAt, options.rootSubject), valueAt),
      pointer,
      keyword: first.keyword,
    };
  });
}

/**
 * A missing required property at the object's name in its parent (its `{` at the root), a
 * property not allowed at its name, a repeated item at the repeat, anything else at the value.
 */
function locate(error: ErrorObject, locator: JsonLocator): { pointer: string; range: TextRange } {
  const path = error.instancePath;
  const params = error.params as Record<string, unknown>;
  const atKey = (name: unknown) => {
    const pointer = appendPointer(path, String(name));
    return { pointer, range: locator.rangeOf(pointer, 'key') };
  };
  if (error.propertyName !== undefined) return atKey(error.propertyName);
  switch (error.keyword) {
    case 'required':
      return { pointer: path, range: locator.shortRangeOf(path) };
    case 'additionalProperties':
      return atKey(params.additionalProperty);
    case 'unevaluatedProperties':
      return atKey(params.unevaluatedProperty);
    case 'propertyNames':
      return atKey(params.propertyName);
    case 'dependencies':
    case 'dependentRequired':
      return atKey(params.property);
    case 'uniqueItems': {
      const pointer = appendPointer(path, repeatedIndex(error));
      return { pointer, range: locator.rangeOf(pointer) };
    }
    default:
      // The whole document would be one long squiggle: its first character says enough.
      return { pointer: path, range: path === '' ? locator.shortRangeOf(path) : locator.rangeOf(path) };
  }
}
