/**
 * The build's highlighting thread (highlightThread.ts): shiki, its grammars
 * and Oniguruma load and run here, on the other core, while the build's
 * thread parses the next docs. One block at a time, in the order asked: the
 * thread is busy from its first block to its last, and blocks taken in turn
 * share its grammars and Oniguruma's answers as they would on one thread.
 * A block comes back as `highlightToHast` gives it, compacted when asked
 * (rehypeCompactCode.ts), so that a Markdown doc's block crosses as one
 * string of HTML rather than a tree of tokens.
 */
import { parentPort } from 'node:worker_threads';
import { compactCode } from '../plugins/rehypeCompactCode.ts';
import { highlightToHast } from './highlighter.ts';
import type { HighlightReply, HighlightRequest } from './highlightMessages.ts';

const port = parentPort;
if (!port) throw new Error('highlightWorker.ts runs in a worker thread');

async function highlight(request: HighlightRequest): Promise<HighlightReply> {
  try {
    const { pre, fallback } = await highlightToHast(request.code, request.options);
    // A block shown as plain text carries no key, and is not compacted (rehypeHighlight.ts).
    const compacted = request.compactKey !== undefined && !fallback;
    if (compacted) {
      // compactCode compacts only a block that carries its key, as rehypeHighlight sets it.
      pre.data = { ...pre.data, sitegenHighlight: request.compactKey };
      compactCode(pre);
    }
    return { id: request.id, pre, ...(fallback ? { fallback } : {}), compacted };
  } catch (error) {
    return { id: request.id, error };
  }
}

/** Sends the reply; one that cannot cross (a grammar threw something not cloneable) asks for the block back home. */
function send(reply: HighlightReply): void {
  try {
    port!.postMessage(reply);
  } catch {
    port!.postMessage({ id: reply.id, retry: true } satisfies HighlightReply);
  }
}

let queue: Promise<void> = Promise.resolve();
port.on('message', (request: HighlightRequest) => {
  queue = queue.then(async () => send(await highlight(request)));
});
