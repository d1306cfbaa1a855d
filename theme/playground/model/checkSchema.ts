/**
 * The schema editor's diagnostics: the draft's meta-schema (Ajv), then what a
 * meta-schema cannot see: misspelt keywords, replaced keywords, broken regular
 * expressions, URI formats and local `$ref`s that point to nothing.
 */
import type { Draft } from '../../viewer/model/draft.ts';
import { isSchema } from '../../viewer/model/schema.ts';
import { diagnosticsFromAjv } from './ajvDiagnostics.ts';
import { metaSchemaValidator } from './ajvInstances.ts';
import { readDeclaredDraft } from './declaredDraft.ts';
import { finishDiagnostics, type Diagnostic, type Severity } from './diagnostic.ts';
import { JsonLocator } from './jsonPositions.ts';
import { checkKeywords } from './keywordChecks.ts';
import { checkLocalRefs } from './localRefs.ts';
import { checkPatterns } from './patterns.ts';
import { withDraftHint } from './schemaHints.ts';
import { walkSchema } from './schemaWalk.ts';
import { checkUriFormats } from './uriFormats.ts';

export interface SchemaCheck {
  /** The draft the schema was checked as: its `$schema`'s, else 2020-12. */
  draft: Draft;
  /** True when `$schema` names a known draft; false when it is missing or unknown. */
  declaredDraft: boolean;
  /** Sorted by start offset. */
  diagnostics: Diagnostic[];
}

/** Meta-schema problems that only smell (a format, a repeat) are warnings; the rest make the schema invalid. */
const severityOf = (keyword: string): Severity =>
  keyword === 'format' || keyword === 'uniqueItems' ? 'warning' : 'error';

/**
 * Checks the schema editor's `text`, already parsed to `schema` (by `parseJson`).
 * Never throws.
 */
export function checkSchema(text: string, schema: unknown): SchemaCheck {
  const locator = new JsonLocator(text);
  const { draft, declared, unknownUri } = readDeclaredDraft(schema);
  const diagnostics: Diagnostic[] = [];
  if (unknownUri !== undefined) {
    diagnostics.push({
      ...locator.rangeOf('/$schema'),
      severity: 'warning',
      pointer: '/$schema',
      keyword: 'schema',
      message:
        `Unknown $schema ${JSON.stringify(unknownUri)}: checked as draft 2020-12. Known: draft-04, draft-06, ` +
        `draft-07, 2019-09, 2020-12.`,
    });
  }
  diagnostics.push(...metaSchemaDiagnostics(schema, draft, locator));
  if (isSchema(schema)) {
    const visited = walkSchema(schema, draft);
    diagnostics.push(
      ...checkKeywords(visited, draft, locator),
      ...checkPatterns(visited, locator),
      ...checkUriFormats(visited, draft, locator),
      ...checkLocalRefs(visited, locator),
    );
  }
  return { draft, declaredDraft: declared, diagnostics: finishDiagnostics(diagnostics) };
}

function metaSchemaDiagnostics(schema: unknown, draft: Draft, locator: JsonLocator): Diagnostic[] {
  const validate = metaSchemaValidator(draft);
  try {
    if (validate(schema)) return [];
  } catch (error) {
    // Only a pathological document (nesting deep enough to exhaust the stack) gets here.
    const reason = error instanceof Error ? error.message : String(error);
    return [
      {
        ...locator.shortRangeOf(''),
        severity: 'error',
        pointer: '',
        keyword: 'schema',
        message: `The schema could not be checked against its meta-schema: ${reason}`,
      },
    ];
  }
  return diagnosticsFromAjv(validate.errors, { locator, document: schema, rootSubject: 'The schema', severityOf }).map(
    (diagnostic) => withDraftHint(diagnostic, schema, draft),
  );
}
