/**
 * Syntax highlighting of code blocks, at build time, into hast.
 *
 * Any grammar shiki bundles may be named (`languages.ts`). The highlighters
 * are created on first use (a site without code blocks never pays for them)
 * with the Oniguruma engine (shiki's WASM, see `highlighterCore.ts`), the two themes and
 * no grammar (`highlighterCore.ts`); each grammar is loaded the first time a
 * block names it, once per process or pool worker (`grammarLoader.ts`).
 *
 * A block is shown as plain text, never failing, when its language is unknown
 * or when its grammar fails to load or throws; the result says so,
 * and the caller turns that into a warning at the block.
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
import type { HighlighterCore, ShikiTransformer } from 'shiki/core';
import { getHighlighter, highlighterFor } from './grammarLoader.ts';
import { rememberingMatches, themes } from './highlighterCore.ts';
import { jsonSchemaKeywordTransformer } from './jsonSchemaTransformer.ts';
import { resolveLanguage } from './languages.ts';
import { lineTransformer } from './lineTransformer.ts';

export { getHighlighter } from './grammarLoader.ts';
export { grammarIdOf, isKnownLanguage, knownLanguages } from './languages.ts';

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

/** Why a block that names a language is shown as plain text. */
export type PlainTextFallback =
  /** The name is none of `knownLanguages()`. */
  | { kind: 'unknownLanguage'; language: string }
  /** The grammar could not be loaded, or threw while tokenizing. */
  | { kind: 'grammarFailed'; grammar: string; error: unknown };

/** A highlighted block. */
export interface HighlightResult {
  pre: Element;
  /** Set when the block names a language but is shown as plain text; the caller warns. */
  fallback?: PlainTextFallback;
}

/**
 * Highlights `code` into a `pre` element (see the module comment for its shape),
 * loading its grammar first if need be. One trailing line break is dropped, so
 * it does not show as an empty last line. Never throws for the language: an
 * unknown one, or a grammar that fails, gives plain text and a `fallback`.
 */
export async function highlightToHast(code: string, options: HighlightOptions): Promise<HighlightResult> {
  const language = resolveLanguage(options.lang);
  const transformers: ShikiTransformer[] = [
    lineTransformer({
      highlightLines: options.highlightLines ?? new Set(),
      showLineNumbers: options.showLineNumbers ?? false,
      startLineNumber: options.startLineNumber ?? 1,
    }),
    languageLabelTransformer(language.label),
  ];
  const source = code.replace(/\r?\n$/, '');
  // No time limit per line (shiki's default is 500 ms): the first line of a grammar also compiles its patterns,
  // which on a busy machine can take longer, and a line cut short would make the output depend on the load.
  const toPre = (core: HighlighterCore, lang: string, extra: ShikiTransformer[] = []) =>
    // Shiki tokenizes the block once per theme; the second pass takes Oniguruma's answers from the first
    // (highlighterCore.ts).
    firstPre(
      rememberingMatches(() =>
        core.codeToHast(source, {
          lang,
          themes,
          defaultColor: false,
          tokenizeTimeLimit: 0,
          transformers: [...transformers, ...extra],
        }),
      ),
    );
  const plain = async () => toPre(await getHighlighter(), 'text');

  if (!language.known)
    return { pre: await plain(), fallback: { kind: 'unknownLanguage', language: options.lang?.trim() ?? '' } };
  if (!language.grammar) return { pre: await plain() };
  try {
    const core = await highlighterFor(language.grammar, source);
    return { pre: toPre(core, language.grammar.id, language.jsonSchema ? [jsonSchemaKeywordTransformer()] : []) };
  } catch (error) {
    // json is known to work: a throw from the json-schema transformer is sitegen's own bug.
    if (language.jsonSchema) throw error;
    return { pre: await plain(), fallback: { kind: 'grammarFailed', grammar: language.grammar.id, error } };
  }
}

function firstPre(root: ReturnType<HighlighterCore['codeToHast']>): Element {
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
