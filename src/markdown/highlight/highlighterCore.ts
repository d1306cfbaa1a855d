/**
 * A shiki highlighter as sitegen makes them: the Oniguruma engine (WASM,
 * shipped inside shiki, so nothing is fetched), both themes made readable on
 * the code background, and no grammar (`grammarLoader.ts` loads them as
 * blocks need them).
 *
 * Oniguruma is the engine TextMate grammars are written for, so every
 * grammar shiki bundles runs as written: shiki's JavaScript engine must
 * translate each pattern into a JavaScript regular expression and refuses
 * some (a block in such a grammar was shown as plain text). A grammar's first
 * block is faster (30 ts, json and bash blocks: 0.46 s against 0.54 s), later
 * blocks a little slower (1,200 blocks: 0.56 s against 0.47 s); its output
 * was the same on 398 of 400 samples in 80 languages. Only the build
 * highlights: the browser never loads this.
 */
import { createHighlighterCore, type HighlighterCore, type ThemeRegistrationRaw } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { withContrast } from './accessibleTheme.ts';

/** The themes, as `codeToHast` names them. */
export const themes = { light: 'github-light', dark: 'github-dark' } as const;

/**
 * The darkest (light theme) and lightest (dark theme) backgrounds a token can
 * sit on in theme.css: the code background under a highlighted line.
 */
const codeBackgrounds = { light: '#dce6f2', dark: '#2e3a48' } as const;

/** A new highlighter with the themes and no grammar. */
export function createHighlighter(): Promise<HighlighterCore> {
  return createHighlighterCore({
    engine: createOnigurumaEngine(import('shiki/wasm')),
    langs: [],
    themes: [
      import('shiki/themes/github-light.mjs').then((m) => withContrast(m.default as ThemeRegistrationRaw, codeBackgrounds.light)),
      import('shiki/themes/github-dark.mjs').then((m) => withContrast(m.default as ThemeRegistrationRaw, codeBackgrounds.dark)),
    ],
  });
}
