/**
 * Draws the Mermaid diagrams of the page (`[data-sg-mermaid]`, from
 * src/markdown/plugins/remarkMermaid.ts), in the colour mode on screen.
 * Linked as a module script only on pages that have a diagram; it is small,
 * and imports Mermaid itself (a chunk of its own, several hundred KB) once,
 * when there is something to draw. Bundled with Mermaid by
 * src/client/bundleMermaid.ts into assets/mermaid/.
 *
 * - Each block keeps its source `<pre>`, which is what shows without
 *   JavaScript, before Mermaid has loaded, and when drawing failed.
 * - The toggle (or anything else) changing `data-theme` on `<html>` draws
 *   every diagram again with Mermaid's matching theme.
 * - Client navigation: the router adds this script when it swaps in the first
 *   page with a diagram (it then draws what it finds); after that,
 *   `sitegen:navigated` brings each new region.
 * - A diagram Mermaid cannot parse shows Mermaid's message in its place.
 */
import type { Mermaid } from 'mermaid';
import type { SwapDetail } from '../router.ts';

type Theme = 'light' | 'dark';

const blockSelector = '[data-sg-mermaid]';
/** The colour mode each block was last drawn in. */
const drawnIn = new WeakMap<Element, Theme>();
let loading: Promise<Mermaid> | undefined;
let ids = 0;
/** One drawing at a time: Mermaid's configuration and its scratch element are shared. */
let queue: Promise<void> = Promise.resolve();

function colourMode(): Theme {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then((module) => module.default);
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Puts `output` (the diagram or a message) in the block, replacing what a previous drawing put there. */
function show(block: HTMLElement, output: HTMLElement, state: 'drawn' | 'failed'): void {
  block.querySelector(':scope > .sg-mermaid__diagram, :scope > .sg-mermaid__error')?.remove();
  block.prepend(output);
  block.dataset.state = state;
}

function showError(block: HTMLElement, title: string, message: string): void {
  const box = document.createElement('div');
  box.className = 'sg-mermaid__error';
  box.setAttribute('role', 'alert');
  const heading = document.createElement('p');
  heading.className = 'sg-mermaid__error-title';
  heading.textContent = title;
  const detail = document.createElement('pre');
  detail.textContent = message;
  box.append(heading, detail);
  show(block, box, 'failed');
}

async function draw(mermaid: Mermaid, block: HTMLElement, theme: Theme): Promise<void> {
  // No source: a rehype plugin of the site drew the diagram at build time.
  const source = block.querySelector(':scope > .sg-mermaid__source')?.textContent;
  if (source === undefined || source === null) return;
  const id = `sg-mermaid-${++ids}`;
  try {
    const { svg, bindFunctions } = await mermaid.render(id, source);
    const diagram = document.createElement('div');
    diagram.className = 'sg-mermaid__diagram';
    // Mermaid's own output, sanitised by it (securityLevel 'strict').
    diagram.innerHTML = svg;
    bindFunctions?.(diagram);
    show(block, diagram, 'drawn');
  } catch (error) {
    // What Mermaid leaves in <body> when a diagram fails.
    document.getElementById(id)?.remove();
    document.getElementById(`d${id}`)?.remove();
    showError(block, 'Mermaid could not draw this diagram:', error instanceof Error ? error.message : String(error));
  }
  drawnIn.set(block, theme);
}

/** Draws the blocks under `root` not yet drawn in the current colour mode, after any drawing under way. */
function drawAll(root: ParentNode): void {
  if (!root.querySelector(blockSelector)) return;
  queue = queue
    .then(async () => {
      const theme = colourMode();
      const blocks = [...root.querySelectorAll<HTMLElement>(blockSelector)].filter(
        (block) => block.isConnected && drawnIn.get(block) !== theme,
      );
      if (blocks.length === 0) return;
      let mermaid: Mermaid;
      try {
        mermaid = await loadMermaid();
      } catch (error) {
        for (const block of blocks)
          showError(
            block,
            'The diagram could not be loaded. Check your connection, then reload the page.',
            error instanceof Error ? error.message : String(error),
          );
        return;
      }
      mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: theme === 'dark' ? 'dark' : 'default' });
      for (const block of blocks) {
        // The colour mode changed meanwhile: the drawing queued after this one does these.
        if (colourMode() !== theme) return;
        if (block.isConnected) await draw(mermaid, block, theme);
      }
    })
    .catch((error: unknown) => {
      // Not a diagram's fault (those show in place): a bug, reported; the next drawing still runs.
      console.error(error);
    });
}

drawAll(document);
document.addEventListener('sitegen:navigated', (event) => {
  drawAll((event as CustomEvent<SwapDetail>).detail.root);
});
new MutationObserver(() => drawAll(document)).observe(document.documentElement, {
  attributes: true,
  attributeFilter: ['data-theme'],
});
