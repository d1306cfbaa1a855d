import { describe, expect, it } from 'vitest';
import type { QualifierKind } from '../../../theme/viewer/model/qualifiers.ts';
import {
  defaultQualifierOrder,
  numberBounds,
  orderQualifiers,
  qualifiersOf,
  rangeText,
} from '../../../theme/viewer/model/qualifiers.ts';
import type { JSONSchema, JSONSchemaObject } from '../../../theme/viewer/model/schema.ts';
import { qualifierKinds, qualifiersFor, renderViewer } from './render.tsx';
import { themeMessages } from '../../../theme/i18n/catalogues.ts';
import { friendlyType } from '../../../theme/viewer/model/typeNames.ts';
import { translate, type Translation } from '../../../theme/i18n/translate.ts';

const draft4 = 'http://json-schema.org/draft-04/schema#';
const draft6 = 'http://json-schema.org/draft-06/schema#';
const draft7 = 'http://json-schema.org/draft-07/schema#';

/** Each case: a schema rendered at the root, and the exact qualifier lines it shows. */
type Case = [string, JSONSchema, string[]];

describe('qualifier messages: values', () => {
  it.each<Case>([
    ['enum, several values', { enum: ['red', 'green', 3, null] }, ['Possible values: "red" "green" 3 null']],
    ['enum, one value', { enum: ['only'] }, ['Possible value: "only"']],
    ['const', { const: 'fixed' }, ['Constant value: "fixed"']],
    ['const object', { const: { a: 1 } }, ['Constant value: {"a":1}']],
    ['default', { type: 'string', default: 'none' }, ['Default value: "none"']],
  ])('%s', (_name, schema, lines) => {
    expect(qualifiersFor(schema)).toEqual(lines);
  });
});

describe('qualifier messages: strings', () => {
  it.each<Case>([
    ['length between', { minLength: 2, maxLength: 5 }, ['Length: between 2 and 5 characters']],
    ['length at least', { minLength: 3 }, ['Length: at least 3 characters']],
    ['length at least one (singular)', { minLength: 1 }, ['Length: at least 1 character']],
    ['length at most', { maxLength: 10 }, ['Length: at most 10 characters']],
    ['length at most one (singular)', { maxLength: 1 }, ['Length: at most 1 character']],
    ['length exactly', { minLength: 4, maxLength: 4 }, ['Length: exactly 4 characters']],
    ['length exactly one (singular)', { minLength: 1, maxLength: 1 }, ['Length: exactly 1 character']],
    ['pattern', { pattern: '^[a-z]+$' }, ['Pattern: must match the regular expression ^[a-z]+$']],
    ['known format', { format: 'email' }, ['Format: email (an email address)']],
    [
      'known format with examples in its description',
      { format: 'date' },
      ['Format: date (a full date, as in RFC 3339 (2024-05-17))'],
    ],
    ['unknown format: the name only', { format: 'postal-code' }, ['Format: postal-code']],
    [
      'contentEncoding',
      { contentEncoding: 'base64' },
      ['Content encoding: base64: the string holds the content encoded this way'],
    ],
    ['contentMediaType', { contentMediaType: 'image/png' }, ['Content media type: image/png']],
  ])('%s', (_name, schema, lines) => {
    expect(qualifiersFor(schema)).toEqual(lines);
  });

  it('puts the format name in <code> and the plain words after it', () => {
    expect(renderViewer({ format: 'uuid' }).html).toContain('<code>uuid</code><span> (a UUID)</span>');
  });
});

describe('qualifier messages: numbers', () => {
  it.each<Case>([
    ['both sides', { minimum: 0, maximum: 10 }, ['Range: 0 ≤ value ≤ 10']],
    ['lower only', { minimum: 1 }, ['Range: value ≥ 1']],
    ['upper only', { maximum: 99 }, ['Range: value ≤ 99']],
    ['exclusive both sides', { exclusiveMinimum: 0, exclusiveMaximum: 1 }, ['Range: 0 < value < 1']],
    ['exclusive lower only', { exclusiveMinimum: 0 }, ['Range: value > 0']],
    ['exclusive upper only', { exclusiveMaximum: 100 }, ['Range: value < 100']],
    ['mixed inclusive and exclusive', { minimum: 1, exclusiveMaximum: 5 }, ['Range: 1 ≤ value < 5']],
    [
      'minimum and a stricter exclusiveMinimum: exclusive wins',
      { minimum: 0, exclusiveMinimum: 5 },
      ['Range: value > 5'],
    ],
    [
      'exclusiveMinimum and a stricter minimum: minimum wins',
      { minimum: 7, exclusiveMinimum: 5 },
      ['Range: value ≥ 7'],
    ],
    ['equal minimum and exclusiveMinimum: exclusive wins', { minimum: 5, exclusiveMinimum: 5 }, ['Range: value > 5']],
    [
      'maximum and a stricter exclusiveMaximum: exclusive wins',
      { maximum: 10, exclusiveMaximum: 8 },
      ['Range: value < 8'],
    ],
    [
      'exclusiveMaximum and a stricter maximum: maximum wins',
      { maximum: 3, exclusiveMaximum: 9 },
      ['Range: value ≤ 3'],
    ],
    ['multipleOf', { multipleOf: 0.5 }, ['Multiple of: 0.5']],
  ])('%s', (_name, schema, lines) => {
    expect(qualifiersFor(schema)).toEqual(lines);
  });
});

describe('draft 4 boolean exclusiveMinimum / exclusiveMaximum', () => {
  it('renders minimum with exclusiveMinimum: true as "value > 5", never as "true"', () => {
    const { qualifiers, text } = renderViewer({ $schema: draft4, minimum: 5, exclusiveMinimum: true });
    expect(qualifiers).toEqual(['Range: value > 5']);
    expect(text).not.toContain('true');
  });

  it('renders maximum with exclusiveMaximum: true as "value < 5", never as "true"', () => {
    const { qualifiers, text } = renderViewer({ $schema: draft4, maximum: 5, exclusiveMaximum: true });
    expect(qualifiers).toEqual(['Range: value < 5']);
    expect(text).not.toContain('true');
  });

  it('renders both flags together', () => {
    expect(
      qualifiersFor({ $schema: draft4, minimum: 1, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: true }),
    ).toEqual(['Range: 1 < value < 9']);
  });

  it('keeps the bound inclusive when the flag is false', () => {
    const { qualifiers, text } = renderViewer({ $schema: draft4, minimum: 5, exclusiveMinimum: false });
    expect(qualifiers).toEqual(['Range: value ≥ 5']);
    expect(text).not.toContain('false');
  });

  it('shows nothing for a flag without the bound it qualifies', () => {
    const { qualifiers, text } = renderViewer({ $schema: draft4, exclusiveMinimum: true });
    expect(qualifiers).toEqual([]);
    expect(text).not.toContain('true');
  });

  it('applies to subschemas of a draft 4 document, and through $ref', () => {
    const { qualifiers } = renderViewer({
      $schema: draft4,
      definitions: { below: { maximum: 5, exclusiveMaximum: true } },
      properties: { a: { minimum: 5, exclusiveMinimum: true }, b: { $ref: '#/definitions/below' } },
    });
    expect(qualifiers).toEqual(['Range: value > 5', 'Range: value < 5']);
  });

  it('numberBounds reads the flags only in draft 4', () => {
    expect(numberBounds({ minimum: 5, exclusiveMinimum: true }, '4')).toEqual({ lower: { value: 5, exclusive: true } });
    expect(numberBounds({ exclusiveMinimum: 5 }, '6')).toEqual({ lower: { value: 5, exclusive: true } });
    expect(rangeText({ value: 5, exclusive: true }, undefined)).toBe('value > 5');
  });
});

describe('draft 6 and later: numeric exclusive bounds', () => {
  it.each([draft6, draft7, 'https://json-schema.org/draft/2020-12/schema'])('%s', (meta) => {
    expect(qualifiersFor({ $schema: meta, exclusiveMinimum: 5, exclusiveMaximum: 10 })).toEqual([
      'Range: 5 < value < 10',
    ]);
    expect(qualifiersFor({ $schema: meta, exclusiveMinimum: 5 })).toEqual(['Range: value > 5']);
  });
});

describe('qualifier messages: objects', () => {
  it.each<Case>([
    [
      'objectSize between',
      { minProperties: 1, maxProperties: 3 },
      ['Number of properties: between 1 and 3 properties'],
    ],
    ['objectSize exactly one', { minProperties: 1, maxProperties: 1 }, ['Number of properties: exactly 1 property']],
    ['objectSize at least', { minProperties: 2 }, ['Number of properties: at least 2 properties']],
    ['objectSize at most one', { maxProperties: 1 }, ['Number of properties: at most 1 property']],
    [
      'additionalProperties false',
      { additionalProperties: false },
      ['Additional properties: not allowed: only the listed properties may appear'],
    ],
    [
      'additionalProperties false with patternProperties',
      { patternProperties: { '^x-': {} }, additionalProperties: false },
      ['Additional properties: not allowed: only the listed properties and those matching a pattern may appear'],
    ],
    ['additionalProperties true', { additionalProperties: true }, ['Additional properties: allowed, with any value']],
    [
      'unevaluatedProperties false',
      { unevaluatedProperties: false },
      ['Unevaluated properties: not allowed: every property must be evaluated by this schema or its subschemas'],
    ],
    [
      'dependentRequired, one name',
      { dependentRequired: { card: ['billing'] } },
      ['Dependent required: when card is present, billing is required'],
    ],
    [
      'dependentRequired, two names',
      { dependentRequired: { card: ['billing', 'cvc'] } },
      ['Dependent required: when card is present, billing and cvc are required'],
    ],
    [
      'dependentRequired, three names',
      { dependentRequired: { card: ['billing', 'cvc', 'expiry'] } },
      ['Dependent required: when card is present, billing, cvc and expiry are required'],
    ],
    ['dependentRequired, an empty list shows nothing', { dependentRequired: { card: [] } }, []],
    [
      'legacy dependencies, array form',
      { $schema: draft7, dependencies: { card: ['billing'] } },
      ['Dependent required: when card is present, billing is required'],
    ],
    [
      'legacy dependencies, array form, several',
      { $schema: draft7, dependencies: { card: ['billing', 'cvc'] } },
      ['Dependent required: when card is present, billing and cvc are required'],
    ],
  ])('%s', (_name, schema, lines) => {
    expect(qualifiersFor(schema)).toEqual(lines);
  });

  it('writes the property names of dependentRequired in <code>', () => {
    expect(renderViewer({ dependentRequired: { card: ['billing'] } }).html).toContain(
      '<span>when </span><code>card</code><span> is present, </span><code>billing</code><span> is required</span>',
    );
  });
});

describe('qualifier messages: arrays', () => {
  it.each<Case>([
    ['arraySize between', { minItems: 1, maxItems: 3 }, ['Number of items: between 1 and 3 items']],
    ['arraySize exactly one', { minItems: 1, maxItems: 1 }, ['Number of items: exactly 1 item']],
    ['arraySize at least', { minItems: 2 }, ['Number of items: at least 2 items']],
    ['arraySize at most', { maxItems: 5 }, ['Number of items: at most 5 items']],
    ['uniqueItems', { uniqueItems: true }, ['Unique items: every item must be different']],
    ['uniqueItems false shows nothing', { uniqueItems: false }, []],
    [
      'contains, default minContains 1',
      { contains: { type: 'string' } },
      ['Contains: at least 1 item must match the contains schema'],
    ],
    [
      'contains with minContains and maxContains',
      { contains: { type: 'string' }, minContains: 2, maxContains: 4 },
      ['Contains: between 2 and 4 items must match the contains schema'],
    ],
    [
      'contains with minContains only',
      { contains: { type: 'string' }, minContains: 3 },
      ['Contains: at least 3 items must match the contains schema'],
    ],
    [
      'contains with maxContains only (minContains defaults to 1)',
      { contains: { type: 'string' }, maxContains: 2 },
      ['Contains: between 1 and 2 items must match the contains schema'],
    ],
    [
      'contains with minContains equal to maxContains',
      { contains: { type: 'string' }, minContains: 1, maxContains: 1 },
      ['Contains: exactly 1 item must match the contains schema'],
    ],
    [
      'contains with minContains 0',
      { contains: { type: 'string' }, minContains: 0 },
      ['Contains: no item has to match the contains schema'],
    ],
    [
      'contains with minContains 0 and maxContains',
      { contains: { type: 'string' }, minContains: 0, maxContains: 2 },
      ['Contains: at most 2 items may match the contains schema'],
    ],
    [
      'draft 7 tuple with additionalItems false',
      { $schema: draft7, items: [{ type: 'string' }, { type: 'number' }], additionalItems: false },
      ['Additional items: not allowed: only the listed items may appear'],
    ],
    [
      '2020-12 prefixItems with items false',
      { prefixItems: [{ type: 'string' }], items: false },
      ['Additional items: not allowed: only the listed items may appear'],
    ],
    ['items false alone', { items: false }, ['Additional items: not allowed: the array must be empty']],
    [
      'unevaluatedItems false',
      { unevaluatedItems: false },
      ['Unevaluated items: not allowed: every item must be evaluated by this schema or its subschemas'],
    ],
  ])('%s', (_name, schema, lines) => {
    expect(qualifiersFor(schema)).toEqual(lines);
  });
});

describe('examples', () => {
  const schema: JSONSchemaObject = { type: 'string', examples: ['alpha', 'beta'] };

  it('are hidden by default', () => {
    const { qualifiers, text } = renderViewer(schema);
    expect(qualifiers).toEqual([]);
    expect(text).not.toContain('alpha');
  });

  it('show with showExamples, "Examples" for several and "Example" for one', () => {
    expect(qualifiersFor(schema, { showExamples: true })).toEqual(['Examples: "alpha" "beta"']);
    expect(qualifiersFor({ type: 'string', examples: ['alpha'] }, { showExamples: true })).toEqual([
      'Example: "alpha"',
    ]);
  });

  it('show nothing for an empty list', () => {
    expect(qualifiersFor({ type: 'string', examples: [] }, { showExamples: true })).toEqual([]);
  });
});

describe('each line carries its kind as a class', () => {
  it('in the default order', () => {
    const { html } = renderViewer({
      type: 'string',
      enum: ['a', 'bb'],
      minLength: 1,
      pattern: '^a',
      format: 'email',
      default: 'a',
    });
    expect(qualifierKinds(html)).toEqual(['enum', 'stringLength', 'pattern', 'format', 'default']);
  });
});

describe('qualifierMessagesOrder', () => {
  const schema: JSONSchemaObject = { type: 'string', minLength: 1, pattern: '^a', format: 'email' };

  it('applies the given order', () => {
    expect(qualifiersFor(schema, { qualifierMessagesOrder: ['format', 'pattern', 'stringLength'] })).toEqual([
      'Format: email (an email address)',
      'Pattern: must match the regular expression ^a',
      'Length: at least 1 character',
    ]);
  });

  it('hides the kinds it leaves out', () => {
    expect(qualifiersFor(schema, { qualifierMessagesOrder: ['pattern'] })).toEqual([
      'Pattern: must match the regular expression ^a',
    ]);
  });

  it('hides every line when empty', () => {
    expect(qualifiersFor({ ...schema, default: 'a' }, { qualifierMessagesOrder: [] })).toEqual([]);
  });

  it('orders type-independent kinds among themselves', () => {
    expect(qualifiersFor({ enum: ['a', 'b'], default: 'a' }, { qualifierMessagesOrder: ['default', 'enum'] })).toEqual([
      'Default value: "a"',
      'Possible values: "a" "b"',
    ]);
  });

  it('orderQualifiers sorts by the order and drops missing kinds', () => {
    const found = qualifiersOf({ minLength: 1, maxItems: 2, default: 0 }, { draft: '2020-12', showExamples: false });
    const order: QualifierKind[] = ['default', 'stringLength'];
    expect(orderQualifiers(found, order).map((q) => q.kind)).toEqual(['default', 'stringLength']);
    expect(orderQualifiers(found, defaultQualifierOrder).map((q) => q.kind)).toEqual([
      'stringLength',
      'arraySize',
      'default',
    ]);
  });
});

describe("qualifier messages in the page's language", () => {
  const french: Translation = { locale: 'fr', messages: themeMessages('fr') };
  const words = (id: string, values?: Record<string, string | number>) => translate(french, id, values);
  /** A qualifier as QualifierList writes it: label, then its parts, code in backticks. */
  const line = (q: ReturnType<typeof qualifiersOf>[number]) =>
    `${q.label}: ${q.parts.map((part) => ('text' in part ? part.text : 'code' in part ? `\`${part.code}\`` : JSON.stringify(part.value))).join('')}`;

  it('writes labels, counts, ranges and sentences with code in French', () => {
    const schema: JSONSchemaObject = {
      enum: ['a', 'b'],
      minLength: 1,
      maxLength: 3,
      pattern: '^a',
      format: 'email',
      minimum: 0,
      exclusiveMaximum: 10,
      dependentRequired: { card: ['name', 'number', 'expiry'] },
      minItems: 1,
      uniqueItems: true,
      contains: {},
      maxContains: 2,
      minContains: 0,
    };
    expect(qualifiersOf(schema, { draft: '2020-12', showExamples: false, words }).map(line)).toEqual([
      'Valeurs possibles: "a""b"',
      'Longueur: entre 1 et 3 caractères',
      "Motif: doit correspondre à l'expression régulière `^a`",
      'Format: `email` (une adresse e-mail)',
      'Plage: 0 ≤ valeur < 10',
      'Requises selon la présence: quand `card` est présente, `name`, `number` et `expiry` sont requises',
      "Nombre d'éléments: au moins 1 élément",
      'Éléments uniques: chaque élément doit être différent',
      'Contient: au plus 2 éléments peuvent correspondre au schéma contains',
    ]);
  });

  it('writes the words around type names in French, the names as JSON Schema has them', () => {
    expect(friendlyType({ type: 'array', items: { type: 'string' } }, undefined, 0, words)).toBe('array de string');
    expect(friendlyType({ type: ['array', 'string'], prefixItems: [{}] }, undefined, 0, words)).toBe(
      'array (n-uplet) | string',
    );
    expect(friendlyType(true, undefined, 0, words)).toBe('quelconque');
    expect(friendlyType({ type: 'array', items: { type: 'string' } })).toBe('array of string');
  });

  it('keeps English without words, as before', () => {
    expect(qualifiersOf({ minItems: 2 }, { draft: '2020-12', showExamples: false }).map(line)).toEqual([
      'Number of items: at least 2 items',
    ]);
  });
});
