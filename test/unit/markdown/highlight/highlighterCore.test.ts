/**
 * The shared engine of highlighterCore.ts: while a block is highlighted,
 * each scanner remembers its answers, so shiki's second pass (one per
 * theme) does not run Oniguruma again, and a line met in an earlier block is
 * answered from there. The tokens must be those of a plain shiki highlighter
 * with an engine of its own, for grammars whose state runs across lines and
 * into embedded languages, the first time and when every answer is known.
 */
import { createHighlighterCore, type LanguageRegistration, type ThemeRegistrationRaw } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, it } from 'vitest';
import {
  createHighlighter,
  rememberingMatches,
  sharedRegexEngine,
  themes,
} from '../../../../src/markdown/highlight/highlighterCore.ts';

const blocks: [lang: string, code: string][] = [
  [
    'ts',
    "import { render } from './render';\n/* a comment\n   over lines */\nconst s = `a ${1 + 2} b`;\nrender(s); render(s);\nrender(s);",
  ],
  [
    'markdown',
    '# Title\n\n```js\nconst a = 1;\nconst a = 1;\n```\n\nText with `code` and **bold**.\n\n```json\n{ "a": [1, 2] }\n```',
  ],
  ['html', '<div class="a">\n<script>\nconst x = "</div>";\n</script>\n<style>.a { color: red }</style>\n</div>'],
  ['bash', 'npm install sitegen\nnpm install sitegen\ncat <<EOF\n$HOME and text\nEOF'],
];

const grammars: Record<string, () => Promise<{ default: LanguageRegistration[] }>> = {
  ts: () => import('shiki/langs/typescript.mjs'),
  markdown: () => import('shiki/langs/markdown.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  bash: () => import('shiki/langs/bash.mjs'),
};

describe('the shared regex engine', () => {
  it('gives the tokens of a plain highlighter, for both themes, with its answers remembered', async () => {
    const ours = await createHighlighter();
    const plain = await createHighlighterCore({
      engine: createOnigurumaEngine(import('shiki/wasm')),
      themes: [
        import('shiki/themes/github-light.mjs').then((m) => m.default as ThemeRegistrationRaw),
        import('shiki/themes/github-dark.mjs').then((m) => m.default as ThemeRegistrationRaw),
      ],
      langs: [],
    });
    for (const [lang, code] of blocks) {
      const grammar = (await grammars[lang]!()).default;
      await ours.loadLanguage(grammar);
      await plain.loadLanguage(grammar);
      const expected = plain
        .codeToTokensWithThemes(code, { lang, themes: { light: 'github-light', dark: 'github-dark' } })
        .map((line) => line.map((token) => [token.content, token.offset]));
      for (const round of ['first', 'again']) {
        const remembered = rememberingMatches(() => ours.codeToTokensWithThemes(code, { lang, themes }));
        expect(
          remembered.map((line) => line.map((token) => [token.content, token.offset])),
          `${lang}, ${round}`,
        ).toEqual(expected);
      }
    }
  });

  it('answers a scan from another place or with other options afresh, and keeps its answers for later blocks up to the limit', async () => {
    const engine = await sharedRegexEngine();
    const scanner = engine.createScanner(['a', '\\Ga']);
    const line = engine.createString('aXa');
    const [first, again, later, notAtStart] = rememberingMatches(() => [
      scanner.findNextMatchSync(line, 0, 0),
      scanner.findNextMatchSync(line, 0, 0),
      scanner.findNextMatchSync(line, 1, 0),
      scanner.findNextMatchSync(line, 0, 4),
    ]);
    expect(first?.captureIndices[0]).toEqual({ start: 0, end: 1, length: 1 });
    expect(again).toBe(first);
    expect(later?.captureIndices[0]).toEqual({ start: 2, end: 3, length: 1 });
    // NotBeginPosition: \G no longer matches at 0, but the first pattern still does.
    expect(notAtStart?.index).toBe(0);
    // Another block, another string of the same text: the answer is the one kept.
    const sameText = engine.createString('aXa');
    expect(rememberingMatches(() => scanner.findNextMatchSync(sameText, 0, 0))).toBe(first);
    // Outside a block, nothing is remembered or read back.
    expect(scanner.findNextMatchSync(line, 0, 0)).not.toBe(first);
    // A block that starts with the limit reached drops every answer kept.
    const afresh = rememberingMatches(() => scanner.findNextMatchSync(line, 0, 0), 1);
    expect(afresh).toEqual(first);
    expect(afresh).not.toBe(first);
    line.dispose?.();
    sameText.dispose?.();
  });
});
