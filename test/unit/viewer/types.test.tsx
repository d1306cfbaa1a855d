import { describe, expect, it } from 'vitest';
import { typeInfo } from '../../../theme/viewer/model/types.ts';
import { friendlyType } from '../../../theme/viewer/model/typeNames.ts';
import type { JSONSchema } from '../../../theme/viewer/model/schema.ts';
import { headerText, nodeHtml, renderViewer, textOf } from './render.tsx';

/** The root's type label. */
const rootType = (schema: JSONSchema) =>
  /<span class="sg-schema-type">([^<]*)<\/span>/.exec(renderViewer(schema).html)?.[1];

describe('declared types', () => {
  it.each<[JSONSchema, string]>([
    [{ type: 'string' }, 'string'],
    [{ type: 'integer' }, 'integer'],
    [{ type: 'boolean' }, 'boolean'],
    [{ type: 'null' }, 'null'],
    [{ type: 'object' }, 'object'],
    [{ type: 'array' }, 'array'],
  ])('%j → %s', (schema, label) => {
    expect(rootType(schema)).toBe(label);
  });
});

describe('type arrays', () => {
  const schema: JSONSchema = { type: ['string', 'number'], minLength: 2, minimum: 3 };

  it('label the type with every member', () => {
    expect(rootType(schema)).toBe('string | number');
  });

  it('render one tab per type, as role="tab" buttons named after the types', () => {
    const { html } = renderViewer(schema);
    const tabs = [...html.matchAll(/<button type="button" role="tab"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(tabs).toEqual(['string', 'number']);
    expect(html).toContain('role="tablist" aria-label="Types"');
  });

  it("put each type family's keywords in its own tab panel", () => {
    const { html } = renderViewer(schema);
    const [stringPanel, numberPanel] = [nodeHtml(html, 't:types:panel:0'), nodeHtml(html, 't:types:panel:1')];
    expect(stringPanel).toContain('data-label="string"');
    expect(textOf(stringPanel)).toBe('Length: at least 2 characters');
    expect(numberPanel).toContain('data-label="number"');
    expect(textOf(numberPanel)).toBe('Range: value ≥ 3');
  });

  it('say so when a type has no keywords of its own', () => {
    expect(renderViewer({ type: ['string', 'boolean'], minLength: 1 }).text).toContain(
      'No further constraints for this type.',
    );
  });

  it('render ["string", "null"] as "string" with a nullable badge, without tabs', () => {
    const { html } = renderViewer({ type: ['string', 'null'] });
    expect(rootType({ type: ['string', 'null'] })).toBe('string');
    expect(html).toContain('<span class="sg-schema-badge sg-schema-badge--nullable">nullable</span>');
    expect(html).not.toContain('role="tab"');
  });

  it('merge integer into number', () => {
    expect(rootType({ type: ['integer', 'number'] })).toBe('number');
  });
});

describe('OpenAPI nullable', () => {
  it('adds the nullable badge to the declared type', () => {
    const { html } = renderViewer({ type: 'string', nullable: true });
    expect(rootType({ type: 'string', nullable: true })).toBe('string');
    expect(html).toContain('sg-schema-badge--nullable');
  });

  it('shows no badge without it', () => {
    expect(renderViewer({ type: 'string' }).html).not.toContain('sg-schema-badge--nullable');
  });
});

describe('types inferred from keywords', () => {
  it.each<[JSONSchema, string]>([
    [{ minLength: 1 }, 'string'],
    [{ format: 'email' }, 'string'],
    [{ properties: {} }, 'object'],
    [{ required: ['a'] }, 'object'],
    [{ minItems: 1 }, 'array'],
    [{ items: { type: 'integer' } }, 'array of integer'],
    [{ maximum: 3 }, 'number'],
    [{ const: true }, 'boolean'],
    [{ enum: [1, 2] }, 'integer'],
    [{ enum: [1, 2.5] }, 'number'],
    [{ description: 'no constraint' }, 'any'],
  ])('%j → %s', (schema, label) => {
    expect(rootType(schema)).toBe(label);
  });

  it('mark enum values including null as nullable', () => {
    expect(typeInfo({ enum: ['a', null] })).toEqual({ types: ['string'], nullable: true, inferred: true });
  });

  it('typeInfo reports declared types as not inferred', () => {
    expect(typeInfo({ type: ['string', 'null'] })).toEqual({ types: ['string'], nullable: true, inferred: false });
  });
});

describe('friendly type names', () => {
  it.each<[JSONSchema, string]>([
    [true, 'any'],
    [false, 'none'],
    [{ type: 'array', items: { type: 'string' } }, 'array of string'],
    [{ type: 'array', items: { type: 'array', items: { type: 'number' } } }, 'array of array of number'],
    [{ type: 'array', prefixItems: [{ type: 'string' }] }, 'array (tuple)'],
    [{ type: 'array', items: false }, 'array (empty)'],
    [{ oneOf: [{ type: 'string' }] }, 'oneOf'],
    [{ anyOf: [{ type: 'string' }] }, 'anyOf'],
    [{ allOf: [{ type: 'string' }] }, 'allOf'],
  ])('%j → %s', (schema, label) => {
    expect(friendlyType(schema)).toBe(label);
  });

  it('use the title of a referenced schema', () => {
    const lookup = (ref: string) => (ref === '#/$defs/a' ? { title: 'Address', type: 'object' } : undefined);
    expect(friendlyType({ type: 'array', items: { $ref: '#/$defs/a' } }, lookup)).toBe('array of Address');
  });

  it('fall back to the last step of an unresolvable reference', () => {
    expect(friendlyType({ $ref: '#/$defs/address' })).toBe('address');
  });
});

describe('boolean schemas', () => {
  const { html } = renderViewer({ properties: { anything: true, nothing: false } });

  it('true at property level is "any", always valid', () => {
    expect(headerText(html, 't.anything')).toBe('anything any always valid');
  });

  it('false at property level is "none", always invalid', () => {
    expect(headerText(html, 't.nothing')).toBe('nothing none always invalid');
  });

  it('render as leaves, with nothing to expand', () => {
    expect(nodeHtml(html, 't.anything')).toContain('sg-schema-node--leaf');
    expect(nodeHtml(html, 't.nothing')).not.toContain('<details');
  });

  it('render at the root too', () => {
    expect(renderViewer(true).text).toContain('Schema any always valid');
    expect(renderViewer(false).text).toContain('Schema none always invalid');
  });
});
