/**
 * Grammars are loaded when a block first needs one, once per process, and a
 * grammar that fails gives plain text rather than a failed build. This file
 * has a highlighter of its own (vitest runs each file in a fresh module
 * graph), so what it finds loaded is what its own tests loaded.
 */
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import type { LanguageRegistration } from 'shiki/core';
import { describe, expect, it, vi } from 'vitest';
import { getHighlighter, highlightToHast } from '../../../../src/markdown/highlight/highlighter.ts';

/**
 * A grammar whose one pattern is valid Oniguruma but was beyond shiki's JavaScript engine (an absent-expression
 * option).
 */
const unsupported: LanguageRegistration = {
  name: 'unsupported-test',
  scopeName: 'source.unsupported-test',
  patterns: [{ match: '(?y{g})x', name: 'keyword' }],
  repository: {},
};

let unloadableAttempts = 0;

// Two test grammars beside shiki's own: one the engine cannot run, one whose import fails once.
vi.mock('shiki/langs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('shiki/langs')>();
  return {
    ...actual,
    bundledLanguagesInfo: [
      ...actual.bundledLanguagesInfo,
      { id: 'unsupported-test', name: 'Unsupported', import: () => Promise.resolve({ default: [unsupported] }) },
      {
        id: 'unloadable-test',
        name: 'Unloadable',
        import: () =>
          ++unloadableAttempts === 1
            ? Promise.reject(new Error('Cannot find module @shikijs/langs/unloadable-test'))
            : Promise.resolve({
                default: [
                  { ...unsupported, name: 'unloadable-test', scopeName: 'source.unloadable-test', patterns: [] },
                ],
              }),
      },
    ],
  };
});

/** The tokens of one line (1-based) of a block: their text and style. */
function lineTokens(pre: Element, line: number): { text: string; style: unknown }[] {
  const code = pre.children.find((child): child is Element => child.type === 'element');
  const lines = (code?.children ?? []).filter((child): child is Element => child.type === 'element');
  return (lines[line - 1]?.children ?? [])
    .filter((child): child is Element => child.type === 'element')
    .map((token) => ({ text: toString(token), style: token.properties['style'] }));
}

/** Whether any token of the block has a colour (plain text has none: only the `pre` does). */
function isHighlighted(pre: Element): boolean {
  return JSON.stringify(pre.children).includes('--shiki-light:');
}

describe('loading grammars', () => {
  // In order: each test sees what the ones before it loaded.
  it('starts with no grammar loaded', async () => {
    expect((await getHighlighter()).getLoadedLanguages()).toEqual([]);
  });

  it('loads the grammar a block names, with its aliases, and nothing else', async () => {
    const { pre } = await highlightToHast('[a]\nb = 1', { lang: 'toml' });
    expect(isHighlighted(pre)).toBe(true);
    expect((await getHighlighter()).getLoadedLanguages()).toEqual(['toml']);
  });

  it('loads a grammar once, however many blocks ask for it at the same time, by whatever alias', async () => {
    const core = await getHighlighter();
    const loadLanguage = vi.spyOn(core, 'loadLanguage');
    const results = await Promise.all(
      ['python', 'py', 'python', 'PY', 'python'].map((lang) => highlightToHast('def f(): pass', { lang })),
    );
    expect(results.every(({ pre, fallback }) => isHighlighted(pre) && fallback === undefined)).toBe(true);
    expect(loadLanguage).toHaveBeenCalledTimes(1);
    await highlightToHast('x = 1', { lang: 'python' });
    expect(loadLanguage).toHaveBeenCalledTimes(1);
    loadLanguage.mockRestore();
    expect(core.getLoadedLanguages().sort()).toEqual(['py', 'python', 'toml']);
  });

  it("loads nothing for plain text, json-schema's json aside", async () => {
    await highlightToHast('x', { lang: 'text' });
    await highlightToHast('x', { lang: undefined });
    await highlightToHast('x', { lang: 'foo' });
    expect((await getHighlighter()).getLoadedLanguages().sort()).toEqual(['py', 'python', 'toml']);
    await highlightToHast('{}', { lang: 'json-schema' });
    expect((await getHighlighter()).getLoadedLanguages().sort()).toEqual(['json', 'py', 'python', 'toml']);
  });
});

describe('output that depends on the block alone, not on what other blocks loaded', { timeout: 60_000 }, () => {
  const markdown = '# Title\n\n```go\npackage main\n```\n\n<div v-if="shown">{{ name }}</div>\n';

  it('loads what a markdown block may enter with it, so a fence is coloured whatever was loaded before, and no other fence language', async () => {
    expect((await getHighlighter()).getLoadedLanguages()).not.toContain('go');
    const { pre } = await highlightToHast(markdown, { lang: 'md' });
    const loaded = (await getHighlighter()).getLoadedLanguages();
    // Its HTML is markdown's html-derivative, which brings html.
    expect(loaded).toEqual(expect.arrayContaining(['markdown', 'go', 'html-derivative', 'html']));
    expect(loaded).not.toContain('rust');
    expect(loaded).not.toContain('csharp');
    // go's keyword inside the fence has a colour of its own, unlike the fence's plain text.
    const go = lineTokens(pre, 4);
    expect(go.map((token) => token.text)).toEqual(['package', ' main']);
    expect(go[0]?.style).not.toBe(go[1]?.style);
  });

  it('keeps the grammars that inject into others out of the shared highlighter: vue, ts-tags', async () => {
    const typescript = 'const page = html`<div class="a">${title}</div>`;';
    const before = await Promise.all([
      highlightToHast(markdown, { lang: 'md' }),
      highlightToHast(typescript, { lang: 'ts' }),
    ]);
    const vue = await highlightToHast('<template>\n  <div v-if="shown">{{ name }}</div>\n</template>', { lang: 'vue' });
    const lit = await highlightToHast(typescript, { lang: 'ts-tags' });
    expect([vue.fallback, lit.fallback]).toEqual([undefined, undefined]);
    // Each is coloured, the lit template's HTML too, unlike the same line as typescript.
    expect(lineTokens(lit.pre, 1).length).toBeGreaterThan(lineTokens(before[1].pre, 1).length);
    const after = await Promise.all([
      highlightToHast(markdown, { lang: 'md' }),
      highlightToHast(typescript, { lang: 'ts' }),
    ]);
    expect(after.map(({ pre }) => pre)).toEqual(before.map(({ pre }) => pre));
    const shared = (await getHighlighter()).getLoadedLanguages();
    expect(shared).not.toContain('vue');
    expect(shared).not.toContain('ts-tags');
  });
});

describe('a grammar that fails', () => {
  it('runs patterns only Oniguruma knows (the JavaScript engine refused them: "Invalid or unsupported group option")', async () => {
    const { pre, fallback } = await highlightToHast('x <y>\nz', {
      lang: 'unsupported-test',
      highlightLines: new Set([2]),
    });
    expect(fallback).toBeUndefined();
    expect(isHighlighted(pre)).toBe(true);
    expect(toString(pre)).toBe('x <y>\nz');
    expect(pre.properties['data-language']).toBe('unsupported-test');
    expect(JSON.stringify(pre)).toContain('highlighted');
  });

  it('to load: plain text, and the next block tries again', async () => {
    const first = await highlightToHast('x', { lang: 'unloadable-test' });
    expect(first.fallback).toEqual({
      kind: 'grammarFailed',
      grammar: 'unloadable-test',
      error: new Error('Cannot find module @shikijs/langs/unloadable-test'),
    });
    const second = await highlightToHast('x', { lang: 'unloadable-test' });
    expect(second.fallback).toBeUndefined();
    expect(unloadableAttempts).toBeGreaterThan(1);
  });
});
