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
 *   it only when go is loaded. So a grammar comes with every grammar it may
 *   embed lazily, and theirs in turn: markdown brings about 60, which makes
 *   its first block cost about 1 s instead of 0.15 (once per process).
 * - Injections (`injectTo`): a few grammars' modules add patterns to other
 *   grammars (vue to markdown and html, ts-tags to typescript and javascript,
 *   nix to markdown, angular to html and typescript). Such a grammar gets a
 *   highlighter of its own, and is never loaded into another as a lazy
 *   embed: a ```vue fence inside a markdown block stays plain.
 */
import type { HighlighterCore, LanguageRegistration } from 'shiki/core';
import { createHighlighter } from './highlighterCore.ts';
import { grammarNamed, type Grammar } from './languages.ts';

/** A highlighter and the grammars loaded or being loaded into it. */
interface Registry {
  core: Promise<HighlighterCore>;
  /** By grammar id: settles once the grammar and its lazy embeds are loaded. */
  ready: Map<string, Promise<HighlighterCore>>;
  /** The last load started: the next waits for it, so two never load the same grammar. */
  queue: Promise<unknown>;
}

let shared: Registry | undefined;

/** By grammar id: the highlighters of grammars that inject into others. */
const isolated = new Map<string, Registry>();

/** A registry whose highlighter, if it cannot be created, is forgotten, so that a later call (the next watch rebuild) tries again. */
function newRegistry(forget: () => void): Registry {
  const registry: Registry = { core: createHighlighter(), ready: new Map(), queue: Promise.resolve() };
  registry.core.catch(forget);
  return registry;
}

function sharedRegistry(): Registry {
  const registry = shared ?? newRegistry(() => { if (shared === registry) shared = undefined; });
  shared = registry;
  return registry;
}

function isolatedRegistry(id: string): Registry {
  const registry = isolated.get(id) ?? newRegistry(() => { if (isolated.get(id) === registry) isolated.delete(id); });
  isolated.set(id, registry);
  return registry;
}

/** The shared highlighter, created on the first call, with the themes and the grammars loaded so far. */
export function getHighlighter(): Promise<HighlighterCore> {
  return sharedRegistry().core;
}

/** Whether a grammar's module adds patterns to grammars other than its own (see the module comment). */
function injectsElsewhere(id: string, registrations: readonly LanguageRegistration[]): boolean {
  const own = registrations.find((registration) => registration.name === id)?.scopeName;
  return registrations.some((registration) => registration.injectTo?.some((scope) => scope !== own));
}

/** The grammar and, transitively, the grammars it may embed lazily, but for those that inject elsewhere. */
async function withLazyEmbeds(grammar: Grammar): Promise<Grammar[]> {
  const found = new Map<string, Grammar>();
  const visit = async (current: Grammar): Promise<void> => {
    if (found.has(current.id)) return;
    found.set(current.id, current);
    const names = (await current.registrations()).flatMap((registration) => registration.embeddedLangsLazy ?? []);
    for (const name of names) {
      const embedded = grammarNamed(name);
      if (embedded && !injectsElsewhere(embedded.id, await embedded.registrations())) await visit(embedded);
    }
  };
  await visit(grammar);
  return [...found.values()];
}

/**
 * The highlighter to highlight a grammar's blocks with, once the grammar and
 * its lazy embeds are loaded into it: the shared one, or the grammar's own
 * when it injects into others.
 * @throws what loading threw (say, an import that fails); a later call tries again.
 */
export async function highlighterFor(grammar: Grammar): Promise<HighlighterCore> {
  const registry = injectsElsewhere(grammar.id, await grammar.registrations()) ? isolatedRegistry(grammar.id) : sharedRegistry();
  // No await between this look-up and the set below: callers arriving together share one load.
  const pending = registry.ready.get(grammar.id);
  if (pending) return pending;
  const ready = registry.queue.then(async () => {
    const core = await registry.core;
    const loaded = new Set(core.getLoadedLanguages());
    const missing = await Promise.all((await withLazyEmbeds(grammar)).filter((needed) => !loaded.has(needed.id)).map((needed) => needed.registrations()));
    // shiki rebuilds a grammar each time one it embeds lazily arrives: those that embed lazily go last, which
    // takes markdown's ~60 from some 2.8 s to 0.4.
    const embedsLazily = (registrations: LanguageRegistration[]) => registrations.some((registration) => (registration.embeddedLangsLazy?.length ?? 0) > 0);
    for (const batch of [missing.filter((registrations) => !embedsLazily(registrations)), missing.filter(embedsLazily)]) {
      if (batch.length > 0) await core.loadLanguage(...batch);
    }
    return core;
  });
  registry.queue = ready.catch(() => undefined);
  ready.catch(() => { if (registry.ready.get(grammar.id) === ready) registry.ready.delete(grammar.id); });
  registry.ready.set(grammar.id, ready);
  return ready;
}
