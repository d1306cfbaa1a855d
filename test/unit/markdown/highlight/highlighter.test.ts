import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { hastToHtml } from 'shiki/core';
import { describe, expect, it, vi } from 'vitest';
import {
  getHighlighter,
  highlightToHast,
  isKnownLanguage,
  knownLanguages,
  UnknownLanguageError,
} from '../../../../src/markdown/highlight/highlighter.ts';

/** Shiki writes `class` as a string, or as an array once a transformer added one. */
function classList(node: Element): string[] {
  const value = node.properties['class'];
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(' ').filter(Boolean) : [];
}

function elements(node: Element): Element[] {
  return node.children.filter((child): child is Element => child.type === 'element');
}

/** The `span.line` elements of a highlighted block. */
function lines(pre: Element): Element[] {
  const [code] = elements(pre);
  expect(code?.tagName).toBe('code');
  return code === undefined ? [] : elements(code);
}

function tokenSpans(pre: Element): Element[] {
  return lines(pre).flatMap(elements);
}

/** The classes of every token whose text is `text` (unmarked keys carry their indentation), in order. */
function classesOf(pre: Element, text: string): string[][] {
  return tokenSpans(pre)
    .filter((span) => toString(span).trim() === text)
    .map(classList);
}

describe('highlightToHast: block structure', () => {
  it('returns a pre holding a code element with one span.line per line', async () => {
    const code = 'const a = 1;\nconst b = 2;\n\nexport { a, b };';
    const pre = await highlightToHast(code, { lang: 'ts' });
    expect(pre.tagName).toBe('pre');
    expect(classList(pre)).toEqual(expect.arrayContaining(['shiki', 'language-ts']));
    expect(pre.properties['data-language']).toBe('ts');
    expect(lines(pre).map((line) => classList(line))).toEqual([['line'], ['line'], ['line'], ['line']]);
    expect(toString(pre)).toBe(code);
  });

  it('drops one trailing line break', async () => {
    const pre = await highlightToHast('a\nb\n', { lang: 'text' });
    expect(lines(pre)).toHaveLength(2);
  });

  it.each([
    { lang: undefined, label: 'text' },
    { lang: 'text', label: 'text' },
    { lang: 'plaintext', label: 'plaintext' },
    { lang: 'txt', label: 'txt' },
  ])('leaves $lang code plain and escaped', async ({ lang, label }) => {
    const pre = await highlightToHast('a <b> & "c"', { lang });
    expect(classList(pre)).toContain(`language-${label}`);
    expect(tokenSpans(pre).every((span) => span.properties['style'] === undefined)).toBe(true);
    expect(hastToHtml(pre)).toContain('a &#x3C;b> &#x26; "c"');
  });

  it('matches language names without regard to case', async () => {
    const pre = await highlightToHast('{"a": 1}', { lang: 'JSON' });
    expect(classList(pre)).toContain('language-json');
  });

  it.each(knownLanguages())('highlights %s', async (lang) => {
    const pre = await highlightToHast('x', { lang });
    expect(classList(pre)).toContain(`language-${lang}`);
  });
});

describe('highlightToHast: line features', () => {
  const code = ['one', 'two', 'three', 'four', 'five', 'six'].join('\n');

  it('marks highlighted lines', async () => {
    const pre = await highlightToHast(code, { lang: 'text', highlightLines: new Set([1, 3, 4, 5]) });
    expect(lines(pre).map((line) => classList(line).includes('highlighted'))).toEqual([
      true,
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it.each([
    { startLineNumber: undefined, first: 1 },
    { startLineNumber: 10, first: 10 },
  ])('numbers lines from $first', async ({ startLineNumber, first }) => {
    const pre = await highlightToHast(code, { lang: 'text', showLineNumbers: true, startLineNumber });
    expect(classList(pre)).toContain('line-numbers');
    expect(lines(pre).map((line) => line.properties['data-line'])).toEqual(
      [0, 1, 2, 3, 4, 5].map((index) => String(first + index)),
    );
  });

  it('counts highlighted lines from the block, not from startLineNumber', async () => {
    const pre = await highlightToHast(code, {
      lang: 'text',
      highlightLines: new Set([2]),
      showLineNumbers: true,
      startLineNumber: 10,
    });
    const highlighted = lines(pre).filter((line) => classList(line).includes('highlighted'));
    expect(highlighted.map((line) => line.properties['data-line'])).toEqual(['11']);
  });

  it('adds no numbers unless asked', async () => {
    const pre = await highlightToHast(code, { lang: 'text' });
    expect(classList(pre)).not.toContain('line-numbers');
    expect(lines(pre).every((line) => line.properties['data-line'] === undefined)).toBe(true);
  });
});

describe('highlightToHast: time', () => {
  it('colours a whole line however long tokenizing it takes, so the output never depends on the machine\'s load', async () => {
    // Every clock reading a second after the last one: with shiki's default limit of 500 ms a line would stop after its first token.
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    try {
      const pre = await highlightToHast('const a = "x"; // done', { lang: 'ts' });
      const styles = tokenSpans(pre).map((span) => String(span.properties['style']));
      expect(new Set(styles).size).toBeGreaterThan(3);
      expect(toString(pre)).toBe('const a = "x"; // done');
    } finally {
      clock.mockRestore();
    }
  });
});

describe('highlightToHast: themes', () => {
  it('gives every token both theme colours as CSS variables and no fixed colour', async () => {
    const pre = await highlightToHast('export const answer: number = 42; // why', { lang: 'typescript' });
    expect(classList(pre)).toEqual(expect.arrayContaining(['shiki-themes', 'github-light', 'github-dark']));
    expect(pre.properties['style']).toMatch(/--shiki-light-bg:[^;]+;.*--shiki-dark-bg:/);
    const styles = tokenSpans(pre).map((span) => String(span.properties['style']));
    expect(styles.length).toBeGreaterThan(3);
    for (const style of styles) {
      expect(style).toMatch(/^--shiki-light:#[0-9A-Fa-f]+;--shiki-dark:#[0-9A-Fa-f]+/);
      expect(style).not.toMatch(/(^|;)color:/);
    }
  });
});

describe('languages', () => {
  it('rejects an unknown language with the exact message', async () => {
    const result = highlightToHast('x', { lang: 'cobolx' });
    await expect(result).rejects.toHaveProperty('message', 'Unknown code block language "cobolx".');
    await expect(result).rejects.toBeInstanceOf(UnknownLanguageError);
  });

  it.each([
    { lang: 'js', known: true },
    { lang: 'ts', known: true },
    { lang: 'sh', known: true },
    { lang: 'shell', known: true },
    { lang: 'bash', known: true },
    { lang: 'md', known: true },
    { lang: 'yml', known: true },
    { lang: 'json-schema', known: true },
    { lang: 'Diff', known: true },
    { lang: 'ansi', known: false },
    { lang: 'python', known: false },
  ])('isKnownLanguage($lang) is $known', ({ lang, known }) => {
    expect(isKnownLanguage(lang)).toBe(known);
  });

  it('lists the same grammar names and aliases that shiki loaded', async () => {
    const loaded = (await getHighlighter()).getLoadedLanguages();
    const own = knownLanguages().filter((name) => !['text', 'plaintext', 'txt', 'json-schema'].includes(name));
    expect([...loaded].sort()).toEqual(own);
  });

  it('creates the highlighter once', () => {
    expect(getHighlighter()).toBe(getHighlighter());
  });
});

describe('highlightToHast: json-schema', () => {
  const schema = `{
  "$defs": {
    "x": { "minLength": 1 }
  },
  "type": "object",
  "properties": {
    "items": { "type": "array", "items": { "minimum": 0 } },
    "tuple": { "items": [{ "maxLength": 2 }, { "format": "f" }] },
    "type": { "allOf": [{ "const": 1 }, { "maxProperties": 3 }] }
  },
  "const": { "pattern": "data" },
  "enum": [{ "multipleOf": 2 }],
  "default": { "minItems": 1 },
  "examples": [{ "exclusiveMinimum": 0 }],
  "dependencies": { "a": { "required": ["b"] } }
}`;

  it('keeps the code and its language', async () => {
    const pre = await highlightToHast(schema, { lang: 'json-schema' });
    expect(toString(pre)).toBe(schema);
    expect(classList(pre)).toContain('language-json-schema');
  });

  it.each([
    { key: '"minLength"', classes: [['sg-keyword', 'sg-keyword-string']], where: 'in $defs/x' },
    { key: '"properties"', classes: [['sg-keyword', 'sg-keyword-object']], where: 'at the root' },
    { key: '"$defs"', classes: [['sg-keyword', 'sg-keyword-references']], where: 'at the root' },
    { key: '"items"', classes: [[], ['sg-keyword', 'sg-keyword-array'], ['sg-keyword', 'sg-keyword-array']], where: 'as a property name, then in schema and tuple form' },
    { key: '"minimum"', classes: [['sg-keyword', 'sg-keyword-number']], where: 'in items (schema form)' },
    { key: '"maxLength"', classes: [['sg-keyword', 'sg-keyword-string']], where: 'in items (tuple form)' },
    { key: '"maxProperties"', classes: [['sg-keyword', 'sg-keyword-object']], where: 'in allOf[1]' },
    { key: '"const"', classes: [['sg-keyword', 'sg-keyword-const'], ['sg-keyword', 'sg-keyword-const']], where: 'in allOf[0] and at the root' },
    { key: '"required"', classes: [['sg-keyword', 'sg-keyword-object']], where: 'in dependencies (schema form)' },
    { key: '"type"', classes: [[], [], []], where: 'nowhere: type has no group, and once it is a property name' },
    { key: '"x"', classes: [[]], where: 'nowhere: a name under $defs' },
    { key: '"pattern"', classes: [[]], where: 'nowhere: inside a const value' },
    { key: '"multipleOf"', classes: [[]], where: 'nowhere: inside an enum value' },
    { key: '"minItems"', classes: [[]], where: 'nowhere: inside a default value' },
    { key: '"exclusiveMinimum"', classes: [[]], where: 'nowhere: inside an examples value' },
  ])('marks $key $where', async ({ key, classes }) => {
    const pre = await highlightToHast(schema, { lang: 'json-schema' });
    expect(classesOf(pre, key)).toEqual(classes);
  });

  it('does not mark keywords in plain json', async () => {
    const pre = await highlightToHast('{ "minLength": 1 }', { lang: 'json' });
    expect(classesOf(pre, '"minLength"')).toEqual([[]]);
  });

  it('keeps line features on json-schema blocks', async () => {
    const pre = await highlightToHast('{\n  "minLength": 1\n}', {
      lang: 'json-schema',
      highlightLines: new Set([2]),
      showLineNumbers: true,
    });
    expect(classList(lines(pre)[1] ?? pre)).toContain('highlighted');
    expect(classesOf(pre, '"minLength"')).toEqual([['sg-keyword', 'sg-keyword-string']]);
  });

  it.each(['{"properties": {"a": {"minLength": 1', '}}]]"', '{"a" "b" : : , {', '"', '{\n  "minLength\n}', ''])(
    'does not throw on malformed %j',
    async (source) => {
      const pre = await highlightToHast(source, { lang: 'json-schema' });
      expect(toString(pre)).toBe(source);
    },
  );

  it('marks what it can in a snippet cut short', async () => {
    const pre = await highlightToHast('{"properties": {"a": {"minLength": 1', { lang: 'json-schema' });
    expect(classesOf(pre, '"minLength"')).toEqual([['sg-keyword', 'sg-keyword-string']]);
  });
});
