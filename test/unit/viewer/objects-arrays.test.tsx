import { describe, expect, it } from 'vitest';
import { headerText, nodeHtml, qualifierLines, renderViewer, textOf } from './render.tsx';

const draft7 = 'http://json-schema.org/draft-07/schema#';

describe('objects: properties', () => {
  const { html } = renderViewer({
    type: 'object',
    properties: { name: { type: 'string' }, age: { type: 'integer' } },
    required: ['name', 'email'],
  });

  it('render one row per property, with its type', () => {
    expect(headerText(html, 't.name')).toBe('name string required');
    expect(headerText(html, 't.age')).toBe('age integer');
  });

  it('mark required properties with the required badge', () => {
    expect(nodeHtml(html, 't.name')).toContain(
      '<span class="sg-schema-badge sg-schema-badge--required">required</span>',
    );
    expect(nodeHtml(html, 't.age')).not.toContain('sg-schema-badge--required');
  });

  it('show names listed in required but not in properties', () => {
    expect(headerText(html, 't.email')).toBe('email any required listed only in required');
  });

  it('title the section "Properties"', () => {
    expect(html).toContain('<p class="sg-schema-section__title">Properties</p>');
  });

  it('keep unusual property names readable and their ids safe', () => {
    const rendered = renderViewer({ properties: { 'a.b': { type: 'string' }, 'x y': { type: 'number' } } });
    expect(headerText(rendered.html, 't.a%2Eb')).toBe('a.b string');
    expect(headerText(rendered.html, 't.x%20y')).toBe('x y number');
  });

  it('read property names such as __proto__ and constructor as plain names', () => {
    const schema: unknown = JSON.parse(
      '{"properties":{"__proto__":{"type":"string"},"constructor":{"type":"number"}},"required":["__proto__","toString"]}',
    );
    const rendered = renderViewer(schema as { [keyword: string]: unknown });
    expect(headerText(rendered.html, 't.__proto__')).toBe('__proto__ string required');
    expect(headerText(rendered.html, 't.constructor')).toBe('constructor number');
    expect(headerText(rendered.html, 't.toString')).toBe('toString any required listed only in required');
  });
});

describe('objects: other keywords with subschemas', () => {
  it('patternProperties: a row per pattern, written /pattern/', () => {
    const { html } = renderViewer({ patternProperties: { '^x-': { type: 'string' } } });
    expect(html).toContain('<p class="sg-schema-section__title">Pattern properties</p>');
    expect(headerText(html, 't.:patternProperties:%5Ex-')).toBe('/^x-/ pattern string');
  });

  it('additionalProperties as a schema: an "additional properties" row', () => {
    const { html } = renderViewer({ type: 'object', additionalProperties: { type: 'integer', minimum: 0 } });
    expect(headerText(html, 't.:additionalProperties')).toBe('additional properties integer');
    expect(qualifierLines(nodeHtml(html, 't.:additionalProperties'))).toEqual(['Range: value ≥ 0']);
  });

  it('additionalProperties true or false: a qualifier line, no row', () => {
    expect(renderViewer({ additionalProperties: false }).html).not.toContain('id="t.:additionalProperties"');
    expect(renderViewer({ additionalProperties: true }).html).not.toContain('id="t.:additionalProperties"');
  });

  it('propertyNames with keywords other than pattern', () => {
    const { html } = renderViewer({ type: 'object', propertyNames: { minLength: 2, format: 'email' } });
    expect(headerText(html, 't.:propertyNames')).toBe('property names string');
    expect(qualifierLines(nodeHtml(html, 't.:propertyNames'))).toEqual([
      'Length: at least 2 characters',
      'Format: email (an email address)',
    ]);
  });

  it('propertyNames with a pattern', () => {
    const { html } = renderViewer({ propertyNames: { pattern: '^[a-z]+$' } });
    expect(qualifierLines(nodeHtml(html, 't.:propertyNames'))).toEqual([
      'Pattern: must match the regular expression ^[a-z]+$',
    ]);
  });

  it('dependentSchemas: a row per property, "when present"', () => {
    const { html } = renderViewer({
      dependentSchemas: { card: { properties: { billing: { type: 'string' } }, required: ['billing'] } },
    });
    expect(html).toContain(
      '<p class="sg-schema-section__title">Dependent schemas (apply when the property is present)</p>',
    );
    expect(headerText(html, 't.:dependentSchemas:card')).toBe('card when present object');
    expect(headerText(html, 't.:dependentSchemas:card.billing')).toBe('billing string required');
  });

  it('legacy dependencies, schema form: the same rows', () => {
    const { html } = renderViewer({
      $schema: draft7,
      dependencies: { card: { properties: { billing: { type: 'string' } } }, other: ['card'] },
    });
    expect(headerText(html, 't.:dependencies:card')).toBe('card when present object');
    expect(headerText(html, 't.:dependencies:card.billing')).toBe('billing string');
    // The array form beside it is a qualifier line, not a row.
    expect(html).not.toContain('id="t.:dependencies:other"');
    expect(qualifierLines(html)).toContain('Dependent required: when other is present, card is required');
  });

  it('unevaluatedProperties as a schema: an "unevaluated properties" row', () => {
    const { html } = renderViewer({ type: 'object', unevaluatedProperties: { type: 'boolean' } });
    expect(html).toContain('<p class="sg-schema-section__title">Unevaluated properties</p>');
    expect(headerText(html, 't.:unevaluatedProperties')).toBe('unevaluated properties boolean');
  });
});

describe('arrays', () => {
  it('items as a schema: "array of string" and an items row', () => {
    const { html } = renderViewer({ type: 'array', items: { type: 'string', maxLength: 3 } });
    expect(headerText(html, 't')).toBe('Schema array of string');
    expect(headerText(html, 't.:items')).toBe('items string');
    expect(qualifierLines(nodeHtml(html, 't.:items'))).toEqual(['Length: at most 3 characters']);
  });

  it('draft 7 tuple: items as an array, one row per position, and additionalItems as a schema', () => {
    const { html } = renderViewer({
      $schema: draft7,
      type: 'array',
      items: [{ type: 'string' }, { type: 'number' }],
      additionalItems: { type: 'boolean' },
    });
    expect(headerText(html, 't')).toBe('Schema array (tuple)');
    expect(html).toContain('<p class="sg-schema-section__title">Items, by position</p>');
    expect(headerText(html, 't.:0')).toBe('[0] string');
    expect(headerText(html, 't.:1')).toBe('[1] number');
    expect(html).toContain('<p class="sg-schema-section__title">Items after those</p>');
    expect(headerText(html, 't.:additionalItems')).toBe('additional items boolean');
  });

  it('2020-12 prefixItems, with items for the rest', () => {
    const { html } = renderViewer({
      type: 'array',
      prefixItems: [{ type: 'string' }, { type: 'integer' }],
      items: { type: 'boolean' },
    });
    expect(headerText(html, 't.:0')).toBe('[0] string');
    expect(headerText(html, 't.:1')).toBe('[1] integer');
    expect(headerText(html, 't.:additionalItems')).toBe('additional items boolean');
  });

  it('contains: a row with the contains schema, and its count line', () => {
    const { html } = renderViewer({ type: 'array', contains: { type: 'string', title: 'Tag' }, minContains: 2 });
    expect(headerText(html, 't.:contains')).toBe('contains string Tag');
    expect(qualifierLines(html)[0]).toBe('Contains: at least 2 items must match the contains schema');
  });

  it('unevaluatedItems as a schema: an "unevaluated items" row', () => {
    const { html } = renderViewer({ type: 'array', unevaluatedItems: { type: 'string' } });
    expect(html).toContain('<p class="sg-schema-section__title">Unevaluated items</p>');
    expect(headerText(html, 't.:unevaluatedItems')).toBe('unevaluated items string');
  });
});

describe('strings: contentSchema', () => {
  it('renders the decoded content as a nested tree', () => {
    const { html } = renderViewer({
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: {
        type: 'object',
        properties: { token: { type: 'string' }, expires: { type: 'integer' } },
        required: ['token'],
      },
    });
    expect(html).toContain('<p class="sg-schema-section__title">Content schema (the decoded content)</p>');
    expect(headerText(html, 't.:contentSchema')).toBe('content schema object');
    expect(headerText(html, 't.:contentSchema.token')).toBe('token string required');
    expect(headerText(html, 't.:contentSchema.expires')).toBe('expires integer');
    expect(textOf(html)).toContain('Content media type: application/json');
  });
});
