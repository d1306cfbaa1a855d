import { describe, expect, it } from 'vitest';
import { SchemaRegistry } from '../../../theme/viewer/model/registry.ts';
import type { JSONSchemaObject } from '../../../theme/viewer/model/schema.ts';
import type { UnresolvedRefsComponentProps } from '../../../theme/viewer/viewerOptions.ts';
import {
  elementById,
  headerText,
  inlineTextOf,
  modelFor,
  nodeById,
  nodeHtml,
  qualifierLines,
  renderViewer,
  textOf,
} from './render.tsx';

const draft4 = 'http://json-schema.org/draft-04/schema#';
const draft7 = 'http://json-schema.org/draft-07/schema#';
const address: JSONSchemaObject = {
  type: 'object',
  properties: { street: { type: 'string' }, city: { type: 'string' } },
};

describe('$ref by JSON Pointer', () => {
  it('follows #/$defs/x and shows the target in place', () => {
    const { html } = renderViewer({ $defs: { address }, properties: { home: { $ref: '#/$defs/address' } } });
    expect(headerText(html, 't.home')).toBe('home object $ref #/$defs/address');
    expect(headerText(html, 't.home.street')).toBe('street string');
    expect(headerText(html, 't.home.city')).toBe('city string');
  });

  it('follows #/definitions/x', () => {
    const { html } = renderViewer({
      definitions: { address },
      properties: { home: { $ref: '#/definitions/address' } },
    });
    expect(headerText(html, 't.home.street')).toBe('street string');
  });

  it('marks the reference chip as resolved, with the absolute URI as its title', () => {
    const { html } = renderViewer({ $defs: { address }, properties: { home: { $ref: '#/$defs/address' } } });
    expect(html).toContain(
      '<span class="sg-schema-ref sg-schema-ref--resolved" title="sitegen:/schema.json#/$defs/address">',
    );
  });

  it('follows a chain of references, showing each', () => {
    const { html } = renderViewer({
      $defs: { a: { $ref: '#/$defs/b' }, b: address },
      properties: { home: { $ref: '#/$defs/a' } },
    });
    expect(headerText(html, 't.home')).toBe('home object $ref #/$defs/a $ref #/$defs/b');
    expect(headerText(html, 't.home.street')).toBe('street string');
  });
});

describe('$anchor and plain-name fragments', () => {
  it('follows #name to a 2020-12 $anchor', () => {
    const { html } = renderViewer({
      $defs: { a: { $anchor: 'addr', ...address } },
      properties: { home: { $ref: '#addr' } },
    });
    expect(headerText(html, 't.home.street')).toBe('street string');
  });

  it('follows a draft 7 "$id": "#name" anchor', () => {
    const { html } = renderViewer({
      $schema: draft7,
      definitions: { a: { $id: '#addr', ...address } },
      properties: { home: { $ref: '#addr' } },
    });
    expect(headerText(html, 't.home.street')).toBe('street string');
  });

  it('follows a draft 4 "id": "#name" anchor', () => {
    const { html } = renderViewer({
      $schema: draft4,
      id: 'https://example.com/root.json',
      definitions: { a: { id: '#addr', ...address } },
      properties: { home: { $ref: '#addr' } },
    });
    expect(headerText(html, 't.home.street')).toBe('street string');
  });
});

describe('$id-based URIs', () => {
  const schema: JSONSchemaObject = {
    $id: 'https://example.com/schemas/customer.json',
    $defs: { address: { $id: 'https://example.com/schemas/address.json', ...address } },
    properties: {
      absolute: { $ref: 'https://example.com/schemas/address.json' },
      relative: { $ref: 'address.json' },
    },
  };

  it('resolves an embedded resource by its absolute URI', () => {
    expect(headerText(renderViewer(schema).html, 't.absolute.street')).toBe('street string');
  });

  it('resolves a relative reference against the root $id', () => {
    expect(headerText(renderViewer(schema).html, 't.relative.street')).toBe('street string');
  });

  it("resolves a reference inside an embedded resource against that resource's $id", () => {
    const { html } = renderViewer({
      $id: 'https://example.com/root.json',
      $defs: {
        inner: {
          $id: 'nested/inner.json',
          $defs: { leaf: { title: 'Leaf', type: 'integer' } },
          properties: { value: { $ref: '#/$defs/leaf' }, sibling: { $ref: 'sibling.json' } },
        },
        sibling: { $id: 'https://example.com/nested/sibling.json', type: 'boolean' },
      },
      properties: { item: { $ref: 'nested/inner.json' } },
    });
    expect(headerText(html, 't.item.value')).toBe('value integer Leaf $ref #/$defs/leaf');
    expect(headerText(html, 't.item.sibling')).toBe('sibling boolean $ref sibling.json');
  });

  it('SchemaRegistry.scopeAt gives an embedded resource its own base URI', () => {
    const registry = new SchemaRegistry();
    registry.addDocument('sitegen:/schema.json', schema);
    expect(registry.scopeAt({ document: 'sitegen:/schema.json', pointer: '/$defs/address/properties/street' })).toEqual(
      { base: 'https://example.com/schemas/address.json', draft: '2020-12' },
    );
    expect(registry.hasResource('https://example.com/schemas/address.json')).toBe(true);
  });
});

describe('keywords beside $ref', () => {
  it('2020-12 keeps them: the node shows its own length and the referenced schema', () => {
    const { html } = renderViewer({
      $defs: { a: { type: 'string', format: 'email' } },
      properties: { p: { $ref: '#/$defs/a', minLength: 3 } },
    });
    const node = nodeHtml(html, 't.p');
    expect(qualifierLines(node)).toEqual(['Length: at least 3 characters', 'Format: email (an email address)']);
    expect(node).toContain('<p class="sg-schema-section__title">And the referenced schema #/$defs/a</p>');
    expect(headerText(html, 't.p.:ref')).toBe('string');
  });

  it('draft 7 ignores them and lists them as ignored', () => {
    const { html } = renderViewer({
      $schema: draft7,
      definitions: { a: { type: 'string', format: 'email' } },
      properties: { p: { $ref: '#/definitions/a', minLength: 3 } },
    });
    const node = nodeHtml(html, 't.p');
    expect(qualifierLines(node)).toEqual(['Format: email (an email address)']);
    expect(textOf(node)).toContain('Ignored beside $ref (this draft reads nothing next to a reference): minLength');
    expect(node).not.toContain('And the referenced schema');
  });

  it("draft 7 inside a 2020-12 document: the embedded resource's draft applies", () => {
    const { html } = renderViewer({
      $defs: {
        legacy: {
          $id: 'https://example.com/legacy',
          $schema: draft7,
          definitions: { s: { type: 'string' } },
          properties: { q: { $ref: '#/definitions/s', minLength: 2 } },
        },
      },
      properties: { p: { $ref: 'https://example.com/legacy' } },
    });
    expect(textOf(nodeHtml(html, 't.p.q'))).toContain(
      'Ignored beside $ref (this draft reads nothing next to a reference): minLength',
    );
  });

  it("annotations beside a reference override the target's title and description", () => {
    const { html } = renderViewer({
      $defs: { a: { type: 'string', title: 'Target title', description: 'Target description' } },
      properties: { p: { $ref: '#/$defs/a', title: 'My title', description: 'My description' } },
    });
    const node = nodeHtml(html, 't.p');
    expect(node).toContain('<span class="sg-schema-summary-title">My title</span>');
    expect(textOf(node)).toContain('My description');
    expect(node).not.toContain('Target title');
    expect(node).not.toContain('Target description');
  });

  it('annotations beside a reference are not "keywords beside $ref" in draft 7', () => {
    const { html } = renderViewer({
      $schema: draft7,
      definitions: { a: { type: 'string' } },
      properties: { p: { $ref: '#/definitions/a', description: 'Mine' } },
    });
    expect(html).not.toContain('sg-schema-ignored');
    expect(textOf(nodeHtml(html, 't.p'))).toContain('Mine');
  });
});

describe('recursion', () => {
  it('a reference to the root renders a link back to it, with the recursive class', () => {
    const { html } = renderViewer({ title: 'Tree', type: 'object', properties: { child: { $ref: '#' } } });
    expect(html).toContain(
      '<a class="sg-schema-ref sg-schema-ref--recursive" href="#t" title="Recursive: refers back to sitegen:/schema.json#">',
    );
    expect(headerText(html, 't.child')).toBe('child Tree recursive #');
    expect(html).not.toContain('id="t.child.child"');
  });

  it('a linked list via $defs stops at the first repeat', () => {
    const { html } = renderViewer(
      {
        $defs: {
          node: {
            title: 'Node',
            type: 'object',
            properties: { value: { type: 'integer' }, next: { $ref: '#/$defs/node' } },
          },
        },
        properties: { head: { $ref: '#/$defs/node' } },
      },
      { defaultExpandDepth: 10 },
    );
    expect(headerText(html, 't.head')).toBe('head object Node $ref #/$defs/node');
    expect(headerText(html, 't.head.value')).toBe('value integer');
    expect(headerText(html, 't.head.next')).toBe('next Node recursive #/$defs/node');
    expect(html).toContain('<a class="sg-schema-ref sg-schema-ref--recursive" href="#t.head"');
    expect(html).not.toContain('id="t.head.next.value"');
  });

  it('a cycle of references with nothing between them ends', () => {
    const { html } = renderViewer({
      $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } },
      properties: { p: { $ref: '#/$defs/a' } },
    });
    expect(html).toContain('sg-schema-ref--recursive');
  });

  it('a schema that is only a reference to itself ends', () => {
    expect(renderViewer({ $ref: '#' }).html).toContain('<a class="sg-schema-ref sg-schema-ref--recursive" href="#t"');
  });
});

describe('unresolved references', () => {
  const schema: JSONSchemaObject = { properties: { a: { $ref: '#/$defs/missing' } } };

  it('show "Unresolved reference" with the reference and the reason', () => {
    const { html } = renderViewer(schema);
    const note = elementById(html, 't.a') ?? '';
    expect(headerText(html, 't.a')).toBe('a unknown unresolved $ref #/$defs/missing');
    expect(note).toContain('<span class="sg-schema-badge sg-schema-badge--unresolved">unresolved</span>');
    expect(textOf(/<div class="sg-schema-unresolved" role="note">[\s\S]*?<\/div>/.exec(note)?.[0] ?? '')).toBe(
      'Unresolved reference $ref: #/$defs/missing sitegen:/schema.json has no schema at the pointer /$defs/missing.',
    );
  });

  it('name a missing anchor', () => {
    expect(renderViewer({ properties: { a: { $ref: '#nowhere' } } }).text).toContain(
      'sitegen:/schema.json has no anchor named "nowhere".',
    );
  });

  it('name a document that is not loaded', () => {
    expect(renderViewer({ properties: { a: { $ref: 'other.json' } } }).text).toContain(
      'No schema with the URI sitegen:/other.json is loaded.',
    );
  });

  it('render through UnresolvedRefsComponent when given, with its props', () => {
    const seen: UnresolvedRefsComponentProps[] = [];
    const Custom = (props: UnresolvedRefsComponentProps) => {
      seen.push(props);
      return <em className="custom-unresolved">missing: {props.reference}</em>;
    };
    const { html } = renderViewer(schema, { UnresolvedRefsComponent: Custom });
    expect(inlineTextOf(/<em class="custom-unresolved">[\s\S]*?<\/em>/.exec(html)?.[0] ?? '')).toBe(
      'missing: #/$defs/missing',
    );
    expect(html).not.toContain('Unresolved reference');
    expect(seen[0]).toEqual({
      reference: '#/$defs/missing',
      keyword: '$ref',
      uri: 'sitegen:/schema.json#/$defs/missing',
      reason: 'sitegen:/schema.json has no schema at the pointer /$defs/missing.',
    });
  });
});

describe('remote references', () => {
  const schema: JSONSchemaObject = { properties: { a: { $ref: 'https://example.com/shared.json#/$defs/money' } } };
  const shared: JSONSchemaObject = {
    $defs: { money: { type: 'object', properties: { amount: { type: 'number' }, currency: { type: 'string' } } } },
  };

  it('render a loading state on the server', () => {
    const { html } = renderViewer(schema);
    expect(headerText(html, 't.a')).toBe('a remote schema $ref https://example.com/shared.json#/$defs/money');
    expect(textOf(/<p class="sg-schema-loading" role="status">[\s\S]*?<\/p>/.exec(html)?.[0] ?? '')).toBe(
      'Loading the remote schema https://example.com/shared.json…',
    );
  });

  it('with remote: "none", render an unresolved message instead', () => {
    const { html, text } = renderViewer(schema, { resolverOptions: { remote: 'none' } });
    expect(html).not.toContain('sg-schema-loading');
    expect(text).toContain(
      'Unresolved reference $ref: https://example.com/shared.json#/$defs/money Remote references are not fetched here (https://example.com/shared.json).',
    );
  });

  it('a document listed in missingDocuments is unresolved at once, with its URL, and never fetched', () => {
    const { html, text } = renderViewer(schema, {
      resolverOptions: { missingDocuments: ['https://example.com/shared.json'] },
    });
    expect(html).not.toContain('sg-schema-loading');
    expect(text).toContain(
      'Unresolved reference $ref: https://example.com/shared.json#/$defs/money No schema with the URI https://example.com/shared.json is loaded.',
    );
    const registry = new SchemaRegistry('2020-12', (uri) => uri !== 'https://example.com/shared.json');
    registry.addDocument('sitegen:/schema.json', schema);
    expect(registry.missingRemoteDocuments()).toEqual([]);
  });

  it('resolve when the document is passed in resolverOptions.documents', () => {
    const { html } = renderViewer(schema, {
      resolverOptions: { documents: { 'https://example.com/shared.json': shared } },
    });
    expect(headerText(html, 't.a')).toBe('a object $ref https://example.com/shared.json#/$defs/money');
    expect(headerText(html, 't.a.amount')).toBe('amount number');
    expect(html).not.toContain('Loading the remote schema');
  });

  it('link to the document page given in documentLinks', () => {
    const { html } = renderViewer(schema, {
      resolverOptions: {
        documents: { 'https://example.com/shared.json': shared },
        documentLinks: { 'https://example.com/shared.json': '/schemas/shared' },
      },
    });
    expect(html).toContain(
      '<a class="sg-schema-ref sg-schema-ref--resolved" href="/schemas/shared" title="https://example.com/shared.json#/$defs/money">',
    );
  });

  it('SchemaRegistry lists the remote documents still missing', () => {
    const registry = new SchemaRegistry();
    registry.addDocument('sitegen:/schema.json', schema);
    expect(registry.missingRemoteDocuments()).toEqual(['https://example.com/shared.json']);
    registry.addDocument('https://example.com/shared.json', shared);
    expect(registry.missingRemoteDocuments()).toEqual([]);
  });
});

describe('$dynamicRef (2020-12)', () => {
  const tree: JSONSchemaObject = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://example.com/tree',
    $dynamicAnchor: 'node',
    type: 'object',
    properties: { data: true, children: { type: 'array', items: { $dynamicRef: '#node' } } },
  };
  const labelledTree: JSONSchemaObject = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://example.com/labelled-tree',
    $dynamicAnchor: 'node',
    $ref: 'tree',
    properties: { label: { type: 'string' } },
  };
  const documents = { 'https://example.com/tree': tree, 'https://example.com/labelled-tree': labelledTree };

  it('SchemaRegistry.resolve goes to the outermost resource in the dynamic scope with the anchor', () => {
    const registry = new SchemaRegistry();
    for (const [uri, document] of Object.entries(documents)) registry.addDocument(uri, document);
    const extended = registry.resolve('$dynamicRef', '#node', {
      base: 'https://example.com/tree',
      draft: '2020-12',
      dynamic: ['https://example.com/labelled-tree', 'https://example.com/tree'],
    });
    expect(extended).toMatchObject({
      status: 'resolved',
      uri: 'https://example.com/labelled-tree#node',
      location: { document: 'https://example.com/labelled-tree', pointer: '' },
    });
    const plain = registry.resolve('$dynamicRef', '#node', {
      base: 'https://example.com/tree',
      draft: '2020-12',
      dynamic: ['https://example.com/tree'],
    });
    expect(plain).toMatchObject({
      status: 'resolved',
      uri: 'https://example.com/tree#node',
      location: { document: 'https://example.com/tree', pointer: '' },
    });
  });

  it('a plain $ref to the same anchor stays static', () => {
    const registry = new SchemaRegistry();
    for (const [uri, document] of Object.entries(documents)) registry.addDocument(uri, document);
    const found = registry.resolve('$ref', '#node', {
      base: 'https://example.com/tree',
      draft: '2020-12',
      dynamic: ['https://example.com/labelled-tree', 'https://example.com/tree'],
    });
    expect(found).toMatchObject({
      status: 'resolved',
      location: { document: 'https://example.com/tree', pointer: '' },
    });
  });

  it('referencing the extension: the children point to the extension, which shows its own properties', () => {
    const { html } = renderViewer(
      { properties: { root: { $ref: 'https://example.com/labelled-tree' } } },
      { defaultExpandDepth: 10, resolverOptions: { documents } },
    );
    // The extension's own property and the base's properties both show.
    expect(headerText(html, 't.root.label')).toBe('label string');
    expect(headerText(html, 't.root.:ref.children')).toBe('children array of object');
    // The items resolve dynamically to the extension, already open above: a recursive link to it.
    expect(html).toContain(
      '<a class="sg-schema-ref sg-schema-ref--recursive" href="#t.root" title="Recursive: refers back to https://example.com/labelled-tree#node">',
    );
  });

  it('referencing the base alone: the children point back to the base', () => {
    const { html } = renderViewer(
      { properties: { root: { $ref: 'https://example.com/tree' } } },
      { resolverOptions: { documents } },
    );
    expect(html).toContain(
      '<a class="sg-schema-ref sg-schema-ref--recursive" href="#t.root" title="Recursive: refers back to https://example.com/tree#node">',
    );
    expect(html).not.toContain('id="t.root.label"');
  });

  it('TreeModel: the items of the extension resolve to the extension', () => {
    const model = modelFor({ $ref: 'https://example.com/labelled-tree' }, { documents });
    const items = nodeById(model, 't.:ref.children.:items');
    expect(model.describe(items).refs).toEqual([
      {
        keyword: '$dynamicRef',
        ref: '#node',
        status: 'recursive',
        uri: 'https://example.com/labelled-tree#node',
        targetId: 't',
      },
    ]);
  });
});

describe('$recursiveRef (2019-09)', () => {
  const tree: JSONSchemaObject = {
    $schema: 'https://json-schema.org/draft/2019-09/schema',
    $id: 'https://example.com/rtree',
    $recursiveAnchor: true,
    type: 'object',
    properties: { data: true, children: { type: 'array', items: { $recursiveRef: '#' } } },
  };
  const labelledTree: JSONSchemaObject = {
    $schema: 'https://json-schema.org/draft/2019-09/schema',
    $id: 'https://example.com/rlabelled',
    $recursiveAnchor: true,
    $ref: 'rtree',
    properties: { label: { type: 'string' } },
  };
  const documents = { 'https://example.com/rtree': tree, 'https://example.com/rlabelled': labelledTree };

  it('SchemaRegistry.resolve goes to the outermost resource with $recursiveAnchor: true', () => {
    const registry = new SchemaRegistry();
    for (const [uri, document] of Object.entries(documents)) registry.addDocument(uri, document);
    const scope = { base: 'https://example.com/rtree', draft: '2019-09' as const };
    expect(
      registry.resolve('$recursiveRef', '#', {
        ...scope,
        dynamic: ['https://example.com/rlabelled', 'https://example.com/rtree'],
      }),
    ).toMatchObject({
      status: 'resolved',
      uri: 'https://example.com/rlabelled',
      location: { document: 'https://example.com/rlabelled', pointer: '' },
    });
    expect(registry.resolve('$recursiveRef', '#', { ...scope, dynamic: ['https://example.com/rtree'] })).toMatchObject({
      status: 'resolved',
      location: { document: 'https://example.com/rtree', pointer: '' },
    });
  });

  it('stays static when its own target has no $recursiveAnchor', () => {
    const registry = new SchemaRegistry();
    registry.addDocument('https://example.com/plain', {
      $id: 'https://example.com/plain',
      $schema: 'https://json-schema.org/draft/2019-09/schema',
      items: { $recursiveRef: '#' },
    });
    registry.addDocument('https://example.com/rlabelled', labelledTree);
    expect(
      registry.resolve('$recursiveRef', '#', {
        base: 'https://example.com/plain',
        draft: '2019-09',
        dynamic: ['https://example.com/rlabelled', 'https://example.com/plain'],
      }),
    ).toMatchObject({ status: 'resolved', location: { document: 'https://example.com/plain', pointer: '' } });
  });

  it('referencing the extension: the children point to the extension', () => {
    const { html } = renderViewer(
      { properties: { root: { $ref: 'https://example.com/rlabelled' } } },
      { resolverOptions: { documents } },
    );
    expect(headerText(html, 't.root.label')).toBe('label string');
    expect(html).toContain(
      '<a class="sg-schema-ref sg-schema-ref--recursive" href="#t.root" title="Recursive: refers back to https://example.com/rlabelled">',
    );
  });
});
