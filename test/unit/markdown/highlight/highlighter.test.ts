import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { hastToHtml } from 'shiki/core';
import { bundledLanguagesInfo } from 'shiki/langs';
import { describe, expect, it, vi } from 'vitest';
import {
  getHighlighter,
  grammarIdOf,
  highlightToHast,
  isKnownLanguage,
  knownLanguages,
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
    const { pre } = await highlightToHast(code, { lang: 'ts' });
    expect(pre.tagName).toBe('pre');
    expect(classList(pre)).toEqual(expect.arrayContaining(['shiki', 'language-ts']));
    expect(pre.properties['data-language']).toBe('ts');
    expect(lines(pre).map((line) => classList(line))).toEqual([['line'], ['line'], ['line'], ['line']]);
    expect(toString(pre)).toBe(code);
  });

  it('drops one trailing line break', async () => {
    const { pre } = await highlightToHast('a\nb\n', { lang: 'text' });
    expect(lines(pre)).toHaveLength(2);
  });

  it.each([
    { lang: undefined, label: 'text' },
    { lang: 'text', label: 'text' },
    { lang: 'plaintext', label: 'plaintext' },
    { lang: 'txt', label: 'txt' },
  ])('leaves $lang code plain and escaped', async ({ lang, label }) => {
    const { pre } = await highlightToHast('a <b> & "c"', { lang });
    expect(classList(pre)).toContain(`language-${label}`);
    expect(tokenSpans(pre).every((span) => span.properties['style'] === undefined)).toBe(true);
    expect(hastToHtml(pre)).toContain('a &#x3C;b> &#x26; "c"');
  });

  it('matches language names without regard to case', async () => {
    const { pre } = await highlightToHast('{"a": 1}', { lang: 'JSON' });
    expect(classList(pre)).toContain('language-json');
  });

  // A sample of each language Docusaurus docs use most, and the biggest grammars (markdown, vue, svelte, php, cpp),
  // which must highlight: coloured tokens, the text unchanged, no fallback.
  it.each([
    { lang: 'console', code: '$ npm install\nadded 1 package' },
    { lang: 'shell-session', code: '$ ls -la\ntotal 0' },
    { lang: 'sh', code: 'echo "$HOME" | wc -c' },
    { lang: 'zsh', code: 'for f in *.md; do echo "$f"; done' },
    { lang: 'py', code: 'def f(x: int) -> str:\n    return f"{x!r}"' },
    { lang: 'toml', code: '[package]\nname = "x" # a comment' },
    { lang: 'ini', code: '; a comment\n[section]\nkey = value' },
    { lang: 'dockerfile', code: 'FROM node:20\nRUN npm ci' },
    { lang: 'go', code: 'package main\n\nfunc main() { println("hi") }' },
    { lang: 'rust', code: 'fn main() { let v: Vec<i32> = vec![1]; }' },
    { lang: 'java', code: 'public class A { int x = 1; }' },
    { lang: 'sql', code: 'SELECT a FROM t WHERE b = 1; -- c' },
    { lang: 'graphql', code: 'query Q($id: ID!) { user(id: $id) { name } }' },
    { lang: 'markdown', code: '---\ntitle: x\n---\n# Title\n\n*em* `code` [link](x)\n\n```js\nconst a = 1;\n```' },
    {
      lang: 'vue',
      code: '<template>\n  <div :class="{ a: b }" @click="go">{{ msg }}</div>\n</template>\n<script setup lang="ts">\nconst msg = ref<string>("hi");\n</script>',
    },
    {
      lang: 'svelte',
      code: '<script>\n  let count = 0;\n  $: doubled = count * 2;\n</script>\n{#if count > 1}<p>{doubled}</p>{/if}\n<button on:click={() => count++}>+</button>',
    },
    {
      lang: 'php',
      code: '<?php\nclass A { public function f(?string $s): array { return [$s => fn($y) => $y]; } }\n$a = <<<EOT\nheredoc $x\nEOT;\n?>\n<p><?= $x ?></p>',
    },
    {
      lang: 'cpp',
      code: '#include <vector>\ntemplate <typename T>\nclass Foo : public Bar<T> {\n  constexpr auto f(const T& t) noexcept -> decltype(t) { return t; }\n};\nauto l = [&](int x) mutable { return x + R"(raw)"[0]; };',
    },
  ])('highlights $lang', { timeout: 30_000 }, async ({ lang, code }) => {
    const { pre, fallback } = await highlightToHast(code, { lang });
    expect(fallback).toBeUndefined();
    expect(classList(pre)).toContain(`language-${lang}`);
    expect(toString(pre)).toBe(code);
    const colours = new Set(tokenSpans(pre).map((span) => String(span.properties['style'])));
    expect(colours.size).toBeGreaterThan(1);
  });
});

describe('highlightToHast: line features', () => {
  const code = ['one', 'two', 'three', 'four', 'five', 'six'].join('\n');

  it('marks highlighted lines', async () => {
    const { pre } = await highlightToHast(code, { lang: 'text', highlightLines: new Set([1, 3, 4, 5]) });
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
    const { pre } = await highlightToHast(code, { lang: 'text', showLineNumbers: true, startLineNumber });
    expect(classList(pre)).toContain('line-numbers');
    expect(lines(pre).map((line) => line.properties['data-line'])).toEqual(
      [0, 1, 2, 3, 4, 5].map((index) => String(first + index)),
    );
  });

  it('counts highlighted lines from the block, not from startLineNumber', async () => {
    const { pre } = await highlightToHast(code, {
      lang: 'text',
      highlightLines: new Set([2]),
      showLineNumbers: true,
      startLineNumber: 10,
    });
    const highlighted = lines(pre).filter((line) => classList(line).includes('highlighted'));
    expect(highlighted.map((line) => line.properties['data-line'])).toEqual(['11']);
  });

  it('adds no numbers unless asked', async () => {
    const { pre } = await highlightToHast(code, { lang: 'text' });
    expect(classList(pre)).not.toContain('line-numbers');
    expect(lines(pre).every((line) => line.properties['data-line'] === undefined)).toBe(true);
  });
});

describe('highlightToHast: time', () => {
  it("colours a whole line however long tokenizing it takes, so the output never depends on the machine's load", async () => {
    // Every clock reading a second after the last one: with shiki's default limit of 500 ms a line would stop after its
    // first token.
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    try {
      const { pre } = await highlightToHast('const a = "x"; // done', { lang: 'ts' });
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
    const { pre } = await highlightToHast('export const answer: number = 42; // why', { lang: 'typescript' });
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
  it('shows an unknown language as plain text, labelled as written, and says so', async () => {
    const { pre, fallback } = await highlightToHast('x <y>', { lang: 'Cobolx' });
    expect(fallback).toEqual({ kind: 'unknownLanguage', language: 'Cobolx' });
    expect(classList(pre)).toContain('language-cobolx');
    expect(tokenSpans(pre).every((span) => span.properties['style'] === undefined)).toBe(true);
    expect(hastToHtml(pre)).toContain('x &#x3C;y>');
  });

  it.each([
    { lang: 'console', grammar: 'shellsession' },
    { lang: 'shell-session', grammar: 'shellsession' },
    { lang: 'sh-session', grammar: 'shellsession' },
    { lang: 'sh', grammar: 'shellscript' },
    { lang: 'zsh', grammar: 'shellscript' },
    { lang: 'bash', grammar: 'shellscript' },
    { lang: 'py', grammar: 'python' },
    { lang: 'python', grammar: 'python' },
    { lang: 'toml', grammar: 'toml' },
    { lang: 'ini', grammar: 'ini' },
    { lang: 'dockerfile', grammar: 'docker' },
    { lang: 'vue', grammar: 'vue' },
    { lang: 'svelte', grammar: 'svelte' },
    { lang: 'graphql', grammar: 'graphql' },
    { lang: 'gql', grammar: 'graphql' },
    { lang: 'rs', grammar: 'rust' },
    { lang: 'golang', grammar: 'go' },
    { lang: 'markup', grammar: 'html' },
    { lang: 'C++', grammar: 'cpp' },
    { lang: ' YML ', grammar: 'yaml' },
  ])('$lang is the $grammar grammar', ({ lang, grammar }) => {
    expect(grammarIdOf(lang)).toBe(grammar);
  });

  it.each(['text', 'json-schema', 'foo', ''])('%j names no grammar of its own', (lang) => {
    expect(grammarIdOf(lang)).toBeUndefined();
  });

  it.each([
    { lang: 'js', known: true },
    { lang: 'sh', known: true },
    { lang: 'md', known: true },
    { lang: 'json-schema', known: true },
    { lang: 'plaintext', known: true },
    { lang: 'Diff', known: true },
    { lang: 'python', known: true },
    { lang: 'console', known: true },
    { lang: 'ansi', known: false },
    { lang: 'foo', known: false },
  ])('isKnownLanguage($lang) is $known', ({ lang, known }) => {
    expect(isKnownLanguage(lang)).toBe(known);
  });

  it('knows every grammar shiki bundles, by id and alias, and nothing else but ours', () => {
    const shikis = bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])]);
    const ours = [
      'atom',
      'clike',
      'dotnet',
      'flow',
      'golang',
      'markup',
      'mathml',
      'objectivec',
      'rss',
      'ssml',
      'xhtml',
      'sh-session',
      'shell-session',
      'svg',
      'json-schema',
      'plaintext',
      'text',
      'txt',
    ];
    expect(knownLanguages()).toEqual([...shikis, ...ours].sort());
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
    const { pre } = await highlightToHast(schema, { lang: 'json-schema' });
    expect(toString(pre)).toBe(schema);
    expect(classList(pre)).toContain('language-json-schema');
  });

  it.each([
    { key: '"minLength"', classes: [['sg-keyword', 'sg-keyword-string']], where: 'in $defs/x' },
    { key: '"properties"', classes: [['sg-keyword', 'sg-keyword-object']], where: 'at the root' },
    { key: '"$defs"', classes: [['sg-keyword', 'sg-keyword-references']], where: 'at the root' },
    {
      key: '"items"',
      classes: [[], ['sg-keyword', 'sg-keyword-array'], ['sg-keyword', 'sg-keyword-array']],
      where: 'as a property name, then in schema and tuple form',
    },
    { key: '"minimum"', classes: [['sg-keyword', 'sg-keyword-number']], where: 'in items (schema form)' },
    { key: '"maxLength"', classes: [['sg-keyword', 'sg-keyword-string']], where: 'in items (tuple form)' },
    { key: '"maxProperties"', classes: [['sg-keyword', 'sg-keyword-object']], where: 'in allOf[1]' },
    {
      key: '"const"',
      classes: [
        ['sg-keyword', 'sg-keyword-const'],
        ['sg-keyword', 'sg-keyword-const'],
      ],
      where: 'in allOf[0] and at the root',
    },
    { key: '"required"', classes: [['sg-keyword', 'sg-keyword-object']], where: 'in dependencies (schema form)' },
    { key: '"type"', classes: [[], [], []], where: 'nowhere: type has no group, and once it is a property name' },
    { key: '"x"', classes: [[]], where: 'nowhere: a name under $defs' },
    { key: '"pattern"', classes: [[]], where: 'nowhere: inside a const value' },
    { key: '"multipleOf"', classes: [[]], where: 'nowhere: inside an enum value' },
    { key: '"minItems"', classes: [[]], where: 'nowhere: inside a default value' },
    { key: '"exclusiveMinimum"', classes: [[]], where: 'nowhere: inside an examples value' },
  ])('marks $key $where', async ({ key, classes }) => {
    const { pre } = await highlightToHast(schema, { lang: 'json-schema' });
    expect(classesOf(pre, key)).toEqual(classes);
  });

  it('does not mark keywords in plain json', async () => {
    const { pre } = await highlightToHast('{ "minLength": 1 }', { lang: 'json' });
    expect(classesOf(pre, '"minLength"')).toEqual([[]]);
  });

  it('keeps line features on json-schema blocks', async () => {
    const { pre } = await highlightToHast('{\n  "minLength": 1\n}', {
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
      const { pre } = await highlightToHast(source, { lang: 'json-schema' });
      expect(toString(pre)).toBe(source);
    },
  );

  it('marks what it can in a snippet cut short', async () => {
    const { pre } = await highlightToHast('{"properties": {"a": {"minLength": 1', { lang: 'json-schema' });
    expect(classesOf(pre, '"minLength"')).toEqual([['sg-keyword', 'sg-keyword-string']]);
  });
});
