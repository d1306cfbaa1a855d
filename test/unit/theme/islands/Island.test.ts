import { describe, expect, it } from 'vitest';
import { serializeProps } from '../../../../theme/islands/Island.tsx';

describe('serializeProps', () => {
  it.each([
    [{ a: 1, b: 'two', c: [true, null] }, '{"a":1,"b":"two","c":[true,null]}'],
    [{ html: '</script><script>alert(1)</script>' }, '{"html":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}'],
    [{ comment: '<!-- x -->' }, '{"comment":"\\u003c!-- x -->"}'],
    [{ separators: '\u2028\u2029' }, '{"separators":"\\u2028\\u2029"}'],
    [[], '[]'],
  ])('%j → %s', (props, json) => {
    expect(serializeProps(props)).toBe(json);
  });

  it.each([
    { html: '</script><script>alert(1)</script>' },
    { nested: { deeper: ['</SCRIPT>', '<script>'] } },
    { mixed: 'a</script >b\u2028c' },
  ])('cannot end its <script> early: %j', (props) => {
    const json = serializeProps(props);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(props);
  });
});
