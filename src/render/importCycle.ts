/**
 * The imports of Markdown files between one another, as a module's bundle finds them (`mdxModules.ts`), and the
 * first cycle they make. ES modules may import each other in a cycle, but an MDX file renders what it imports:
 * a doc that imports itself, directly or through its partials, rendered copies of itself until the stack gave
 * out, without a word. A cycle is told from where the bundle starts (the doc, or a React page) round to the
 * file it came back to, whichever import esbuild happened to resolve last.
 */

export interface ImportCycle {
  /** The files from the entry to the cycle, then round it, its first file again last: `[doc, _a, _b, _a]`. */
  chain: string[];
  /** The import that closes the cycle: the file that holds it, and its specifier as written. */
  importer: string;
  specifier: string;
}

export class ImportGraph {
  /** File → the files it imports, each with its specifier as written, in the order they were found. */
  private readonly edges = new Map<string, Map<string, string>>();

  /**
   * `entry` is the file the bundle starts from, where the chain of a cycle starts (default: the first importer
   * recorded).
   */
  constructor(private entry?: string) {}

  /** Records that `from` imports `to` (as `specifier`); the cycle it closes, if it does. */
  add(from: string, to: string, specifier: string): ImportCycle | undefined {
    this.entry ??= from;
    const targets = this.edges.get(from) ?? new Map<string, string>();
    if (targets.has(to)) return undefined;
    targets.set(to, specifier);
    this.edges.set(from, targets);
    const back = this.path(to, [from]);
    if (!back) return undefined;
    // to → … → from → to, started at the first of its files the entry reaches.
    const ring = [...back];
    const lead = this.path(this.entry ?? from, ring) ?? [to];
    const start = lead.at(-1) ?? to;
    const at = ring.indexOf(start);
    const cycle = [...ring.slice(at), ...ring.slice(0, at)];
    const last = cycle.at(-1) ?? from;
    return {
      chain: [...lead.slice(0, -1), ...cycle, start],
      importer: last,
      specifier: this.edges.get(last)?.get(start) ?? specifier,
    };
  }

  /** The shortest chain of imports from `start` to one of `goals` (`[start]` when it is one), breadth first. */
  private path(start: string, goals: readonly string[]): string[] | undefined {
    const cameFrom = new Map<string, string | undefined>([[start, undefined]]);
    const queue = [start];
    for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
      if (goals.includes(node)) {
        const chain: string[] = [];
        for (let step: string | undefined = node; step !== undefined; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      for (const next of this.edges.get(node)?.keys() ?? []) {
        if (cameFrom.has(next)) continue;
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
    return undefined;
  }
}
