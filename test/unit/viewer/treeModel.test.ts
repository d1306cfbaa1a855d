import { describe, expect, it } from 'vitest';
import type { JSONSchemaObject } from '../../../theme/viewer/model/schema.ts';
import { modelFor, renderViewer } from './render.tsx';

const customer: JSONSchemaObject = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    address: {
      type: 'object',
      properties: { street: { type: 'string' }, city: { type: 'string', description: 'The town' } },
    },
    contact: {
      oneOf: [
        { title: 'Email', type: 'object', properties: { email: { type: 'string' } } },
        {
          title: 'Phone',
          type: 'object',
          properties: { phone: { type: 'string', description: 'With the country code' } },
        },
      ],
    },
  },
};

/** Object schema with `width` properties per level, `depth` levels deep: width^depth leaves. */
function wideSchema(widths: number[]): JSONSchemaObject {
  const [width, ...rest] = widths;
  if (width === undefined) return { type: 'string', description: 'A leaf' };
  const properties: Record<string, JSONSchemaObject> = {};
  for (let i = 0; i < width; i++) properties[`p${i}`] = wideSchema(rest);
  return { type: 'object', properties };
}

/** $defs where each definition references the next two: expanding everything would visit ~2^depth nodes. */
function fibonacciDefs(depth: number): JSONSchemaObject {
  const defs: Record<string, JSONSchemaObject> = {};
  for (let i = 0; i < depth; i++) {
    defs[`d${i}`] = {
      type: 'object',
      properties: { left: { $ref: `#/$defs/d${i + 1}` }, right: { $ref: `#/$defs/d${i + 2}` } },
    };
  }
  defs[`d${depth}`] = { type: 'string' };
  defs[`d${depth + 1}`] = { type: 'number' };
  return { $defs: defs, $ref: '#/$defs/d0' };
}

describe('TreeModel.filter', () => {
  it('keeps the matches and their ancestors visible, and opens the ancestors', () => {
    const result = modelFor(customer).filter('street', 5000);
    expect(result.matches).toBe(1);
    expect([...result.visible].sort()).toEqual(['t', 't.address', 't.address.street']);
    expect(result.open).toEqual(['t.address']);
    expect(result.tabs).toEqual([]);
    expect(result.truncated).toBe(false);
  });

  it('is case-insensitive, trims the query, and matches descriptions', () => {
    const result = modelFor(customer).filter('  TOWN ', 5000);
    expect(result.matches).toBe(1);
    expect(result.visible.has('t.address.city')).toBe(true);
  });

  it('selects the tab that holds a match inside a oneOf branch', () => {
    const result = modelFor(customer).filter('country code', 5000);
    expect(result.matches).toBe(1);
    expect(result.visible.has('t.contact.:oneOf:1.phone')).toBe(true);
    expect(result.tabs).toEqual([{ owner: 't.contact', key: 'oneOf', index: 1 }]);
    expect(result.open).toEqual(['t.contact']);
  });

  it('counts several matches', () => {
    expect(modelFor(customer).filter('e', 5000).matches).toBeGreaterThan(3);
  });

  it('finds nothing for a missing word', () => {
    const result = modelFor(customer).filter('zebra', 5000);
    expect(result).toEqual({ visible: new Set(), matches: 0, open: [], tabs: [], truncated: false });
  });

  it('reports truncated when it stops at its limit', () => {
    expect(modelFor(customer).filter('street', 3).truncated).toBe(true);
  });
});

describe('TreeModel.pathTo', () => {
  it('returns the rows to open and the tab to select for a node inside a oneOf branch', () => {
    expect(modelFor(customer).pathTo('t.contact.:oneOf:1.phone')).toEqual({
      open: ['t.contact'],
      tabs: [{ owner: 't.contact', key: 'oneOf', index: 1 }],
    });
  });

  it('returns the rows to open for a nested property', () => {
    expect(modelFor(customer).pathTo('t.address.street')).toEqual({ open: ['t.address'], tabs: [] });
  });

  it('returns nothing to do for the root', () => {
    expect(modelFor(customer).pathTo('t')).toEqual({ open: [], tabs: [] });
  });

  it('selects the type tab that holds a node of a multi-type schema', () => {
    const model = modelFor({
      type: ['object', 'array'],
      properties: { a: { type: 'string' } },
      items: { type: 'number' },
    });
    expect(model.pathTo('t.:items')).toEqual({ open: [], tabs: [{ owner: 't', key: 'types', index: 1 }] });
    expect(model.pathTo('t.a')).toEqual({ open: [], tabs: [{ owner: 't', key: 'types', index: 0 }] });
  });

  it("returns undefined for an unknown id or another viewer's id", () => {
    const model = modelFor(customer);
    expect(model.pathTo('t.nope')).toBeUndefined();
    expect(model.pathTo('other.address')).toBeUndefined();
    expect(model.pathTo('t.address.street.deeper')).toBeUndefined();
  });

  it('does not follow a recursive link', () => {
    expect(modelFor({ properties: { child: { $ref: '#' } } }).pathTo('t.child.child')).toBeUndefined();
  });
});

describe('TreeModel.expandAll', () => {
  it('opens every collapsible row when the tree fits the limit', () => {
    const result = modelFor(customer).expandAll(2000);
    expect(result.truncated).toBe(false);
    expect(result.open).toEqual(
      expect.arrayContaining(['t.address', 't.address.street', 't.contact', 't.contact.:oneOf:1.phone']),
    );
    // Embedded nodes (the root, oneOf branches) are not rows.
    expect(result.open).not.toContain('t');
    expect(result.open).not.toContain('t.contact.:oneOf:0');
  });

  it('respects its limit and reports truncated', () => {
    const result = modelFor(wideSchema([10, 10, 10])).expandAll(50);
    expect(result.truncated).toBe(true);
    expect(result.open.length).toBeLessThanOrEqual(50);
    expect(result.open.length).toBeGreaterThan(0);
  });

  it('stays bounded on the exponential $defs graph', () => {
    const result = modelFor(fibonacciDefs(30)).expandAll(2000);
    expect(result.truncated).toBe(true);
    expect(result.open.length).toBeLessThanOrEqual(2000);
  });
});

describe('TreeModel.renderLevel', () => {
  it('is unbounded when the whole tree fits the budget', () => {
    expect(modelFor(customer).renderLevel(1500)).toBe(Number.POSITIVE_INFINITY);
  });

  it('is finite for a large schema: 3000 properties three levels down', () => {
    const model = modelFor(wideSchema([15, 10, 20]));
    // Levels: 1 root, 15, 150, 3000 nodes. Levels 0..2 (166 nodes) fit in 1500; level 3 does not.
    expect(model.renderLevel(1500)).toBe(2);
  });

  it('is at least 1 even for a tiny budget', () => {
    expect(modelFor(wideSchema([15, 10, 20])).renderLevel(1)).toBe(1);
  });
});

describe('rendering stays bounded', () => {
  it('a large generated schema renders to a reasonable size', () => {
    const { html } = renderViewer(wideSchema([15, 10, 20]));
    expect(html.length).toBeLessThan(500_000);
    // Levels 0..2 render; the rows of level 2 show as closed headers whose bodies wait for an expand.
    expect(html.includes('id="t.p14.p9"')).toBe(true);
    expect(html.includes('id="t.p0.p0.p0"')).toBe(false);
    expect(html.includes('A leaf')).toBe(false);
  });

  it('the budget caps the number of nodes rendered', () => {
    const { html } = renderViewer(fibonacciDefs(30), { nodeBudget: 100 });
    expect((html.match(/class="sg-schema-node /g) ?? []).length).toBeLessThanOrEqual(100);
  });

  it('a pathological $defs graph (each def references the next two, 30 deep) renders in under 2 seconds', () => {
    const started = performance.now();
    const { html } = renderViewer(fibonacciDefs(30), { defaultExpandDepth: 100 });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(html.includes('id="t.left.left"')).toBe(true);
    expect((html.match(/class="sg-schema-node /g) ?? []).length).toBeLessThanOrEqual(1500);
  });

  it('the filter and pathTo stay bounded on it too', () => {
    const model = modelFor(fibonacciDefs(30));
    expect(model.filter('nothing matches this', 5000).truncated).toBe(true);
    expect(model.pathTo(`t${'.left'.repeat(29)}`)).toEqual({
      open: Array.from({ length: 29 }, (_, i) => `t${'.left'.repeat(i)}`).filter((id) => id !== 't'),
      tabs: [],
    });
  });
});
