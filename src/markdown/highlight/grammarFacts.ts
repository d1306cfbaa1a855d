/**
 * What the gates of a grammar's lazy embeds need to know of each embed
 * (grammarLoader.ts, lazyEmbedGates.ts): the scopes its module defines, its
 * own first, and whether it injects into grammars other than its own. Read
 * from the modules' text, not imported: markdown has 57 lazy embeds, and
 * importing their modules, with the grammars they embed (68 modules, 2.3 MB
 * of grammars, for the first markdown block of prettier's docs), took about
 * 180 ms of that block and kept every grammar in memory for the rest of the
 * build. A module not in the shape shiki's build writes it (its embedded
 * grammars imported one per line, one `JSON.parse("…")` of its own grammar,
 * `export default [...embedded, lang]`, or an alias re-exporting another) is
 * imported instead, and so is one that cannot be found.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LanguageRegistration } from 'shiki/core';
import type { Grammar } from './languages.ts';

export interface GrammarFacts {
  /** The scopes its module defines: its own first, then those of its registrations, in their order. */
  scopes: string[];
  /** Whether a registration of its module adds patterns to a scope other than the grammar's own (`injectTo`). */
  injectsElsewhere: boolean;
}

/** A registration of a module, as far as the facts go. */
interface ScopeRegistration {
  scope: string;
  injectTo: string[];
}

/** A module's text, understood: an alias of another module, or its embeds (module names, in order) and its grammar. */
export type ModuleShape = { alias: string } | { embeds: string[]; own: ScopeRegistration };

/** `"key":"value"` as the escaped JSON of a `JSON.parse("…")` literal has it, not inside a string of the grammar. */
const scopeNamePattern = /(?<!\\)\\"scopeName\\":\\"([^"\\]+)\\"/g;
const injectToPattern = /(?<!\\)\\"injectTo\\":\[((?:\\"[^"\\]*\\",?)*)\]/g;
const modulePattern = /^[\w.+-]+$/;

/** The module's shape, or undefined when its text is not as shiki's build writes it. */
export function moduleShape(text: string): ModuleShape | undefined {
  const literals = text.split('JSON.parse("').length - 1;
  const alias = /^export \{ default \} from '\.\/([\w.+-]+)\.mjs'$/m.exec(text);
  if (alias?.[1] !== undefined) return literals === 0 ? { alias: alias[1] } : undefined;
  if (literals !== 1) return undefined;
  const scopes = [...text.matchAll(scopeNamePattern)];
  const injections = [...text.matchAll(injectToPattern)];
  if (scopes.length !== 1 || injections.length > 1) return undefined;
  const imported = new Map([...text.matchAll(/^import (\w+) from '\.\/([\w.+-]+)\.mjs'$/gm)].map((m) => [m[1], m[2]]));
  const list = /^export default \[\n([^\]]*)\n\]\s*$/m.exec(text)?.[1]?.split(',\n');
  if (!list || list.at(-1) !== 'lang') return undefined;
  const embeds = list.slice(0, -1).map((item) => imported.get(item.replace(/^\.\.\./, '')));
  if (embeds.some((name) => name === undefined) || list.slice(0, -1).some((item) => !item.startsWith('...')))
    return undefined;
  const injectTo = [...(injections[0]?.[1]?.matchAll(/\\"([^"\\]*)\\"/g) ?? [])].map((m) => m[1]!);
  return { embeds: embeds as string[], own: { scope: scopes[0]![1]!, injectTo } };
}

let modulesDir: string | undefined | null;

/** The folder of shiki's grammar modules (`@shikijs/langs/dist`), as shiki resolves them; null when not found. */
function grammarModulesDir(): string | null {
  if (modulesDir !== undefined) return modulesDir;
  try {
    const fromShiki = createRequire(createRequire(import.meta.url).resolve('shiki/langs'));
    modulesDir = path.dirname(fromShiki.resolve('@shikijs/langs/javascript'));
  } catch {
    modulesDir = null;
  }
  return modulesDir;
}

/** By module name: its registrations, from its text and its embeds' texts; undefined when one cannot be read. */
const registrationsByModule = new Map<string, ScopeRegistration[] | undefined>();

function registrationsOf(name: string, within: readonly string[] = []): ScopeRegistration[] | undefined {
  if (registrationsByModule.has(name)) return registrationsByModule.get(name);
  const dir = grammarModulesDir();
  let found: ScopeRegistration[] | undefined;
  if (dir !== null && modulePattern.test(name) && !within.includes(name)) {
    let text: string | undefined;
    try {
      // As Latin-1: what is looked for is ASCII, and a grammar's other characters cannot make it up.
      text = readFileSync(path.join(dir, `${name}.mjs`), 'latin1');
    } catch {
      text = undefined;
    }
    const shape = text === undefined ? undefined : moduleShape(text);
    if (shape && 'alias' in shape) found = registrationsOf(shape.alias, [...within, name]);
    else if (shape) {
      const embedded = shape.embeds.map((embed) => registrationsOf(embed, [...within, name]));
      found = embedded.every((each) => each !== undefined) ? [...embedded.flat(), shape.own] : undefined;
    }
  }
  registrationsByModule.set(name, found);
  return found;
}

/** The facts of a grammar whose own registration is `own` (its scope), among its module's `registrations`. */
function factsOf(own: string | undefined, registrations: readonly ScopeRegistration[]): GrammarFacts {
  return {
    scopes: [...new Set([...(own !== undefined ? [own] : []), ...registrations.map((each) => each.scope)])],
    injectsElsewhere: registrations.some((each) => each.injectTo.some((scope) => scope !== own)),
  };
}

/** The facts from the grammar's module as imported: what `grammarFacts` falls back to. */
export function importedFacts(id: string, registrations: readonly LanguageRegistration[]): GrammarFacts {
  return factsOf(
    registrations.find((registration) => registration.name === id)?.scopeName,
    registrations.map((registration) => ({ scope: registration.scopeName, injectTo: registration.injectTo ?? [] })),
  );
}

/** The facts from the modules' text alone; undefined when a module is not in shiki's shape. */
export function factsFromText(id: string): GrammarFacts | undefined {
  const registrations = registrationsOf(id);
  // The module's own grammar is its last registration.
  return registrations === undefined ? undefined : factsOf(registrations.at(-1)?.scope, registrations);
}

/** The grammar's facts: from its modules' text, or else from its module imported. */
export async function grammarFacts(grammar: Grammar): Promise<GrammarFacts> {
  return factsFromText(grammar.id) ?? importedFacts(grammar.id, await grammar.registrations());
}
