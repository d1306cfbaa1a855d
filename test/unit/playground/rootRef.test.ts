import { describe, expect, it } from 'vitest';
import { followRootRef } from '../../../theme/playground/model/rootRef.ts';

describe('following a root $ref for the viewer', () => {
  it('follows a JSON Pointer into $defs or definitions', () => {
    expect(followRootRef({ $ref: '#/$defs/order', $defs: { order: { type: 'object' } } })).toEqual({
      refs: ['#/$defs/order'],
      pointer: '/$defs/order',
    });
    expect(
      followRootRef({
        $schema: 'http://json-schema.org/draft-07/schema#',
        $ref: '#/definitions/a',
        definitions: { a: { type: 'string' } },
      }),
    ).toEqual({ refs: ['#/definitions/a'], pointer: '/definitions/a' });
  });

  it('follows a chain, an $anchor, and an $id', () => {
    expect(followRootRef({ $ref: '#/$defs/a', $defs: { a: { $ref: '#/$defs/b' }, b: { type: 'string' } } })).toEqual({
      refs: ['#/$defs/a', '#/$defs/b'],
      pointer: '/$defs/b',
    });
    expect(followRootRef({ $ref: '#item', $defs: { item: { $anchor: 'item', type: 'string' } } })).toEqual({
      refs: ['#item'],
      pointer: '/$defs/item',
    });
    expect(
      followRootRef({
        $id: 'https://example.com/root.json',
        $ref: 'parts/item.json',
        $defs: { item: { $id: 'parts/item.json', type: 'string' } },
      }),
    ).toEqual({ refs: ['parts/item.json'], pointer: '/$defs/item' });
  });

  it('leaves a root that is more than a pointer, or whose target is missing, remote or a cycle', () => {
    expect(followRootRef({ $ref: '#/$defs/a', type: 'object', $defs: { a: {} } })).toBeUndefined();
    expect(followRootRef({ $ref: '#/$defs/missing', $defs: {} })).toBeUndefined();
    expect(followRootRef({ $ref: 'https://example.com/other.json' })).toBeUndefined();
    expect(followRootRef({ type: 'object' })).toBeUndefined();
    expect(followRootRef(true)).toBeUndefined();
    // a → b → a: stops where it would go round again.
    expect(followRootRef({ $ref: '#/$defs/a', $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } } })).toEqual(
      { refs: ['#/$defs/a', '#/$defs/b'], pointer: '/$defs/b' },
    );
  });

  it('up to draft 7, follows a $ref whatever stands beside it (those drafts ignore its siblings)', () => {
    expect(
      followRootRef({
        $schema: 'http://json-schema.org/draft-07/schema#',
        $ref: '#/definitions/a',
        type: 'object',
        definitions: { a: { type: 'string' } },
      }),
    ).toEqual({ refs: ['#/definitions/a'], pointer: '/definitions/a' });
    expect(followRootRef({ $ref: '#/definitions/a', type: 'object', definitions: { a: {} } }, '7')).toEqual({
      refs: ['#/definitions/a'],
      pointer: '/definitions/a',
    });
  });

  it('stops at a target that has keywords of its own beside its $ref', () => {
    expect(
      followRootRef({ $ref: '#/$defs/a', $defs: { a: { $ref: '#/$defs/b', properties: { x: {} } }, b: {} } }),
    ).toEqual({ refs: ['#/$defs/a'], pointer: '/$defs/a' });
  });
});
