/**
 * The languages code blocks may name. The list is explicit because loading
 * every grammar shiki ships takes about 18 seconds; each grammar here is
 * imported only when the highlighter is first created.
 *
 * Names are matched without regard to case (` ```JSON ` works), as on GitHub.
 */
import type { LanguageInput } from 'shiki/core';

interface GrammarLanguage {
  /** The grammar's own name. */
  name: string;
  /** The aliases the grammar registers; a test checks they match what shiki loads. */
  aliases: readonly string[];
  load: LanguageInput;
}

/** The grammars loaded into the highlighter. `html` also brings `javascript` and `css` along. */
export const grammarLanguages: readonly GrammarLanguage[] = [
  { name: 'json', aliases: [], load: () => import('shiki/langs/json.mjs') },
  { name: 'json5', aliases: [], load: () => import('shiki/langs/json5.mjs') },
  { name: 'jsonc', aliases: [], load: () => import('shiki/langs/jsonc.mjs') },
  { name: 'javascript', aliases: ['js', 'cjs', 'mjs'], load: () => import('shiki/langs/javascript.mjs') },
  { name: 'jsx', aliases: [], load: () => import('shiki/langs/jsx.mjs') },
  { name: 'typescript', aliases: ['ts', 'cts', 'mts'], load: () => import('shiki/langs/typescript.mjs') },
  { name: 'tsx', aliases: [], load: () => import('shiki/langs/tsx.mjs') },
  { name: 'shellscript', aliases: ['bash', 'sh', 'shell', 'zsh'], load: () => import('shiki/langs/shellscript.mjs') },
  { name: 'css', aliases: [], load: () => import('shiki/langs/css.mjs') },
  { name: 'html', aliases: [], load: () => import('shiki/langs/html.mjs') },
  { name: 'markdown', aliases: ['md'], load: () => import('shiki/langs/markdown.mjs') },
  { name: 'yaml', aliases: ['yml'], load: () => import('shiki/langs/yaml.mjs') },
  { name: 'diff', aliases: [], load: () => import('shiki/langs/diff.mjs') },
];

/** Names that mean "no highlighting": the code is only escaped. A block without a language is the same. */
const plainLanguages: readonly string[] = ['text', 'plaintext', 'txt'];

/** JSON highlighted as json, with JSON Schema keywords marked (see `jsonSchemaTransformer.ts`). */
const jsonSchemaLanguage = 'json-schema';

/** How a code block's language is highlighted. */
export interface ResolvedLanguage {
  /** The language as the block's classes show it: lower case, `text` when none was given. */
  label: string;
  /** The name handed to shiki. */
  grammar: string;
  /** Whether JSON Schema keywords are marked. */
  jsonSchema: boolean;
}

/** Thrown by `highlightToHast` for a language not in `knownLanguages()`. */
export class UnknownLanguageError extends Error {
  override readonly name = 'UnknownLanguageError';

  /** The language as the author wrote it. */
  readonly language: string;

  constructor(language: string) {
    super(`Unknown code block language "${language}".`);
    this.language = language;
  }
}

const grammarNames: ReadonlySet<string> = new Set(grammarLanguages.flatMap(({ name, aliases }) => [name, ...aliases]));

/** Every name a code block may use: grammar names, their aliases, plain-text names and `json-schema`. Sorted. */
export function knownLanguages(): string[] {
  return [...grammarNames, ...plainLanguages, jsonSchemaLanguage].sort();
}

/** Whether a code block may name `lang`. */
export function isKnownLanguage(lang: string): boolean {
  const name = lang.trim().toLowerCase();
  return grammarNames.has(name) || plainLanguages.includes(name) || name === jsonSchemaLanguage;
}

/**
 * Decides how to highlight a block that names `lang` (`undefined` or blank:
 * plain text).
 * @throws UnknownLanguageError when the language is not known.
 */
export function resolveLanguage(lang: string | undefined): ResolvedLanguage {
  const name = lang?.trim().toLowerCase() ?? '';
  if (name === '' || plainLanguages.includes(name)) return { label: name || 'text', grammar: 'text', jsonSchema: false };
  if (name === jsonSchemaLanguage) return { label: name, grammar: 'json', jsonSchema: true };
  if (grammarNames.has(name)) return { label: name, grammar: name, jsonSchema: false };
  throw new UnknownLanguageError(lang ?? '');
}
