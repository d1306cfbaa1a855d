/**
 * Syntax highlighting of code blocks, at build time, into hast.
 *
 * One shiki highlighter serves the whole process. It is created on first use
 * (a site without code blocks never pays for it) with the JavaScript regex
 * engine, which needs no WASM, and only the grammars in `languages.ts`.
 *
 * Both themes are emitted at once as CSS variables (`--shiki-light`,
 * `--shiki-dark` on every token, `--shiki-light-bg`/`--shiki-dark-bg` on the
 * `pre`) with no default colour, so the theme CSS picks one with
 * `html[data-theme=dark]` and switching needs no second render.
 *
 * Output shape:
 *
 *     <pre class="shiki shiki-themes github-light github-dark language-ts [line-numbers]"
 *          data-language="ts" style="--shiki-light:…" tabindex="0">
 *       <code><span class="line [highlighted]" [data-line="N"]><span style="--shiki-light:…">…</span></span>…</code>
 *     </pre>
 */
import type { Element } from 'hast';
import { createHighlighterCore, type HighlighterCore, type ShikiTransformer, type ThemeRegistrationRaw } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { withContrast } from './accessibleTheme.ts';
import { jsonSchemaKeywordTransformer } from './jsonSchemaTransformer.ts';
import { grammarLanguages, resolveLanguage } from './languages.ts';
import { lineTransformer } from './lineTransformer.ts';

export { isKnownLanguage, knownLanguages, UnknownLanguageError } from './languages.ts';

export interface HighlightOptions {
  /** The language named by the code block; `undefined` highlights nothing and only escapes. */
  lang: string | undefined;
  /**
   * 1-based lines to mark `highlighted`, counted from the block's first line
   * whatever `startLineNumber` is. A `{1,3-5}` meta string becomes `new Set([1, 3, 4, 5])`.
   * @default new Set()
   */
  highlightLines?: ReadonlySet<number>;
  /**
   * Adds the class `line-numbers` to the `pre` and `data-line="N"` to every line.
   * @default false
   */
  showLineNumbers?: boolean;
  /**
   * The number of the first line when `showLineNumbers` is on.
   * @default 1
   */
  startLineNumber?: number;
}

const themes = { light: 'github-light', dark: 'github-dark' } as const;

/**
 * The darkest (light theme) and lightest (dark theme) backgrounds a token can
 * sit on in theme.css: the code background under a highlighted line.
 */
const codeBackgrounds = { light: '#dce6f2', dark: '#2e3a48' } as const;

let highlighter: Promise<HighlighterCore> | undefined;

/** The shared highlighter, created on the first call. */
export function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    engine: createJavaScriptRegexEngine(),
    langs: grammarLanguages.map((language) => language.load),
    themes: [
      import('shiki/themes/github-light.mjs').then((m) => withContrast(m.default as ThemeRegistrationRaw, codeBackgrounds.light)),
      import('shiki/themes/github-dark.mjs').then((m) => withContrast(m.default as ThemeRegistrationRaw, codeBackgrounds.dark)),
    ],
  }).catch((error: unknown) => {
    // Forget the failure so that a later call (say, the next watch rebuild) tries again.
    highlighter = undefined;
    throw error;
  });
  return highlighter;
}

/**
 * Highlights `code` into a `pre` element (see the module comment for its shape).
 * One trailing line break is dropped, so it does not show as an empty last line.
 * @throws UnknownLanguageError (message `Unknown code block language "X".`) for a
 *   language outside `knownLanguages()`; the caller positions it in the source.
 */
export async function highlightToHast(code: string, options: HighlightOptions): Promise<Element> {
  const language = resolveLanguage(options.lang);
  const transformers: ShikiTransformer[] = [
    lineTransformer({
      highlightLines: options.highlightLines ?? new Set(),
      showLineNumbers: options.showLineNumbers ?? false,
      startLineNumber: options.startLineNumber ?? 1,
    }),
    languageLabelTransformer(language.label),
  ];
  if (language.jsonSchema) transformers.push(jsonSchemaKeywordTransformer());

  const root = (await getHighlighter()).codeToHast(code.replace(/\r?\n$/, ''), {
    lang: language.grammar,
    themes,
    defaultColor: false,
    // No time limit per line (shiki's default is 500 ms): the first line of a grammar also compiles its patterns,
    // which on a busy machine can take longer, and a line cut short would make the output depend on the load.
    tokenizeTimeLimit: 0,
    transformers,
  });
  const pre = root.children[0];
  if (pre?.type !== 'element' || pre.tagName !== 'pre') {
    throw new Error('Internal error: shiki did not return a <pre> element.');
  }
  return pre;
}

/** Names the language on the `pre`, for the theme CSS and for copy buttons. */
function languageLabelTransformer(label: string): ShikiTransformer {
  return {
    name: 'sitegen:language-label',
    pre(node) {
      this.addClassToHast(node, `language-${label}`);
      node.properties['data-language'] = label;
    },
  };
}
