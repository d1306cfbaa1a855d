import { describe, expect, it } from 'vitest';
import { SchemaRegistry } from '../../../theme/viewer/model/registry.ts';
import { canLoad, resolverFor } from '../../../theme/viewer/useRemoteDocuments.ts';

const file = { resolve: async (ref: string) => ({ title: ref }) };
const https = { resolve: async (ref: string) => ({ title: ref }) };

describe('custom resolvers (resolverOptions.resolvers)', () => {
  it('gives a reference to the resolver of its scheme with its full URI', () => {
    expect(resolverFor({ https }, 'https://example.com/a.json', 'a.json')).toEqual({
      resolver: https,
      ref: 'https://example.com/a.json',
    });
    expect(resolverFor({ https }, 'http://example.com/a.json', 'a.json')).toBeUndefined();
  });

  it('gives a relative reference of a schema without a base of its own to the file resolver, as written', () => {
    expect(resolverFor({ file }, 'sitegen:/array/tuples.json', '../array/tuples.json')).toEqual({
      resolver: file,
      ref: '../array/tuples.json',
    });
    expect(resolverFor(undefined, 'sitegen:/a.json', 'a.json')).toBeUndefined();
    expect(resolverFor({ toString: file } as never, 'sitegen:/a.json', 'a.json')).toBeUndefined();
  });

  it('makes such references loading ("remote") rather than unresolved, and lists them with the reference as written', () => {
    const registry = new SchemaRegistry('2020-12', canLoad({ file }));
    registry.addDocument('sitegen:/schema.json', {
      properties: { tuple: { $ref: '../array/tuples.json#/items' }, local: { $ref: '#/$defs/x' } },
      $defs: { x: {} },
    });
    expect(registry.missingDocuments()).toEqual([
      { resource: 'sitegen:/array/tuples.json', ref: '../array/tuples.json' },
    ]);
    const scope = { base: 'sitegen:/schema.json', draft: '2020-12' as const, dynamic: [] };
    expect(registry.resolve('$ref', '../array/tuples.json#/items', scope)).toEqual({
      status: 'remote',
      uri: 'sitegen:/array/tuples.json#/items',
      resource: 'sitegen:/array/tuples.json',
    });
    const without = new SchemaRegistry('2020-12');
    without.addDocument('sitegen:/schema.json', { $ref: 'other.json' });
    expect(without.missingDocuments()).toEqual([]);
    expect(without.resolve('$ref', 'other.json', scope).status).toBe('unresolved');
  });
});
