/**
 * The viewer's depth bound: past `maxNestingDepth` levels of nodes, a node's
 * children are cut and a note says so. Every walk (the server budget, "Expand
 * all", the filter, deep links, the anchors) stops there, so a schema nested
 * 2,000 levels deep (or a cyclic object given as props) neither throws nor
 * hangs, and the rendered HTML stays well under Chromium's parser nesting cap
 * of 512 elements, so hydration matches what the server sent.
 */
import { describe, expect, it } from 'vitest';
import type { JSONSchema, JSONSchemaObject } from '../../../theme/viewer/model/schema.ts';
import { childrenOf } from '../../../theme/viewer/model/tree.ts';
import { maxNestingDepth, serverRenderDepth } from '../../../theme/viewer/viewerOptions.ts';
import { idsOf, modelFor, nodeById, renderViewer } from './render.tsx';

/** `wrap` applied `depth` times around a string leaf. */
function nest(depth: number, wrap: (inner: JSONSchemaObject) => JSONSchemaObject): JSONSchemaObject {
  let schema: JSONSchemaObject = { type: 'string', description: 'The bottom.' };
  for (let i = 0; i < depth; i++) schema = wrap(schema);
  return schema;
}

/** `$defs` where each definition references the next: following the references unfolds level after level. */
function refChain(depth: number): JSONSchemaObject {
  const defs: Record<string, JSONSchemaObject> = {};
  for (let i = 0; i < depth; i++)
    defs[`d${i}`] = { type: 'object', properties: { next: { $ref: `#/$defs/d${i + 1}` } } };
  defs[`d${depth}`] = { type: 'string', description: 'The bottom.' };
  return { $defs: defs, $ref: '#/$defs/d0' };
}

/** The shapes that nest the most elements per level, each 2,000 levels deep. */
const shapes: [string, JSONSchemaObject][] = [
  ['properties', nest(2000, (inner) => ({ type: 'object', properties: { a: inner } }))],
  [
    'several types with properties (tabs)',
    nest(2000, (inner) => ({ type: ['object', 'null'], properties: { a: inner } })),
  ],
  ['items', nest(2000, (inner) => ({ type: 'array', items: inner }))],
  ['oneOf', nest(2000, (inner) => ({ oneOf: [inner, { type: 'null' }] }))],
  ['allOf', nest(2000, (inner) => ({ allOf: [inner] }))],
  ['not', nest(2000, (inner) => ({ not: inner }))],
  ['if / then', nest(2000, (inner) => ({ if: { type: 'object' }, then: inner }))],
  ['$ref chain', refChain(2000)],
];

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** How deeply the elements of an HTML fragment nest (the deepest element's count of ancestors, plus one). */
function maxNesting(html: string): number {
  let depth = 0;
  let max = 0;
  for (const match of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*?(\/?)>/g)) {
    const [, closing, name = '', selfClosing] = match;
    if (closing) depth -= 1;
    else if (!voidElements.has(name) && !selfClosing) max = Math.max(max, ++depth);
  }
  return max;
}

/** The id of the node `levels` levels down a chain of `properties.a`. */
const chainId = (levels: number) => ['t', ...Array<string>(levels).fill('a')].join('.');

describe('the depth bound', () => {
  it('is documented at 48 levels, above the deepest real schema (32 levels in a corpus of 951)', () => {
    expect(maxNestingDepth).toBe(48);
  });

  it('cuts a 2,000-level chain at the bound: the last node has no children and says why', () => {
    const model = modelFor(shapes[0]![1]);
    const last = nodeById(model, chainId(maxNestingDepth));
    expect(last.level).toBe(maxNestingDepth);
    const details = model.describe(last);
    expect(details.tooDeep).toBe(maxNestingDepth);
    expect(childrenOf(details)).toEqual([]);
    // Its own keywords still show.
    expect(details.typeLabel).toBe('object');
    const above = model.describe(nodeById(model, chainId(maxNestingDepth - 1)));
    expect(above.tooDeep).toBeUndefined();
  });

  it('bounds every walk: node ids, "Expand all", the filter and deep links stop at the bound', () => {
    const model = modelFor(shapes[0]![1]);
    expect(model.nodeIds(100_000)).toHaveLength(maxNestingDepth + 1);
    expect(model.expandAll(100_000)).toEqual({ open: expect.any(Array), truncated: false });
    expect(model.expandAll(100_000).open).toHaveLength(maxNestingDepth);
    expect(model.renderLevel(1500)).toBe(Number.POSITIVE_INFINITY);
    // The bottom's description is past the bound: the filter does not find it, and says it searched everything.
    expect(model.filter('the bottom', 100_000)).toEqual({
      visible: new Set(),
      matches: 0,
      open: [],
      tabs: [],
      truncated: false,
    });
    expect(model.pathTo(chainId(maxNestingDepth))?.open).toHaveLength(maxNestingDepth - 1);
    expect(model.pathTo(chainId(maxNestingDepth + 1))).toBeUndefined();
    expect(model.pathTo(chainId(1999))).toBeUndefined();
  });

  it.each(shapes)(
    'renders a 2,000-level %s chain on the server down to the server depth only, nested well under 512 elements',
    (_, schema) => {
      const { html } = renderViewer(schema, { defaultExpandDepth: 5000 });
      // Chromium's HTML parser re-parents elements nested deeper than 512; the page around the viewer takes some too.
      expect(maxNesting(html)).toBeLessThanOrEqual(448);
      // Bodies deeper than the server depth wait for the browser (React's server renderer breaks on deep markup).
      const deepest = Math.max(
        ...idsOf(html)
          .filter((id) => !id.includes(':filter') && !id.includes(':tab') && !id.includes(':panel'))
          .map((id) => id.split('.').length - 1),
      );
      expect(deepest).toBe(serverRenderDepth);
    },
  );

  it('describes the cut node with its own type and the bound, for the note', () => {
    const model = modelFor(shapes[1]![1]);
    const details = model.describe(nodeById(model, chainId(maxNestingDepth)));
    expect(details.tooDeep).toBe(maxNestingDepth);
    expect(details.typeLabel).toBe('object');
    expect(details.types.nullable).toBe(true);
    expect(childrenOf(details)).toEqual([]);
  });

  it('neither throws nor hangs on a cyclic object given as props', () => {
    const cyclic: JSONSchemaObject = { type: 'object', properties: {} };
    cyclic.properties = { self: cyclic, other: cyclic } as Record<string, JSONSchema>;
    const model = modelFor(cyclic);
    expect(model.nodeIds(5000)).toHaveLength(5000);
    expect(model.expandAll(2000).truncated).toBe(true);
    expect(model.filter('nothing here', 5000).truncated).toBe(true);
    expect(model.pathTo(chainId(maxNestingDepth).replace(/\.a/g, '.self'))).toBeDefined();
    expect(model.pathTo(chainId(maxNestingDepth + 1).replace(/\.a/g, '.self'))).toBeUndefined();
    const { text } = renderViewer(cyclic, { nodeBudget: 200 });
    expect(text).toContain('self');
  });
});
