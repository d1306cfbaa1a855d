/**
 * The Ajv classes per draft, and the one place that creates Ajv instances:
 * cached meta-schema validators for the schema editor, fresh instances for the data editor.
 */
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type AjvCore from 'ajv/dist/core.js';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import type { Draft } from '../../viewer/model/draft.ts';
import { metaSchemaUri } from './declaredDraft.ts';

/** `logger: false`: formats ajv-formats does not know are ignored without a console warning. */
const common: Options = { allErrors: true, strict: false, logger: false };

function createAjv(draft: Draft, options: Options): AjvCore {
  switch (draft) {
    case '4':
      return new AjvDraft04(options);
    case '6': {
      // Draft 6 is checked by the draft-7 class, which draft 6 is a subset of.
      const ajv = new Ajv(options);
      ajv.addMetaSchema(draft06);
      return ajv;
    }
    case '7':
      return new Ajv(options);
    case '2019-09':
      return new Ajv2019(options);
    case '2020-12':
      return new Ajv2020(options);
  }
}

const metaValidators = new Map<Draft, ValidateFunction>();

/**
 * Validates a schema against its draft's meta-schema (what `ajv.validateSchema` does, but by the
 * draft's own meta-schema whatever `$schema` says). Ajv never checks formats in meta-schemas;
 * the URI formats are checked by `uriFormats.ts`, regular expressions by `patterns.ts`.
 */
export function metaSchemaValidator(draft: Draft): ValidateFunction {
  let validate = metaValidators.get(draft);
  if (!validate) {
    validate = createAjv(draft, common).getSchema(metaSchemaUri[draft]);
    if (!validate) throw new Error(`Ajv has no meta-schema for ${draft}`);
    metaValidators.set(draft, validate);
  }
  return validate;
}

/**
 * A new instance to compile one schema for validating data: a fresh registry, so a schema whose
 * `$id` was compiled before never clashes with itself. Formats from ajv-formats are checked.
 */
export function createDataAjv(draft: Draft): AjvCore {
  const ajv = createAjv(draft, { ...common, validateSchema: false });
  addFormats(ajv);
  return ajv;
}

/** A format of ajv-formats as a test, for checks Ajv does not run itself. */
export function formatTest(name: 'uri' | 'uri-reference'): (value: string) => boolean {
  const format: unknown = addFormats.get(name);
  if (format instanceof RegExp) return (value) => format.test(value);
  if (typeof format === 'function') return (value) => Boolean((format as (value: string) => unknown)(value));
  return () => true;
}
