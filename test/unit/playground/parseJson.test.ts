import { describe, expect, it } from 'vitest';
import { lineColumnAt, parseJson } from '../../../theme/playground/model/parseJson.ts';

describe('parseJson', () => {
  it('parses strict JSON', () => {
    expect(parseJson('{"a": [1, true, null, "x"]}')).toEqual({ ok: true, value: { a: [1, true, null, 'x'] } });
    expect(parseJson(' 5 ')).toEqual({ ok: true, value: 5 });
  });

  it('keeps a "__proto__" key as a plain property', () => {
    const result = parseJson('{"__proto__": {"polluted": true}}');
    expect(result.ok && Object.hasOwn(result.value as object, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports a missing comma at the next member, with its line and column', () => {
    const text = '{\n  "a": 1\n  "b": 2\n}';
    expect(parseJson(text)).toEqual({
      ok: false,
      error: { offset: text.indexOf('"b"'), length: 3, line: 3, column: 3, message: 'Expected a comma' },
    });
  });

  it('reports a trailing comma at the comma, in objects and arrays', () => {
    const object = '{\n  "a": 1,\n}';
    expect(parseJson(object)).toEqual({
      ok: false,
      error: {
        offset: object.indexOf(','),
        length: 1,
        line: 2,
        column: 9,
        message: 'Trailing commas are not allowed in JSON',
      },
    });
    const array = '[1, 2, ]';
    expect(parseJson(array)).toEqual({
      ok: false,
      error: { offset: 5, length: 1, line: 1, column: 6, message: 'Trailing commas are not allowed in JSON' },
    });
  });

  it('reports empty text', () => {
    const empty = { ok: false, error: { offset: 0, length: 0, line: 1, column: 1, message: 'The text is empty' } };
    expect(parseJson('')).toEqual(empty);
    expect(parseJson('  \n\t ')).toEqual(empty);
  });

  it('reports text that stops too early at its end', () => {
    expect(parseJson('{"a": 1')).toEqual({
      ok: false,
      error: { offset: 7, length: 0, line: 1, column: 8, message: 'Unexpected end of text' },
    });
    expect(parseJson('[1,\n')).toEqual({
      ok: false,
      error: { offset: 4, length: 0, line: 2, column: 1, message: 'Unexpected end of text' },
    });
  });

  it.each([
    ['// note\n{}', 0, 7, 'Comments are not allowed in JSON'],
    ['{a: 1}', 1, 1, 'Property names must be in double quotes'],
    ['{"a": tru}', 6, 3, 'Unexpected "tru"'],
    ['{"a" 1}', 5, 1, 'Expected a colon'],
    ['{} []', 3, 1, 'Unexpected text after the end of the JSON value'],
    ['"abc', 0, 4, 'Unterminated string'],
    ['"\\x"', 0, 4, 'Invalid escape character'],
  ])('%j: %s', (text, offset, length, message) => {
    expect(parseJson(text)).toEqual({ ok: false, error: { offset, length, line: 1, column: offset + 1, message } });
  });

  it('counts lines ended by \\r\\n, \\n or \\r once each', () => {
    const text = '{\r\n"a": 1\r\n"b": 2}';
    expect(parseJson(text)).toMatchObject({ ok: false, error: { line: 3, column: 1, message: 'Expected a comma' } });
    expect(lineColumnAt('a\rb\nc\r\nd', 7)).toEqual({ line: 4, column: 1 });
    expect(lineColumnAt('ab', 1)).toEqual({ line: 1, column: 2 });
  });
});
