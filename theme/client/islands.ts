/**
 * The islands hydrator, loaded only on pages that have islands. Reads the
 * page's manifest (island name → chunk URL) and hydrates each island when its
 * strategy says: at once, when idle, or when visible. Islands in a region
 * that client navigation removes are unmounted; new ones are mounted.
 *
 * If an island's code fails to load, its place shows "Page Error" with a
 * "Retry" button that loads it again.
 */
import { createElement, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { InsideIslandContext } from '../context.ts';
import { ErrorBoundary } from '../islands/ErrorBoundary.tsx';
import { translate, TranslationContext, type Translation } from '../i18n/translate.ts';
import { readPageStrings } from './pageStrings.ts';

type Manifest = Record<string, string>;
type IslandModule = { default: ComponentType<Record<string, unknown>> };

const roots = new Map<HTMLElement, Root>();
const attempts = new Map<HTMLElement, number>();

function readManifest(): Manifest {
  const script = document.getElementById('sg-islands');
  return script?.textContent ? (JSON.parse(script.textContent) as Manifest) : {};
}

/**
 * A failed module import stays failed for that URL in the browser's module
 * map, so a retry asks for the same file under a new query string.
 */
function importIsland(url: string, attempt: number): Promise<IslandModule> {
  return import(/* @vite-ignore */ attempt === 0 ? url : `${url}?retry=${attempt}`) as Promise<IslandModule>;
}

/** The page's strings, as the server rendered the island with them: the same words after hydration. */
function pageTranslation(): Translation {
  return readPageStrings();
}

function paragraph(className: string, text: string): HTMLParagraphElement {
  const p = document.createElement('p');
  if (className) p.className = className;
  p.textContent = text;
  return p;
}

function showPageError(marker: HTMLElement, root: HTMLElement): void {
  const translation = pageTranslation();
  const box = document.createElement('div');
  box.className = 'sg-page-error';
  box.setAttribute('role', 'alert');
  box.append(
    paragraph('sg-page-error__title', translate(translation, 'sitegen.island.loadErrorTitle')),
    paragraph('', translate(translation, 'sitegen.island.loadErrorMessage')),
  );
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'sg-button';
  retry.textContent = translate(translation, 'sitegen.island.retry');
  retry.addEventListener('click', () => {
    box.classList.add('is-loading');
    retry.disabled = true;
    retry.textContent = translate(translation, 'sitegen.island.loading');
    void mount(marker, readManifest());
  });
  box.append(retry);
  root.replaceChildren(box);
}

async function mount(marker: HTMLElement, manifest: Manifest): Promise<void> {
  if (roots.has(marker)) return;
  const name = marker.dataset.island ?? '';
  const url = manifest[name];
  const root = marker.querySelector<HTMLElement>(':scope > [data-island-root]');
  const propsScript = marker.querySelector(':scope > script[type="application/json"]');
  if (!url || !root) return;
  const attempt = attempts.get(marker) ?? 0;
  attempts.set(marker, attempt + 1);
  let module: IslandModule;
  try {
    module = await importIsland(url, attempt);
  } catch (error) {
    console.error(`sitegen: the code of island ${name} failed to load`, error);
    showPageError(marker, root);
    return;
  }
  if (!marker.isConnected || roots.has(marker)) return;
  const props = JSON.parse(propsScript?.textContent ?? '{}') as Record<string, unknown>;
  // As on the server (Island.tsx), islands inside this one render as their bare content.
  const element = createElement(
    TranslationContext.Provider,
    { value: pageTranslation() },
    createElement(
      InsideIslandContext.Provider,
      { value: true },
      createElement(ErrorBoundary, null, createElement(module.default, props)),
    ),
  );
  // After a failed load the server HTML was replaced by the error box: render afresh.
  const fresh = marker.hasAttribute('data-client-only') || root.querySelector(':scope > .sg-page-error') !== null;
  // As a transition, React renders in slices of a few milliseconds and yields between them: hydrating a large
  // schema viewer was one task of half a second on a phone, in which a tap went unanswered.
  startTransition(() => {
    if (fresh) {
      root.replaceChildren();
      const created = createRoot(root);
      created.render(element);
      roots.set(marker, created);
    } else {
      roots.set(marker, hydrateRoot(root, element));
    }
  });
}

function schedule(marker: HTMLElement, run: () => void): void {
  const strategy = marker.dataset.hydrate;
  if (strategy === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { rootMargin: '200px' },
    );
    // The marker is display: contents and has no box of its own; its root has.
    observer.observe(marker.querySelector(':scope > [data-island-root]') ?? marker);
  } else if (strategy === 'idle' && 'requestIdleCallback' in window) {
    requestIdleCallback(run);
  } else {
    run();
  }
}

function mountAll(scope: ParentNode): void {
  const manifest = readManifest();
  for (const marker of scope.querySelectorAll<HTMLElement>('[data-island]')) {
    schedule(marker, () => {
      void mount(marker, manifest);
    });
  }
}

function unmountAll(scope: ParentNode): void {
  for (const marker of scope.querySelectorAll<HTMLElement>('[data-island]')) {
    roots.get(marker)?.unmount();
    roots.delete(marker);
    attempts.delete(marker);
  }
}

document.addEventListener('sitegen:before-swap', (event) =>
  unmountAll((event as CustomEvent<{ root: HTMLElement }>).detail.root),
);
document.addEventListener('sitegen:navigated', (event) =>
  mountAll((event as CustomEvent<{ root: HTMLElement }>).detail.root),
);
mountAll(document);
