import { describe, expect, it } from 'vitest';
import { scanJsonSchemaKeys } from '../../../../src/markdown/highlight/jsonSchemaStructure.ts';

/**
 * Each key as `name:group` (a grouped keyword), `name:keyword` (schema
 * position, no group, like `type`) or `name:-` (a property name or data).
 */
function describeKeys(source: string): string[] {
  return scanJsonSchemaKeys(source).map(({ name, schemaPosition, group }) =>
    schemaPosition ? `${name}:${group ?? 'keyword'}` : `${name}:-`,
  );
}

interface Case {
  title: string;
  source: string;
  keys: string[];
}

const wellFormed: Case[] = [
  {
    title: 'keywords of a flat schema',
    source: '{"type": "string", "minLength": 1, "maxLength": 5, "pattern": "^a", "$comment": "c"}',
    keys: ['type:keyword', 'minLength:string', 'maxLength:string', 'pattern:string', '$comment:annotations'],
  },
  {
    title: 'property names under properties are names, their values are schemas',
    source: '{"properties": {"items": {"type": "array", "items": {"minimum": 0}}, "type": {"const": 1}}}',
    keys: ['properties:object', 'items:-', 'type:keyword', 'items:array', 'minimum:number', 'type:-', 'const:const'],
  },
  {
    title: 'values of const, enum, default and examples are data',
    source:
      '{"const": {"minLength": 1}, "enum": [{"maxLength": 2}], "default": {"properties": {"a": {}}}, ' +
      '"examples": [{"format": "x"}]}',
    keys: [
      'const:const',
      'minLength:-',
      'enum:enum',
      'maxLength:-',
      'default:annotations',
      'properties:-',
      'a:-',
      'examples:annotations',
      'format:-',
    ],
  },
  {
    title: 'schemas under $defs and definitions',
    source: '{"$defs": {"x": {"minLength": 1}}, "definitions": {"y": {"$ref": "#/$defs/x"}}}',
    keys: ['$defs:references', 'x:-', 'minLength:string', 'definitions:references', 'y:-', '$ref:references'],
  },
  {
    title: 'every schema of allOf, anyOf, oneOf and prefixItems',
    source:
      '{"allOf": [{"minimum": 1}, {"maximum": 2}], "anyOf": [true, {"not": {"const": 3}}], "prefixItems": [{"title": "t"}]}',
    keys: [
      'allOf:composition',
      'minimum:number',
      'maximum:number',
      'anyOf:composition',
      'not:composition',
      'const:const',
      'prefixItems:array',
      'title:annotations',
    ],
  },
  {
    title: 'a root array is data',
    source: '[{"minLength": 1}]',
    keys: ['minLength:-'],
  },
  {
    title: 'items in schema form',
    source: '{"items": {"minItems": 1, "uniqueItems": true}}',
    keys: ['items:array', 'minItems:array', 'uniqueItems:array'],
  },
  {
    title: 'items in tuple form',
    source: '{"items": [{"minimum": 1}, {"maxLength": 2}], "additionalItems": {"format": "f"}}',
    keys: ['items:array', 'minimum:number', 'maxLength:string', 'additionalItems:array', 'format:string'],
  },
  {
    title: 'dependencies with a schema and with property names',
    source: '{"dependencies": {"a": {"required": ["b"]}, "c": ["d"]}, "dependentSchemas": {"e": {"minProperties": 1}}}',
    keys: [
      'dependencies:conditionals',
      'a:-',
      'required:object',
      'c:-',
      'dependentSchemas:conditionals',
      'e:-',
      'minProperties:object',
    ],
  },
  {
    title: 'single subschemas: if, then, else, additionalProperties, propertyNames, contains',
    source:
      '{"if": {"minimum": 1}, "then": {"maximum": 2}, "else": {"multipleOf": 3}, "additionalProperties": {"readOnly": true}, ' +
      '"propertyNames": {"pattern": "p"}, "contains": {"const": 1}}',
    keys: [
      'if:conditionals',
      'minimum:number',
      'then:conditionals',
      'maximum:number',
      'else:conditionals',
      'multipleOf:number',
      'additionalProperties:object',
      'readOnly:annotations',
      'propertyNames:object',
      'pattern:string',
      'contains:array',
      'const:const',
    ],
  },
  {
    title: 'patternProperties names are patterns, not keywords',
    source: '{"patternProperties": {"^enum$": {"enum": [1]}}}',
    keys: ['patternProperties:object', '^enum$:-', 'enum:enum'],
  },
  {
    title: 'boolean schemas',
    source: '{"properties": {"a": true}, "additionalProperties": false, "items": true, "minItems": 1}',
    keys: ['properties:object', 'a:-', 'additionalProperties:object', 'items:array', 'minItems:array'],
  },
  {
    title: 'the value of an unknown keyword is data',
    source: '{"x-meta": {"minLength": 1}, "$schema": "https://json-schema.org/draft/2020-12/schema"}',
    keys: ['x-meta:keyword', 'minLength:-', '$schema:keyword'],
  },
  {
    title: 'escaped key names are decoded',
    source: '{"\\u0024ref": "#"}',
    keys: ['$ref:references'],
  },
  {
    title: 'names that exist on Object.prototype are not keywords',
    source: '{"constructor": 1, "__proto__": {"minimum": 1}}',
    keys: ['constructor:keyword', '__proto__:keyword', 'minimum:-'],
  },
];

const malformed: Case[] = [
  {
    title: 'a snippet cut short',
    source: '{"properties": {"a": {"minLength": 1, "form',
    keys: ['properties:object', 'a:-', 'minLength:string', 'form:keyword'],
  },
  {
    title: 'a missing comma',
    source: '{"minLength": 1 "maxLength": 2}',
    keys: ['minLength:string', 'maxLength:string'],
  },
  {
    title: 'a missing colon',
    source: '{"properties" {"a": {"minimum": 1}}}',
    keys: ['properties:object', 'a:-', 'minimum:number'],
  },
  {
    title: 'comments',
    source: '{\n  // "maxLength": 1\n  "minLength": 1, /* "pattern": "x" */ "format": "f"\n}',
    keys: ['minLength:string', 'format:string'],
  },
  {
    title: 'the inside of a schema without its braces',
    source: '"minLength": 1,\n"properties": {"a": {"format": "x"}}',
    keys: ['minLength:string', 'properties:object', 'a:-', 'format:string'],
  },
  {
    title: 'an unquoted key still gives its value a role',
    source: '{properties: {"a": {"minimum": 1}}}',
    keys: ['a:-', 'minimum:number'],
  },
  {
    title: 'a stray closing bracket',
    source: '{"allOf": [{"minimum": 1}]], "maximum": 2}',
    keys: ['allOf:composition', 'minimum:number', 'maximum:number'],
  },
];

describe('scanJsonSchemaKeys', () => {
  it.each(wellFormed)('$title', ({ source, keys }) => {
    expect(describeKeys(source)).toEqual(keys);
  });

  it.each(malformed)('tolerates $title', ({ source, keys }) => {
    expect(describeKeys(source)).toEqual(keys);
  });

  it('gives the offsets of the quoted key', () => {
    const source = '{\n  "minLength": 1\n}';
    expect(scanJsonSchemaKeys(source)).toEqual([
      { start: 4, end: 15, name: 'minLength', schemaPosition: true, group: 'string' },
    ]);
    expect(source.slice(4, 15)).toBe('"minLength"');
  });

  it.each(['', '}', ']]]', '"', '{"a"', '{"a":}', ':::', ',,{', '{"\\', '[{]}', '{"a": [}', '/*', '"\\u00'])(
    'never throws on %j',
    (source) => {
      expect(() => scanJsonSchemaKeys(source)).not.toThrow();
    },
  );
});
