import { describe, expect, it } from 'vitest';
import { headerText, nodeHtml, renderViewer, textOf } from './render.tsx';

/** The labels of the tabs of one tab list (by its owner's id and keyword). */
const tabLabels = (html: string, prefix: string) =>
  [
    ...html.matchAll(new RegExp(`<button type="button" role="tab" id="${prefix}:tab:\\d+"[^>]*>([^<]*)</button>`, 'g')),
  ].map((m) => m[1]);

describe('allOf / anyOf / oneOf', () => {
  it('oneOf: tabs labelled by branch title, else by friendly type', () => {
    const { html } = renderViewer({
      oneOf: [{ title: 'Card', type: 'object' }, { type: 'string' }, { type: 'array', items: { type: 'integer' } }],
    });
    expect(html).toContain('<p class="sg-schema-section__title">One of (must match exactly one schema)</p>');
    expect(tabLabels(html, 't:oneOf')).toEqual(['Card', 'string', 'array of integer']);
  });

  it('anyOf: its own title and tabs', () => {
    const { html } = renderViewer({ anyOf: [{ type: 'string' }, { type: 'number' }] });
    expect(html).toContain('<p class="sg-schema-section__title">Any of (must match at least one schema)</p>');
    expect(tabLabels(html, 't:anyOf')).toEqual(['string', 'number']);
  });

  it('allOf: its own title and tabs', () => {
    const { html } = renderViewer({
      allOf: [
        { title: 'Base', type: 'object' },
        { title: 'Extra', required: ['id'] },
      ],
    });
    expect(html).toContain('<p class="sg-schema-section__title">All of (must match every schema)</p>');
    expect(tabLabels(html, 't:allOf')).toEqual(['Base', 'Extra']);
  });

  it('numbers duplicate labels "(1)", "(2)" by position, leaving unique ones alone', () => {
    const { html } = renderViewer({
      oneOf: [{ type: 'string' }, { title: 'Id', type: 'integer' }, { type: 'string' }],
    });
    expect(tabLabels(html, 't:oneOf')).toEqual(['string (1)', 'Id', 'string (3)']);
  });

  it("labels a branch that is a reference by the target's title", () => {
    const { html } = renderViewer({
      $defs: { cat: { title: 'Cat', type: 'object' } },
      oneOf: [{ $ref: '#/$defs/cat' }, { type: 'null' }],
    });
    expect(tabLabels(html, 't:oneOf')).toEqual(['Cat', 'null']);
  });

  it('renders every branch on the server, the first one selected', () => {
    const { html } = renderViewer({
      oneOf: [
        { type: 'object', properties: { email: { type: 'string' } } },
        { type: 'object', properties: { phone: { type: 'string' } } },
      ],
    });
    expect(html).toContain('aria-selected="true" tabindex="0" class="sg-schema-tabs__tab">object (1)</button>');
    expect(html).toContain('aria-selected="false" tabindex="-1" class="sg-schema-tabs__tab">object (2)</button>');
    expect(headerText(html, 't.:oneOf:0.email')).toBe('email string');
    expect(headerText(html, 't.:oneOf:1.phone')).toBe('phone string');
    expect(nodeHtml(html, 't:oneOf:panel:0')).toContain('class="sg-schema-tabs__panel is-active"');
  });

  it('labels the type of a schema made only of a composition by its keyword', () => {
    expect(headerText(renderViewer({ anyOf: [{ type: 'string' }] }).html, 't')).toBe('Schema anyOf');
  });
});

describe('not', () => {
  it('embeds the schema under "Not (must not match this schema)"', () => {
    const { html } = renderViewer({ not: { type: 'string', minLength: 1 } });
    const section = /<div class="sg-schema-section sg-schema-section--not">[\s\S]*$/.exec(html)?.[0] ?? '';
    expect(section).toContain('<p class="sg-schema-section__title">Not (must not match this schema)</p>');
    expect(headerText(html, 't.:not')).toBe('not string');
    expect(textOf(nodeHtml(html, 't.:not'))).toContain('Length: at least 1 character');
  });
});

describe('if / then / else', () => {
  const schema = {
    type: 'object',
    properties: { kind: { enum: ['person', 'company'] } },
    if: { properties: { kind: { const: 'person' } } },
    then: { required: ['birthday'] },
    else: { required: ['vatId'] },
  };

  it('shows the three parts with their explanations, in order', () => {
    const { html } = renderViewer(schema);
    expect(html).toContain('<p class="sg-schema-section__title">Conditional (if / then / else)</p>');
    const labels = [...html.matchAll(/<p class="sg-schema-conditional__label">([\s\S]*?)<\/p>/g)].map((m) =>
      textOf(m[1] ?? ''),
    );
    expect(labels).toEqual([
      'if If the value matches this schema',
      'then then it must also match this one',
      'else otherwise it must match this one',
    ]);
  });

  it('renders each part as a schema', () => {
    const { html } = renderViewer(schema);
    expect(textOf(nodeHtml(html, 't.:if'))).toContain('Constant value: "person"');
    expect(headerText(html, 't.:then.birthday')).toBe('birthday any required listed only in required');
    expect(headerText(html, 't.:else.vatId')).toBe('vatId any required listed only in required');
  });

  it('shows only the parts given', () => {
    const { html } = renderViewer({ if: { type: 'string' }, then: { minLength: 1 } });
    expect(html).toContain('id="t.:if"');
    expect(html).toContain('id="t.:then"');
    expect(html).not.toContain('id="t.:else"');
  });

  it('is not read before draft 7', () => {
    const { html } = renderViewer({
      $schema: 'http://json-schema.org/draft-06/schema#',
      if: { type: 'string' },
      then: { minLength: 1 },
    });
    expect(html).not.toContain('Conditional (if / then / else)');
  });
});
