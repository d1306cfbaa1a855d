/**
 * Meta-schemas for the schema editor's completion and hover: Monaco's JSON
 * service knows draft-04 and draft-07 by itself, but not draft-06, 2019-09
 * or 2020-12, and it cannot follow `$dynamicRef`/`$recursiveRef`, which is how
 * the newer meta-schemas reach their subschemas. These are Ajv's copies of
 * the official meta-schemas, with those references rewritten to plain `$ref`s
 * to their draft's root, so completion works at every depth. They only drive
 * completion: validation stays with Ajv (checkSchema.ts).
 */
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import root2019 from 'ajv/dist/refs/json-schema-2019-09/schema.json' with { type: 'json' };
import applicator2019 from 'ajv/dist/refs/json-schema-2019-09/meta/applicator.json' with { type: 'json' };
import content2019 from 'ajv/dist/refs/json-schema-2019-09/meta/content.json' with { type: 'json' };
import core2019 from 'ajv/dist/refs/json-schema-2019-09/meta/core.json' with { type: 'json' };
import format2019 from 'ajv/dist/refs/json-schema-2019-09/meta/format.json' with { type: 'json' };
import metaData2019 from 'ajv/dist/refs/json-schema-2019-09/meta/meta-data.json' with { type: 'json' };
import validation2019 from 'ajv/dist/refs/json-schema-2019-09/meta/validation.json' with { type: 'json' };
import root2020 from 'ajv/dist/refs/json-schema-2020-12/schema.json' with { type: 'json' };
import applicator2020 from 'ajv/dist/refs/json-schema-2020-12/meta/applicator.json' with { type: 'json' };
import content2020 from 'ajv/dist/refs/json-schema-2020-12/meta/content.json' with { type: 'json' };
import core2020 from 'ajv/dist/refs/json-schema-2020-12/meta/core.json' with { type: 'json' };
import formatAnnotation2020 from 'ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json' with { type: 'json' };
import metaData2020 from 'ajv/dist/refs/json-schema-2020-12/meta/meta-data.json' with { type: 'json' };
import unevaluated2020 from 'ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json' with { type: 'json' };
import validation2020 from 'ajv/dist/refs/json-schema-2020-12/meta/validation.json' with { type: 'json' };

export interface EditorSchema {
  uri: string;
  schema: unknown;
}

/** The meta-schema a schema without `$schema` is completed against: 2020-12, the playground's default. */
export const defaultMetaSchemaUri = 'https://json-schema.org/draft/2020-12/schema';

/**
 * A copy of `value` where `$dynamicRef`/`$recursiveRef` become `$ref: root`, their anchors go, and
 * relative `$ref`s become absolute (the JSON service resolves them against the URI a schema is
 * registered under, which for the `http:` spelling is not its `$id`).
 */
function withPlainRefs(value: unknown, root: string, base: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withPlainRefs(item, root, base));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '$dynamicAnchor' || key === '$recursiveAnchor') continue;
    if (key === '$dynamicRef' || key === '$recursiveRef') copy.$ref = root;
    else if (key === '$ref' && typeof item === 'string' && !item.startsWith('#')) copy.$ref = new URL(item, base).href;
    else copy[key] = withPlainRefs(item, root, base);
  }
  return copy;
}

function draftSchemas(root: string, documents: { $id?: string }[]): EditorSchema[] {
  return documents.map((document) => ({
    uri: document.$id ?? root,
    schema: withPlainRefs(document, root, document.$id ?? root),
  }));
}

let schemas: EditorSchema[] | undefined;

/** Every meta-schema the editor needs, by the URI `$schema` names it with (the `http:` spelling too). */
export function editorMetaSchemas(): EditorSchema[] {
  schemas ??= [
    ...draftSchemas('https://json-schema.org/draft/2020-12/schema', [
      root2020,
      core2020,
      applicator2020,
      unevaluated2020,
      validation2020,
      metaData2020,
      formatAnnotation2020,
      content2020,
    ]),
    ...draftSchemas('https://json-schema.org/draft/2019-09/schema', [
      root2019,
      core2019,
      applicator2019,
      validation2019,
      metaData2019,
      format2019,
      content2019,
    ]),
    { uri: 'http://json-schema.org/draft-06/schema', schema: draft06 },
  ];
  const httpSpellings = schemas
    .filter((entry) => entry.uri.endsWith('/schema') && entry.uri.startsWith('https:'))
    .map((entry) => ({ uri: entry.uri.replace(/^https:/, 'http:'), schema: entry.schema }));
  return [...schemas, ...httpSpellings];
}
