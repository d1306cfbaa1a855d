import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JSONSchemaViewer } from '../../../theme/viewer/JSONSchemaViewer.tsx';
import type { JSONSchemaObject } from '../../../theme/viewer/model/schema.ts';
import type { DescriptionComponentProps, ValueComponentProps } from '../../../theme/viewer/viewerOptions.ts';
import { headerText, idsOf, inlineTextOf, qualifierLines, renderViewer, textOf } from './render.tsx';

const person: JSONSchemaObject = {
  title: 'Person',
  type: 'object',
  properties: {
    name: { type: 'string', description: 'Full name' },
    address: {
      type: 'object',
      properties: {
        street: { type: 'string', description: 'Street and number' },
        geo: { type: 'object', properties: { lat: { type: 'number' } } },
      },
    },
  },
};

/** Each collapsible row's id, and whether it is open. */
const rows = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<div class="[^"]*" id="([^"]*)"><details class="sg-schema-details"( open="")?/g)].map((m) => [
      m[1],
      m[2] !== undefined,
    ]),
  );

describe('defaultExpandDepth', () => {
  it('0 (the default): every row closed', () => {
    expect(rows(renderViewer(person).html)).toEqual({
      't.name': false,
      't.address': false,
      't.address.street': false,
      't.address.geo': false,
    });
  });

  it("1: the root's rows open", () => {
    expect(rows(renderViewer(person, { defaultExpandDepth: 1 }).html)).toEqual({
      't.name': true,
      't.address': true,
      't.address.street': false,
      't.address.geo': false,
    });
  });

  it('2: two levels of rows open', () => {
    expect(rows(renderViewer(person, { defaultExpandDepth: 2 }).html)).toEqual({
      't.name': true,
      't.address': true,
      't.address.street': true,
      't.address.geo': true,
    });
  });

  it('closed rows still render their bodies on the server, so they read without JavaScript', () => {
    expect(renderViewer(person).text).toContain('Street and number');
  });
});

describe('jsonPointer', () => {
  it('renders only the subschema', () => {
    const { html, text } = renderViewer(person, { jsonPointer: '/properties/address' });
    expect(headerText(html, 't')).toBe('Schema object');
    expect(headerText(html, 't.street')).toBe('street string');
    expect(text).not.toContain('Full name');
  });

  it('decodes ~1 and ~0 in the pointer', () => {
    const { html } = renderViewer(
      { $defs: { 'a/b~c': { title: 'Escaped', type: 'string' } } },
      { jsonPointer: '/$defs/a~1b~0c' },
    );
    expect(headerText(html, 't')).toBe('Escaped string');
  });

  it('renders an error message when no subschema is there', () => {
    const { html } = renderViewer(person, { jsonPointer: '/properties/nope' });
    expect(html).toBe(
      '<div class="sg-schema-viewer"><p class="sg-schema-error" role="alert">The schema has no subschema at the JSON Pointer &quot;/properties/nope&quot;.</p></div>',
    );
  });

  it('renders the error when the pointer names a value that is not a schema', () => {
    expect(renderViewer(person, { jsonPointer: '/properties/name/type' }).text).toBe(
      'The schema has no subschema at the JSON Pointer "/properties/name/type".',
    );
  });

  it('renders the error for a pointer without a leading slash', () => {
    expect(renderViewer(person, { jsonPointer: 'properties' }).text).toContain('has no subschema at the JSON Pointer');
  });
});

describe('className', () => {
  it("adds to the root element's classes", () => {
    expect(renderViewer(person, { className: 'wide dark' }).html).toMatch(
      /^<div class="sg-schema-viewer wide dark" data-viewer="t">/,
    );
  });

  it('adds to the error element too', () => {
    expect(renderViewer(person, { className: 'wide', jsonPointer: '/nope' }).html).toMatch(
      /^<div class="sg-schema-viewer wide">/,
    );
  });
});

describe('ValueComponent', () => {
  it('renders enum, const, default and examples values', () => {
    const values: unknown[] = [];
    const Value = ({ value }: ValueComponentProps) => {
      values.push(value);
      return <kbd>{JSON.stringify(value)}!</kbd>;
    };
    const { html } = renderViewer(
      {
        properties: { a: { enum: ['x', 'y'], default: 'x' }, b: { const: { k: 1 }, examples: [2] } },
      },
      { ValueComponent: Value, showExamples: true },
    );
    expect(qualifierLines(html)).toEqual([
      'Possible values: "x"! "y"!',
      'Default value: "x"!',
      'Constant value: {"k":1}!',
      'Example: 2!',
    ]);
    expect(html).not.toContain('sg-schema-value');
    expect(values).toEqual(['x', 'y', 'x', { k: 1 }, 2]);
  });

  it('is given the schema that holds the value, so the default can stand out among the enum', () => {
    const Value = ({ value, schema }: ValueComponentProps) => {
      const isDefault = typeof schema === 'object' && schema.default === value;
      return isDefault ? <strong>{String(value)}</strong> : <code>{String(value)}</code>;
    };
    const { html } = renderViewer(
      { properties: { size: { enum: ['s', 'm', 'l'], default: 'm' } } },
      { ValueComponent: Value },
    );
    expect(html).toContain(
      '<span class="sg-schema-qualifier__value"><code>s</code></span><span class="sg-schema-qualifier__value"> <strong>m</strong></span><span class="sg-schema-qualifier__value"> <code>l</code></span>',
    );
  });

  it('the default renders JSON in <code>, long objects indented in <pre>', () => {
    const { html } = renderViewer({
      default: { street: 'A rather long street name', city: 'Somewhere far away', zip: '12345' },
    });
    expect(html).toContain('<pre class="sg-schema-value sg-schema-value--block"><code>{\n  &quot;street&quot;');
    expect(renderViewer({ const: 'short' }).html).toContain('<code class="sg-schema-value">&quot;short&quot;</code>');
  });
});

describe('DescriptionComponent', () => {
  it('replaces the Markdown renderer', () => {
    const Description = ({ description }: DescriptionComponentProps) => (
      <aside className="custom-description">{description.toUpperCase()}</aside>
    );
    const { html } = renderViewer(
      { type: 'string', description: 'plain **text**' },
      { DescriptionComponent: Description },
    );
    expect(html).toContain('<aside class="custom-description">PLAIN **TEXT**</aside>');
    expect(html).not.toContain('sg-schema-description');
  });
});

describe('idPrefix', () => {
  it('starts every node id', () => {
    const { html } = renderViewer(person, { idPrefix: 'person' });
    expect(idsOf(html)).toEqual([
      'person:filter',
      'person',
      'person.name',
      'person.address',
      'person.address.street',
      'person.address.geo',
      'person.address.geo.lat',
    ]);
    expect(html).toContain('href="#person.address.street"');
  });

  it('defaults to a slug of the title, else "schema"', () => {
    expect(renderToString(<JSONSchemaViewer schema={{ title: 'My Order v2!', type: 'object' }} />)).toContain(
      'data-viewer="my-order-v2"',
    );
    expect(renderToString(<JSONSchemaViewer schema={{ type: 'object' }} />)).toContain('data-viewer="schema"');
  });

  it('two viewers with different prefixes have disjoint ids', () => {
    const schema: JSONSchemaObject = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        address: { properties: { street: { type: 'string' } } },
        kind: { type: ['string', 'number'], minLength: 1 },
      },
      oneOf: [{ required: ['name'] }, { required: ['address'] }],
    };
    const a = idsOf(renderViewer(schema, { idPrefix: 'first' }).html);
    const b = idsOf(renderViewer(schema, { idPrefix: 'second' }).html);
    expect(a.length).toBeGreaterThan(10);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
    expect(new Set(a).size).toBe(a.length);
  });

  it('ids within one viewer are unique', () => {
    const { html } = renderViewer({
      properties: { 'a.b': {}, a: { properties: { b: {} } }, 'a b': {}, ':items': {} },
      patternProperties: { a: {} },
      items: {},
      oneOf: [{}, {}],
    });
    const ids = idsOf(html);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('nodeBudget', () => {
  it('renders the bodies of deeper rows only within the budget', () => {
    const small = renderViewer(person, { nodeBudget: 2 });
    expect(small.text).not.toContain('Street and number');
    expect(headerText(small.html, 't.address')).toBe('address object');
    expect(renderViewer(person, { nodeBudget: 100 }).text).toContain('Street and number');
  });
});

describe('toolbar', () => {
  it('renders disabled buttons and filter before hydration', () => {
    const { html } = renderViewer(person);
    expect(inlineTextOf(/<div class="sg-schema-toolbar">[\s\S]*?<\/div>/.exec(html)?.[0] ?? '')).toBe(
      'Expand allCollapse allFilter properties',
    );
    expect(html).toContain('<input id="t:filter" type="search" placeholder="Filter properties" disabled=""');
    expect(textOf(html).startsWith('Expand all Collapse all Filter properties Person object')).toBe(true);
  });
});
