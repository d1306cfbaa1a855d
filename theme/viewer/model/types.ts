/**
 * A schema's types: declared with `type` (or OpenAPI 3.0 `nullable`), or
 * inferred from the keywords it uses when it declares none.
 */
import type { JSONSchemaObject } from './schema.ts';

export type TypeName = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

/** The keyword families, each with the types its keywords constrain. */
export type TypeGroup = 'object' | 'array' | 'string' | 'number';

export interface TypeInfo {
  /** What the value may be, `null` excluded when it only makes another type nullable. */
  types: string[];
  nullable: boolean;
  /** True when no `type` is declared and the types come from the keywords. */
  inferred: boolean;
}

export const keywordsOfGroup: Record<TypeGroup, readonly string[]> = {
  object: [
    'properties',
    'patternProperties',
    'additionalProperties',
    'required',
    'minProperties',
    'maxProperties',
    'propertyNames',
    'dependentRequired',
    'dependentSchemas',
    'dependencies',
    'unevaluatedProperties',
  ],
  array: [
    'items',
    'prefixItems',
    'additionalItems',
    'contains',
    'minContains',
    'maxContains',
    'minItems',
    'maxItems',
    'uniqueItems',
    'unevaluatedItems',
  ],
  string: ['minLength', 'maxLength', 'pattern', 'format', 'contentEncoding', 'contentMediaType', 'contentSchema'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
};

/** The group a type's keywords belong to (`integer` uses the number keywords). */
export function groupOfType(type: string): TypeGroup | undefined {
  if (type === 'integer') return 'number';
  return type === 'object' || type === 'array' || type === 'string' || type === 'number' ? type : undefined;
}

export function typeOfValue(value: unknown): TypeName {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return 'string';
  return 'object';
}

function distinct(types: string[]): string[] {
  const unique = [...new Set(types)];
  // An integer is a number: `[1, 2.5]` is "number", not "integer" and "number".
  return unique.includes('number') ? unique.filter((type) => type !== 'integer') : unique;
}

export function typeInfo(schema: JSONSchemaObject): TypeInfo {
  const declared =
    typeof schema.type === 'string'
      ? [schema.type]
      : Array.isArray(schema.type)
        ? schema.type.filter((t): t is string => typeof t === 'string')
        : undefined;
  const openApiNullable = schema.nullable === true;
  if (declared && declared.length > 0) {
    const withoutNull = declared.filter((type) => type !== 'null');
    if (withoutNull.length === 0) return { types: ['null'], nullable: false, inferred: false };
    return {
      types: distinct(withoutNull),
      nullable: openApiNullable || withoutNull.length < declared.length,
      inferred: false,
    };
  }
  let inferred: string[] = [];
  if ('const' in schema) inferred = [typeOfValue(schema.const)];
  else if (Array.isArray(schema.enum)) inferred = schema.enum.map(typeOfValue);
  else {
    for (const group of Object.keys(keywordsOfGroup) as TypeGroup[]) {
      if (keywordsOfGroup[group].some((keyword) => keyword in schema)) inferred.push(group);
    }
  }
  const withoutNull = inferred.filter((type) => type !== 'null');
  const nullable = openApiNullable || (withoutNull.length > 0 && withoutNull.length < inferred.length);
  return { types: distinct(withoutNull.length > 0 ? withoutNull : inferred), nullable, inferred: true };
}

/** Whether a schema has any keyword of the group (used to split keywords into type tabs). */
export function usesGroup(schema: JSONSchemaObject, group: TypeGroup): boolean {
  return keywordsOfGroup[group].some((keyword) => keyword in schema);
}
