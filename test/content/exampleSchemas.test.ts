/**
 * Every example schema of the docs site (content/static/schemas/) is valid
 * against its draft's meta-schema, checked by Ajv: draft 4 (ajv-draft-04),
 * 6 and 7 (Ajv), 2019-09 (Ajv2019) and 2020-12 (Ajv2020).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type AnySchema } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import AjvDraft04 from 'ajv-draft-04';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { sitegenRoot } from '../../src/paths.ts';

const schemasDir = path.join(sitegenRoot, 'content/static/schemas');
const files = readdirSync(schemasDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .sort();

const options = { strict: false, validateFormats: false, allErrors: true } as const;
const draft6 = new Ajv(options);
draft6.addMetaSchema(draft06);
const validators = [
  { pattern: /json-schema\.org\/draft-04\/schema/, ajv: new AjvDraft04(options) },
  { pattern: /json-schema\.org\/draft-06\/schema/, ajv: draft6 },
  { pattern: /json-schema\.org\/draft-07\/schema/, ajv: new Ajv(options) },
  { pattern: /json-schema\.org\/draft\/2019-09\/schema/, ajv: new Ajv2019(options) },
  { pattern: /json-schema\.org\/draft\/2020-12\/schema/, ajv: new Ajv2020(options) },
];

describe('the example schemas of the docs site', () => {
  it('there are some', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)("%s is valid against its draft's meta-schema", (file) => {
    const schema = JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8')) as { $schema?: unknown };
    expect(typeof schema.$schema, 'every example names its draft with $schema').toBe('string');
    const validator = validators.find((v) => v.pattern.test(String(schema.$schema)));
    expect(validator, `a known draft: ${String(schema.$schema)}`).toBeDefined();
    const ajv = validator!.ajv;
    const valid = ajv.validateSchema(schema as AnySchema);
    expect(ajv.errors ?? [], ajv.errorsText(ajv.errors)).toEqual([]);
    expect(valid).toBe(true);
  });
});
