/**
 * A shiki highlighter as sitegen makes them: the JavaScript regex engine,
 * which needs no WASM, both themes made readable on the code background, and
 * no grammar (`grammarLoader.ts` loads them as blocks need them).
 */
import { createHighlighterCore, type HighlighterCore, type ThemeRegistrationRaw } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
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
    engine: createJavaScriptRegexEngine(),
    langs: [],
    themes: [
      import('shiki/themes/github-light.mjs').then((m) => withContrast(m.default as ThemeRegistrationRaw, codeBackgrounds.light)),
      import('shiki/themes/github-dark.mjs').then((m) => withContrast(m.default as ThemeRegistrationRaw, codeBackgrounds.dark)),
    ],
  });
}
