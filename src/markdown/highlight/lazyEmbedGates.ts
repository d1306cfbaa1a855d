/**
 * Which of a grammar's lazy embeds (`embeddedLangsLazy`) a block may use,
 * judged from the block's text, so that a block loads only those: markdown
 * may embed 57 grammars, one per fence language, and loading them all made
 * its first block cost about 0.9 s instead of 0.2 (once per process or pool
 * worker).
 *
 * A block's colours must stay a function of its own text (grammarLoader.ts):
 * whatever other blocks loaded before, this block must see every embed it can
 * enter loaded. So the test over-approximates, never under:
 *
 * - Each rule that includes an embed's scope is entered only when a `begin`
 *   or `match` above it matches (markdown's fence rules, its front matter).
 *   The outermost such pattern in a repository entry is the embed's gate
 *   there. An include with no `begin` or `match` above it (markdown's HTML in
 *   paragraphs) makes its embed needed by every block.
 * - A gate is tried on each line of the block, with a line break after it as
 *   the tokenizer has it, and with `\G` and `\A` taken out: those anchors only
 *   ever narrow where a pattern matches, so the pattern without them matches
 *   wherever the grammar's could, and more. One search per line finds a gate
 *   wherever it is.
 * - A gate that Oniguruma cannot compile once its anchors are out makes its
 *   embed needed by every block.
 *
 * An embed a block needs comes with all of its own lazy embeds, as before.
 */
import type { LanguageRegistration, PatternScanner, RegexEngine } from 'shiki/core';

/**
 * What decides a grammar's lazy embeds for a block: by embed name, `always` or the patterns that may let a block reach
 * it.
 */
export interface EmbedGates {
  always: Set<string>;
  /** For each pattern (without anchors), the embeds it opens. */
  gates: { pattern: string; embeds: Set<string> }[];
}

/** A grammar's rules as its JSON has them, walked without assuming their shape. */
type RawNode = unknown;

/** `pattern` without its `\G` and `\A` assertions (an escaped backslash before a G stays as it is). */
export function withoutStartAnchors(pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\' && i + 1 < pattern.length) {
      const next = pattern[i + 1];
      if (next !== 'G' && next !== 'A') out += char + next;
      i++;
    } else {
      out += char;
    }
  }
  return out;
}

/** The scope an `include` names, when it names another grammar (`source.go`, `source.go#rule`). */
function includedScope(include: string): string | undefined {
  if (include.startsWith('#') || include === '$self' || include === '$base') return undefined;
  return include.split('#')[0];
}

/**
 * The gates of the lazy embeds of `registrations` (a grammar's module: it and the grammars it always embeds).
 * `scopesOf(name)`: the scopes a lazy embed's module defines, the embed's own first.
 */
export function embedGates(registrations: LanguageRegistration[], scopesOf: Map<string, string[]>): EmbedGates {
  const always = new Set<string>();
  const byPattern = new Map<string, Set<string>>();
  /** The lazy embeds that give a scope: the one whose own scope it is, else every one whose module has it. */
  const embedsOfScope = new Map<string, string[]>();
  for (const [name, scopes] of scopesOf) if (scopes[0] !== undefined) embedsOfScope.set(scopes[0], [name]);
  const owned = new Set(embedsOfScope.keys());
  for (const [name, scopes] of scopesOf) {
    for (const scope of scopes.slice(1))
      if (!owned.has(scope)) embedsOfScope.set(scope, [...(embedsOfScope.get(scope) ?? []), name]);
  }
  /** The module's own scopes: loaded with the grammar, never an embed to load (markdown's ```md fences). */
  const own = new Set(registrations.map((registration) => registration.scopeName));
  const reach = (scope: string, gate: string | undefined) => {
    if (own.has(scope)) return;
    for (const embed of embedsOfScope.get(scope) ?? []) {
      if (gate === undefined) always.add(embed);
      else byPattern.set(gate, (byPattern.get(gate) ?? new Set()).add(embed));
    }
  };
  const visit = (node: RawNode, gate: string | undefined): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, gate);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const rule = node as Record<string, unknown>;
    const opening =
      typeof rule.begin === 'string' ? rule.begin : typeof rule.match === 'string' ? rule.match : undefined;
    const under = gate ?? opening;
    if (typeof rule.include === 'string') {
      const scope = includedScope(rule.include);
      if (scope !== undefined) reach(scope, under);
    }
    for (const [key, value] of Object.entries(rule)) {
      if (key !== 'include') visit(value, under);
    }
  };
  // Every grammar of the module, not only those that list lazy embeds: nim's xml includes java, which only
  // nim's own list names.
  for (const registration of registrations) {
    visit(registration.patterns, undefined);
    // A repository entry is entered through its own begin or match, whoever includes it.
    for (const entry of Object.values(registration.repository ?? {})) visit(entry, undefined);
    for (const injection of Object.values(registration.injections ?? {})) visit(injection, undefined);
  }
  return {
    always,
    gates: [...byPattern].map(([pattern, embeds]) => ({ pattern: withoutStartAnchors(pattern), embeds })),
  };
}

/** A grammar's gates, compiled: one scanner for all (a line none matches is passed over), and one each. */
export interface CompiledGates {
  always: Set<string>;
  gates: { scanner: PatternScanner; embeds: Set<string> }[];
  any: PatternScanner | undefined;
}

/** Compiles the gates; one the engine cannot compile without its anchors opens its embeds to every block. */
export function compileGates(gates: EmbedGates, engine: RegexEngine): CompiledGates {
  const always = new Set(gates.always);
  const compiled: CompiledGates['gates'] = [];
  const patterns: string[] = [];
  for (const gate of gates.gates) {
    try {
      compiled.push({ scanner: engine.createScanner([gate.pattern]), embeds: gate.embeds });
      patterns.push(gate.pattern);
    } catch {
      gate.embeds.forEach((embed) => always.add(embed));
    }
  }
  return { always, gates: compiled, any: patterns.length > 0 ? engine.createScanner(patterns) : undefined };
}

/** The lazy embeds `code` may use: those every block needs, and those whose gate matches a line of it. */
export function embedsOfBlock(gates: CompiledGates, code: string, engine: RegexEngine): Set<string> {
  const found = new Set(gates.always);
  const open = (gate: CompiledGates['gates'][number]) => [...gate.embeds].some((embed) => !found.has(embed));
  for (const line of code.split(/\r?\n/)) {
    if (!gates.any) break;
    // The tokenizer reads each line with its line break.
    const text = engine.createString(`${line}\n`);
    try {
      if (!gates.any.findNextMatchSync(text, 0, 0)) continue;
      for (const gate of gates.gates) {
        if (open(gate) && gate.scanner.findNextMatchSync(text, 0, 0)) gate.embeds.forEach((embed) => found.add(embed));
      }
    } finally {
      // Oniguruma's strings hold memory of its own (and one shared buffer) until disposed.
      text.dispose?.();
    }
  }
  return found;
}
