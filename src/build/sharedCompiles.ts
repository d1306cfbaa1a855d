/**
 * The docs one language's build compiled, for the other languages of the same
 * run (localizedBuilder.ts): a doc a language has not translated is the same
 * file in each, so it is compiled once. Compiled in this thread, a doc is
 * shared as it is; compiled in the pool's workers, its tree comes back as
 * JSON and is parsed when another language first shows the doc.
 */
import { createHash } from 'node:crypto';
import type { Root } from 'hast';
import type { DocSource } from '../content/contentTypes.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';

/** A doc's key among the shared compiles: its file, where its body starts, and its body. */
export const compiledKey = (doc: DocSource) =>
  `${doc.file}\0${doc.bodyLineOffset}\0${createHash('sha1').update(doc.body).digest('base64url')}`;

/** `doc` with the tree `json` holds, parsed the first time it is read. */
export function withTreeFrom(doc: CompiledDoc, json: string): CompiledDoc {
  let tree: Root | undefined;
  const shared = { ...doc };
  Object.defineProperty(shared, 'hast', { enumerable: true, get: () => (tree ??= JSON.parse(json) as Root) });
  return shared;
}

/**
 * A build's compiled docs shared with the other languages' builds of the run: with their trees where this thread
 * holds them, else with the trees the pool's workers sent as JSON (`trees`, by doc).
 */
export function shareCompiles(
  shared: Map<string, CompiledDoc>,
  docs: readonly DocSource[],
  compiled: { compiled: readonly (CompiledDoc | undefined)[]; trees?: readonly (string | undefined)[] | undefined },
  inPool: boolean,
): void {
  docs.forEach((doc, i) => {
    const done = compiled.compiled[i];
    const tree = compiled.trees?.[i];
    if (done?.hast && !inPool) shared.set(compiledKey(doc), done);
    else if (done && tree !== undefined) shared.set(compiledKey(doc), withTreeFrom(done, tree));
  });
}
