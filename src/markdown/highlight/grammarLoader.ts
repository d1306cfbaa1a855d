/**
 * Loads grammars into highlighters as code blocks need them, in a way that
 * keeps a block's output a function of its own text: never of which blocks,
 * in which docs, the process highlighted before it (the compile cache and the
 * pool workers depend on that).
 *
 * Loading every grammar shiki bundles takes about 18 seconds, so none is
 * loaded up front: the shared highlighter starts with the themes only, and a
 * grammar is loaded the first time a block names it, once per process (or
 * pool worker). Blocks asking for it at the same time share the one load,
 * and loads into a highlighter run one after the other.
 *
 * Two features of shiki would otherwise let other blocks change a block's
 * colours:
 *
 * - Lazy embeds (`embeddedLangsLazy`): markdown colours a ```go fence inside
 *   it only when go is loaded. So a block comes with every lazy embed it may
 *   enter, as judged from its text (lazyEmbedGates.ts: a ```go fence brings
 *   go, and a block without fences brings none of markdown's 57 fence
 *   languages), and theirs in turn.
 * - Injections (`injectTo`): a few grammars' modules add patterns to other
 *   grammars (vue to markdown and html, ts-tags to typescript and javascript,
 *   nix to markdown, angular to html and typescript). Such a grammar gets a
 *   highlighter of its own, and is never loaded into another as a lazy
 *   embed: a ```vue fence inside a markdown block stays plain.
 */
import type { HighlighterCore, LanguageRegistration } from 'shiki/core';
import { createHighlighter, sharedRegexEngine } from './highlighterCore.ts';
import { grammarFacts, importedFacts } from './grammarFacts.ts';
import { grammarNamed, type Grammar } from './languages.ts';
import { compileGates, embedGates, embedsOfBlock, type CompiledGates } from './lazyEmbedGates.ts';

/** A highlighter and the grammars loaded into it. */
interface Registry {
  core: Promise<HighlighterCore>;
  /** Grammar ids whose load has finished: a block that needs no other goes straight to the highlighter. */
  loaded: Set<string>;
  /** The last load started: the next waits for it, so two never load the same grammar. */
  queue: Promise<unknown>;
}

let shared: Registry | undefined;

/** By grammar id: the highlighters of grammars that inject into others. */
const isolated = new Map<string, Registry>();

/**
 * A registry whose highlighter, if it cannot be created, is forgotten, so that a later call (the next watch rebuild)
 * tries again.
 */
function newRegistry(forget: () => void): Registry {
  const registry: Registry = { core: createHighlighter(), loaded: new Set(), queue: Promise.resolve() };
  registry.core.catch(forget);
  return registry;
}

function sharedRegistry(): Registry {
  const registry =
    shared ??
    newRegistry(() => {
      if (shared === registry) shared = undefined;
    });
  shared = registry;
  return registry;
}

function isolatedRegistry(id: string): Registry {
  const registry =
    isolated.get(id) ??
    newRegistry(() => {
      if (isolated.get(id) === registry) isolated.delete(id);
    });
  isolated.set(id, registry);
  return registry;
}

/** The shared highlighter, created on the first call, with the themes and the grammars loaded so far. */
export function getHighlighter(): Promise<HighlighterCore> {
  return sharedRegistry().core;
}

/**
 * By grammar id: the gates of its module's lazy embeds, but for those that inject elsewhere; `undefined` for a grammar
 * with none.
 */
const gatesByGrammar = new Map<string, Promise<CompiledGates | undefined>>();

function gatesOf(grammar: Grammar): Promise<CompiledGates | undefined> {
  let gates = gatesByGrammar.get(grammar.id);
  if (!gates) {
    gates = (async () => {
      const registrations = await grammar.registrations();
      const names = [...new Set(registrations.flatMap((registration) => registration.embeddedLangsLazy ?? []))];
      if (names.length === 0) return undefined;
      /** Each lazy embed's scopes, its own first. */
      const scopesOf = new Map<string, string[]>();
      for (const name of names) {
        const embedded = grammarNamed(name);
        if (!embedded) continue;
        // Read from the embed's module, not imported (grammarFacts.ts): markdown names 57.
        const facts = await grammarFacts(embedded);
        if (facts.injectsElsewhere) continue;
        scopesOf.set(name, facts.scopes);
      }
      return compileGates(embedGates(registrations, scopesOf), await sharedRegexEngine());
    })();
    // A module that fails to import is tried again by a later block.
    gates.catch(() => {
      if (gatesByGrammar.get(grammar.id) === gates) gatesByGrammar.delete(grammar.id);
    });
    gatesByGrammar.set(grammar.id, gates);
  }
  return gates;
}

/** The grammar, the lazy embeds `code` may enter in it, and theirs in turn (lazyEmbedGates.ts). */
async function grammarsOfBlock(grammar: Grammar, code: string): Promise<Grammar[]> {
  const found = new Map<string, Grammar>();
  const visit = async (current: Grammar): Promise<void> => {
    if (found.has(current.id)) return;
    found.set(current.id, current);
    const gates = await gatesOf(current);
    if (!gates) return;
    for (const name of embedsOfBlock(gates, code, await sharedRegexEngine())) {
      const embedded = grammarNamed(name);
      if (embedded) await visit(embedded);
    }
  };
  await visit(grammar);
  return [...found.values()];
}

/**
 * The highlighter to highlight a block of `code` in a grammar with, once the
 * grammar and the lazy embeds the block may enter are loaded into it: the
 * shared one, or the grammar's own when it injects into others.
 * @throws what loading threw (say, an import that fails); a later call tries again.
 */
export async function highlighterFor(grammar: Grammar, code: string): Promise<HighlighterCore> {
  const registry = importedFacts(grammar.id, await grammar.registrations()).injectsElsewhere
    ? isolatedRegistry(grammar.id)
    : sharedRegistry();
  const needed = await grammarsOfBlock(grammar, code);
  if (needed.every((each) => registry.loaded.has(each.id))) return registry.core;
  const ready = registry.queue.then(async () => {
    const core = await registry.core;
    const loaded = new Set(core.getLoadedLanguages());
    const missing = await Promise.all(
      needed.filter((each) => !loaded.has(each.id)).map((each) => each.registrations()),
    );
    // shiki rebuilds a grammar each time one it embeds lazily arrives: those that embed lazily go last, which
    // took markdown's 57 from some 2.8 s to 0.4 when they all came at once.
    const embedsLazily = (registrations: LanguageRegistration[]) =>
      registrations.some((registration) => (registration.embeddedLangsLazy?.length ?? 0) > 0);
    for (const batch of [
      missing.filter((registrations) => !embedsLazily(registrations)),
      missing.filter(embedsLazily),
    ]) {
      if (batch.length > 0) await core.loadLanguage(...batch);
    }
    for (const each of needed) registry.loaded.add(each.id);
    return core;
  });
  registry.queue = ready.catch(() => undefined);
  return ready;
}
