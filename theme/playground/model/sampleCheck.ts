/**
 * A quick check of a value against a schema, for the choices sample generation
 * makes: which example to use, which `anyOf`/`oneOf` branch, whether `if`
 * holds, whether a property name is allowed. It reads the keywords that decide
 * the shape of a value and takes `format`, `content*`, `unevaluated*` and
 * unresolvable references as satisfied. It is no validator: the playground
 * validates with Ajv.
 */
import {
  draftAtLeast,
  exclusiveBoundsAreFlags,
  itemsMayBeTuple,
  refIgnoresSiblings,
} from '../../viewer/model/draft.ts';
import { locationKey, type SchemaRegistry } from '../../viewer/model/registry.ts';
import { isSchema, isSchemaObject, numberOf, stringsOf, type JSONSchemaObject } from '../../viewer/model/schema.ts';
import { childNode, followRef, type SchemaNode } from './sampleNodes.ts';

/** Deeper than this, or after this many schemas, a check gives up and says yes (only recursive schemas get there). */
const maxCheckDepth = 64;
const maxCheckSteps = 5000;

/** JSON equality: same type and value, objects compared without regard to key order. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameJson(item, b[index]))
    );
  }
  if (!isSchemaObject(a) || !isSchemaObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]))
  );
}

/** The length JSON Schema counts: Unicode code points, not UTF-16 units. */
export const codePointLength = (text: string) => [...text].length;

/** `pattern` as Ajv compiles it (with the `u` flag); undefined when it is not a valid regular expression. */
export function compilePattern(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

/** Whether `value` is a multiple of `divisor` by the test Ajv uses (the quotient is a whole number). */
export const isMultipleOf = (value: number, divisor: number) => divisor > 0 && Number.isInteger(value / divisor);

export function matchesType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isSchemaObject(value);
    default:
      return true;
  }
}

export class SampleChecker {
  /**
   * Schemas being checked against values, by location: the same pair again is a loop that reads no further into the
   * value.
   */
  private readonly active = new Map<string, unknown[]>();
  private steps = 0;

  constructor(private readonly registry: SchemaRegistry) {}

  /** Whether `value` satisfies every schema in `nodes`. */
  matchesAll(value: unknown, nodes: readonly SchemaNode[]): boolean {
    return nodes.every((node) => this.matches(value, node));
  }

  matches(value: unknown, node: SchemaNode): boolean {
    this.steps = 0;
    return this.check(value, node, 0);
  }

  private check(value: unknown, node: SchemaNode, depth: number): boolean {
    const schema = node.schema;
    if (typeof schema === 'boolean') return schema;
    // Recursive schemas can branch at every level (`anyOf` of `$ref: "#"`…): past a budget, or
    // back at a schema already checking this very value, the answer is "yes" (unknown).
    if (depth > maxCheckDepth || ++this.steps > maxCheckSteps) return true;
    const key = locationKey(node.location);
    const values = this.active.get(key) ?? [];
    if (values.includes(value)) return true;
    this.active.set(key, [...values, value]);
    try {
      const resolution = followRef(this.registry, { ...node, schema });
      if (resolution?.status === 'resolved' && !this.check(value, resolution, depth + 1)) return false;
      if (resolution && refIgnoresSiblings(node.scope.draft)) return true;
      const sub = (item: unknown, ...tokens: string[]) => {
        const child = childNode(this.registry, node, ...tokens);
        return child === undefined || this.check(item, child, depth + 1);
      };
      return (
        this.matchesValue(value, schema) &&
        this.matchesNumber(value, schema, node) &&
        this.matchesString(value, schema) &&
        this.matchesArray(value, schema, node, sub) &&
        this.matchesObject(value, schema, sub) &&
        this.matchesComposition(value, schema, sub)
      );
    } finally {
      if (values.length === 0) this.active.delete(key);
      else this.active.set(key, values);
    }
  }

  private matchesValue(value: unknown, schema: JSONSchemaObject): boolean {
    const type = schema.type;
    if (typeof type === 'string' && !matchesType(value, type)) return false;
    if (Array.isArray(type) && type.length > 0 && !type.some((t) => typeof t === 'string' && matchesType(value, t)))
      return false;
    if ('const' in schema && !sameJson(value, schema.const)) return false;
    if (Array.isArray(schema.enum) && !schema.enum.some((item) => sameJson(item, value))) return false;
    return true;
  }

  private matchesNumber(value: unknown, schema: JSONSchemaObject, node: SchemaNode): boolean {
    if (typeof value !== 'number') return true;
    const minimum = numberOf(schema, 'minimum');
    const maximum = numberOf(schema, 'maximum');
    if (exclusiveBoundsAreFlags(node.scope.draft)) {
      if (minimum !== undefined && (schema.exclusiveMinimum === true ? value <= minimum : value < minimum))
        return false;
      if (maximum !== undefined && (schema.exclusiveMaximum === true ? value >= maximum : value > maximum))
        return false;
    } else {
      if (minimum !== undefined && value < minimum) return false;
      if (maximum !== undefined && value > maximum) return false;
      const exclusiveMinimum = numberOf(schema, 'exclusiveMinimum');
      const exclusiveMaximum = numberOf(schema, 'exclusiveMaximum');
      if (exclusiveMinimum !== undefined && value <= exclusiveMinimum) return false;
      if (exclusiveMaximum !== undefined && value >= exclusiveMaximum) return false;
    }
    const multipleOf = numberOf(schema, 'multipleOf');
    return multipleOf === undefined || isMultipleOf(value, multipleOf);
  }

  private matchesString(value: unknown, schema: JSONSchemaObject): boolean {
    if (typeof value !== 'string') return true;
    const minLength = numberOf(schema, 'minLength');
    const maxLength = numberOf(schema, 'maxLength');
    if (minLength !== undefined || maxLength !== undefined) {
      const length = codePointLength(value);
      if (minLength !== undefined && length < minLength) return false;
      if (maxLength !== undefined && length > maxLength) return false;
    }
    const pattern = typeof schema.pattern === 'string' ? compilePattern(schema.pattern) : undefined;
    return pattern === undefined || pattern.test(value);
  }

  private matchesArray(
    value: unknown,
    schema: JSONSchemaObject,
    node: SchemaNode,
    sub: (item: unknown, ...tokens: string[]) => boolean,
  ): boolean {
    if (!Array.isArray(value)) return true;
    const minItems = numberOf(schema, 'minItems');
    const maxItems = numberOf(schema, 'maxItems');
    if (minItems !== undefined && value.length < minItems) return false;
    if (maxItems !== undefined && value.length > maxItems) return false;
    if (
      schema.uniqueItems === true &&
      value.some((item, index) => value.findIndex((other) => sameJson(other, item)) !== index)
    )
      return false;
    const draft = node.scope.draft;
    const tuple = itemsMayBeTuple(draft) && Array.isArray(schema.items);
    const prefixKeyword = tuple ? 'items' : 'prefixItems';
    const prefix = tuple || draftAtLeast(draft, '2020-12') ? schema[prefixKeyword] : undefined;
    const prefixLength = Array.isArray(prefix) ? prefix.length : 0;
    const restKeyword = tuple ? 'additionalItems' : Array.isArray(schema.items) ? undefined : 'items';
    for (const [index, item] of value.entries()) {
      if (
        index < prefixLength
          ? !sub(item, prefixKeyword, String(index))
          : restKeyword !== undefined && !sub(item, restKeyword)
      )
        return false;
    }
    if (isSchema(schema.contains)) {
      const count = value.filter((item) => sub(item, 'contains')).length;
      const counted = draftAtLeast(draft, '2019-09');
      const minContains = (counted ? numberOf(schema, 'minContains') : undefined) ?? 1;
      const maxContains = counted ? numberOf(schema, 'maxContains') : undefined;
      if (count < minContains || (maxContains !== undefined && count > maxContains)) return false;
    }
    return true;
  }

  private matchesObject(
    value: unknown,
    schema: JSONSchemaObject,
    sub: (item: unknown, ...tokens: string[]) => boolean,
  ): boolean {
    if (!isSchemaObject(value)) return true;
    const keys = Object.keys(value);
    if (!stringsOf(schema, 'required').every((name) => Object.hasOwn(value, name))) return false;
    const minProperties = numberOf(schema, 'minProperties');
    const maxProperties = numberOf(schema, 'maxProperties');
    if (minProperties !== undefined && keys.length < minProperties) return false;
    if (maxProperties !== undefined && keys.length > maxProperties) return false;
    const properties = isSchemaObject(schema.properties) ? schema.properties : {};
    const patterns = isSchemaObject(schema.patternProperties) ? Object.keys(schema.patternProperties) : [];
    for (const key of keys) {
      let evaluated = Object.hasOwn(properties, key);
      if (evaluated && !sub(value[key], 'properties', key)) return false;
      for (const pattern of patterns) {
        if (!compilePattern(pattern)?.test(key)) continue;
        evaluated = true;
        if (!sub(value[key], 'patternProperties', pattern)) return false;
      }
      if (!evaluated && !sub(value[key], 'additionalProperties')) return false;
      if (!sub(key, 'propertyNames')) return false;
    }
    for (const keyword of ['dependentRequired', 'dependentSchemas', 'dependencies']) {
      const dependencies = schema[keyword];
      if (!isSchemaObject(dependencies)) continue;
      for (const [name, dependency] of Object.entries(dependencies)) {
        if (!Object.hasOwn(value, name)) continue;
        if (
          Array.isArray(dependency)
            ? !dependency.every((other) => typeof other !== 'string' || Object.hasOwn(value, other))
            : !sub(value, keyword, name)
        )
          return false;
      }
    }
    return true;
  }

  private matchesComposition(
    value: unknown,
    schema: JSONSchemaObject,
    sub: (item: unknown, ...tokens: string[]) => boolean,
  ): boolean {
    const branches = (keyword: string) =>
      Array.isArray(schema[keyword])
        ? schema[keyword].map((_, index) => sub(value, keyword, String(index)))
        : undefined;
    if (branches('allOf')?.includes(false)) return false;
    const anyOf = branches('anyOf');
    if (anyOf && !anyOf.includes(true)) return false;
    const oneOf = branches('oneOf');
    if (oneOf && oneOf.filter(Boolean).length !== 1) return false;
    if (isSchema(schema.not) && sub(value, 'not')) return false;
    if (isSchema(schema.if)) return sub(value, 'if') ? sub(value, 'then') : sub(value, 'else');
    return true;
  }
}
