/**
 * The languages code blocks may name: every grammar shiki bundles, by its id
 * or any of its aliases, as shiki's own metadata lists them
 * (`bundledLanguagesInfo` of `shiki/langs`), a few aliases other tools use
 * (`extraAliases`), the plain-text names and `json-schema`.
 *
 * Nothing here loads a grammar: each entry carries the import that does, and
 * the highlighter calls it the first time a block needs that grammar (loading
 * all of them takes about 18 seconds).
 *
 * Names are matched without regard to case (` ```JSON ` works), as on GitHub.
 */
import type { LanguageRegistration } from 'shiki/core';
import { bundledLanguagesInfo } from 'shiki/langs';

/** A grammar shiki bundles, not loaded yet. */
export interface Grammar {
  /** shiki's id for it, e.g. `shellsession` for `console`. */
  id: string;
  /**
   * Imports the grammar's module (once: the promise is kept): its registration, after those of the
   * grammars it always embeds (what `loadLanguage` takes). Cheap: compiling
   * the patterns is what costs, and that happens when a highlighter tokenizes.
   */
  registrations: () => Promise<LanguageRegistration[]>;
}

/**
 * Names that Docusaurus's Prism themes (or GitHub, for `golang`) know and
 * shiki does not, mapped to shiki's grammar id. `console` is one of shiki's
 * aliases already; it stays here in case a later shiki drops it, since
 * Docusaurus docs use it constantly. shiki's own names win over these.
 */
const extraAliases: Readonly<Record<string, string>> = {
  console: 'shellsession',
  'shell-session': 'shellsession',
  'sh-session': 'shellsession',
  markup: 'html',
  svg: 'xml',
  dotnet: 'csharp',
  golang: 'go',
  objectivec: 'objective-c',
  // Flow is JavaScript with type annotations, which the JavaScript grammar reads.
  flow: 'javascript',
  clike: 'c',
  dockerfile: 'docker',
  // Prism's other names of its markup grammar.
  xhtml: 'html',
  mathml: 'xml',
  ssml: 'xml',
  rss: 'xml',
  atom: 'xml',
};

/** Every grammar name and alias, lower case, to its grammar. */
const grammarsByName: ReadonlyMap<string, Grammar> = (() => {
  const byName = new Map<string, Grammar>();
  for (const info of bundledLanguagesInfo) {
    // The module's promise is kept, but not a failure (the next block tries again): every block asks for it,
    // and each import() goes through the module loader again (under tsx, its thread).
    let imported: Promise<LanguageRegistration[]> | undefined;
    const load = () =>
      info.import().then(
        (module) => module.default,
        (error: unknown) => {
          imported = undefined;
          throw error;
        },
      );
    const grammar: Grammar = { id: info.id, registrations: () => (imported ??= load()) };
    for (const name of [info.id, ...(info.aliases ?? [])]) byName.set(name.toLowerCase(), grammar);
  }
  for (const [alias, id] of Object.entries(extraAliases)) {
    const grammar = byName.get(id);
    if (grammar && !byName.has(alias)) byName.set(alias, grammar);
  }
  return byName;
})();

/** Names that mean "no highlighting": the code is only escaped. A block without a language is the same. */
const plainLanguages: readonly string[] = ['text', 'plaintext', 'txt'];

/** JSON highlighted as json, with JSON Schema keywords marked (see `jsonSchemaTransformer.ts`). */
const jsonSchemaLanguage = 'json-schema';

/** How a code block's language is highlighted. */
export interface ResolvedLanguage {
  /** The language as the block's classes show it: lower case, `text` when none was given. */
  label: string;
  /** The grammar to load and highlight with; `undefined`: plain text. */
  grammar: Grammar | undefined;
  /** Whether JSON Schema keywords are marked. */
  jsonSchema: boolean;
  /** False for a name that is none of the known ones: the block is shown as plain text. */
  known: boolean;
}

/** Every name a code block may use: grammar names, their aliases, plain-text names and `json-schema`. Sorted. */
export function knownLanguages(): string[] {
  return [...grammarsByName.keys(), ...plainLanguages, jsonSchemaLanguage].sort();
}

/** Whether a code block may name `lang`. */
export function isKnownLanguage(lang: string): boolean {
  return resolveLanguage(lang).known;
}

/**
 * A grammar by shiki's id or one of its aliases, as `embeddedLangsLazy` names them; `undefined` when shiki has none.
 */
export function grammarNamed(name: string): Grammar | undefined {
  return grammarsByName.get(name.toLowerCase());
}

/**
 * shiki's id for the grammar `lang` names (`py` → `python`, `console` →
 * `shellsession`); `undefined` for plain text, `json-schema` and unknown names.
 */
export function grammarIdOf(lang: string): string | undefined {
  return grammarsByName.get(lang.trim().toLowerCase())?.id;
}

/**
 * Decides how to highlight a block that names `lang` (`undefined` or blank:
 * plain text). An unknown name is plain text too, with `known: false`, so the
 * caller can warn about it.
 */
export function resolveLanguage(lang: string | undefined): ResolvedLanguage {
  const name = lang?.trim().toLowerCase() ?? '';
  if (name === '' || plainLanguages.includes(name))
    return { label: name || 'text', grammar: undefined, jsonSchema: false, known: true };
  if (name === jsonSchemaLanguage)
    return { label: name, grammar: grammarsByName.get('json'), jsonSchema: true, known: true };
  const grammar = grammarsByName.get(name);
  return { label: name, grammar, jsonSchema: false, known: grammar !== undefined };
}
