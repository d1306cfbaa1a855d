/**
 * Inputs a review found the viewer getting wrong: malformed references,
 * inherited object members, annotations beside references, unusual links,
 * mixed exclusive bounds, empty enums, prefixes with dots.
 */
import { describe, expect, it } from 'vitest';
import { isSafeHref } from '../../../theme/viewer/components/DefaultDescription.tsx';
import { numberBounds, rangeText } from '../../../theme/viewer/model/qualifiers.ts';
import { friendlyType, refName } from '../../../theme/viewer/model/typeNames.ts';
import { headerText, idsOf, nodeHtml, qualifiersFor, renderViewer } from './render.tsx';

describe('malformed input never throws', () => {
  it('a malformed percent-escape in a $ref renders as unresolved', () => {
    const { html } = renderViewer({ properties: { a: { $ref: '#%zz' } } });
    expect(html).toContain('Unresolved reference');
    expect(html).toContain('has no anchor named &quot;%zz&quot;.');
    expect(() => renderViewer({ type: 'array', items: { $ref: '#/$defs/%zz' } })).not.toThrow();
  });

  it('a format named like an Object.prototype member has no description', () => {
    expect(qualifiersFor({ format: 'constructor' })).toEqual(['Format: constructor']);
    expect(qualifiersFor({ format: '__proto__' })).toEqual(['Format: __proto__']);
    expect(qualifiersFor({ format: 'toString' })).toEqual(['Format: toString']);
  });
});

describe('order and annotations', () => {
  it('qualifierMessagesOrder puts a type-specific kind before a type-independent one', () => {
    expect(
      qualifiersFor(
        { type: 'string', minLength: 1, default: 'a' },
        { qualifierMessagesOrder: ['stringLength', 'default'] },
      ),
    ).toEqual(['Length: at least 1 character', 'Default value: "a"']);
  });

  it("a default or examples beside $ref win over the target's", () => {
    expect(
      qualifiersFor({
        $defs: { a: { type: 'string', default: 'target' } },
        properties: { p: { $ref: '#/$defs/a', default: 'mine' } },
      }),
    ).toEqual(['Default value: "mine"']);
    expect(
      qualifiersFor(
        {
          $defs: { a: { type: 'string', examples: ['target'] } },
          properties: { p: { $ref: '#/$defs/a', examples: ['mine'] } },
        },
        { showExamples: true },
      ),
    ).toEqual(['Example: "mine"']);
  });

  it("deprecated: false beside $ref overrides the target's deprecated: true", () => {
    const { html } = renderViewer({
      $defs: { old: { type: 'string', deprecated: true } },
      properties: { p: { $ref: '#/$defs/old', deprecated: false } },
    });
    expect(nodeHtml(html, 't.p')).not.toContain('sg-schema-badge--deprecated');
  });
});

describe('descriptions', () => {
  it('a link whose address holds balanced parentheses keeps them', () => {
    const { html } = renderViewer({ description: '[w](https://en.wikipedia.org/wiki/Foo_(bar))' });
    expect(html).toContain('<p><a href="https://en.wikipedia.org/wiki/Foo_(bar)">w</a></p>');
  });

  it('an unsafe link renders as its text, with no stray ")"', () => {
    const { html } = renderViewer({ description: '[x](javascript:alert(1))' });
    expect(html).toContain('<p><span>x</span></p>');
  });

  it('isSafeHref refuses javascript: behind a control character or with one inside the scheme', () => {
    expect(isSafeHref('\u0001javascript:alert(1)')).toBe(false);
    expect(isSafeHref('java\tscript:alert(1)')).toBe(false);
    expect(isSafeHref('https://example.com/a b')).toBe(false);
    expect(isSafeHref('../guide#install')).toBe(true);
    const { html } = renderViewer({ description: '[x](\u0001javascript:alert(1))' });
    expect(html).not.toContain('javascript:');
  });
});

describe('names and labels', () => {
  it('refName("#") is "root"', () => {
    expect(refName('#')).toBe('root');
    expect(refName('other.json#/$defs/a~1b')).toBe('a/b');
    expect(friendlyType({ type: 'array', items: { type: 'array', items: { $ref: '#' } } })).toBe(
      'array of array of root',
    );
  });

  it('with remote: "none", a remote reference is marked unresolved in its header', () => {
    const { html } = renderViewer(
      { properties: { a: { $ref: 'https://example.com/s.json' } } },
      { resolverOptions: { remote: 'none' } },
    );
    expect(nodeHtml(html, 't.a')).toContain('sg-schema-badge--unresolved');
    expect(headerText(html, 't.a')).toBe('a unknown unresolved $ref https://example.com/s.json');
  });

  it('an empty enum says no value is valid', () => {
    expect(qualifiersFor({ enum: [] })).toEqual(['Possible values: none: the list is empty, so no value is valid']);
  });

  it("a given idPrefix with a dot cannot fake another viewer's path", () => {
    const { html } = renderViewer({ properties: { x: { type: 'string' } } }, { idPrefix: 't.x' });
    expect(idsOf(html)).toContain('t-x.x');
    expect(idsOf(html)).not.toContain('t.x');
  });
});

describe('bounds and arrays', () => {
  it('a boolean exclusiveMinimum beside a numeric exclusiveMaximum keeps both bounds', () => {
    const { lower, upper } = numberBounds({ minimum: 0, exclusiveMinimum: true, exclusiveMaximum: 10 }, '2020-12');
    expect(rangeText(lower, upper)).toBe('0 < value < 10');
  });

  it('in 2020-12, an array under items is not a tuple: no "listed items" line', () => {
    expect(qualifiersFor({ type: 'array', items: [{ type: 'string' }], additionalItems: false })).toEqual([]);
  });
});
