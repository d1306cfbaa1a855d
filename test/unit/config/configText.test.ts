import { describe, expect, it } from 'vitest';
import { configText } from '../../../src/config/configText.ts';

describe('configText', () => {
  it('is JSON for plain values, and counts functions by their name and source', () => {
    function remarkThing() {
      return 1;
    }
    expect(configText({ a: 1, b: ['x', true, null], plugin: remarkThing })).toBe(
      JSON.stringify({ a: 1, b: ['x', true, null], plugin: `function remarkThing: ${String(remarkThing)}` }),
    );
  });

  it('tells apart what JSON would write alike: regular expressions, Maps, Sets, undefined', () => {
    expect(configText({ pattern: /a+/g })).not.toBe(configText({ pattern: /b+/g }));
    expect(configText(new Map([['k', 1]]))).not.toBe(configText(new Map([['k', 2]])));
    expect(configText(new Set([1]))).not.toBe(configText(new Set([2])));
    expect(configText({ a: undefined })).not.toBe(configText({}));
  });

  it('writes a cycle and a BigInt instead of throwing', () => {
    const options: Record<string, unknown> = { name: 'loop', limit: 10n };
    options.self = options;
    expect(configText({ plugins: [options] })).toBe(
      '{"plugins":[{"name":"loop","limit":"bigint 10","self":"[cycle to $.plugins[0]]"}]}',
    );
  });

  it('writes a value met twice but not in a cycle in full both times', () => {
    const shared = { x: 1 };
    expect(configText({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}');
  });
});
