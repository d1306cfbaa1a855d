/**
 * The islands hydrator, loaded only on pages that have islands. Reads the
 * page's manifest (island name → chunk URL), then hydrates each island when
 * its strategy says: at once, when idle, or when visible.
 */
import { createElement, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from '../islands/ErrorBoundary.tsx';

type Manifest = Record<string, string>;

function readManifest(): Manifest {
  const script = document.getElementById('sg-islands');
  return script?.textContent ? (JSON.parse(script.textContent) as Manifest) : {};
}

async function mount(marker: HTMLElement, manifest: Manifest): Promise<void> {
  const name = marker.dataset.island ?? '';
  const url = manifest[name];
  const root = marker.querySelector<HTMLElement>(':scope > [data-island-root]');
  const propsScript = marker.querySelector(':scope > script[type="application/json"]');
  if (!url || !root) return;
  const props = JSON.parse(propsScript?.textContent ?? '{}') as Record<string, unknown>;
  const module = (await import(/* @vite-ignore */ url)) as { default: ComponentType<Record<string, unknown>> };
  const element = createElement(ErrorBoundary, null, createElement(module.default, props));
  if (marker.hasAttribute('data-client-only')) createRoot(root).render(element);
  else hydrateRoot(root, element);
}

function schedule(marker: HTMLElement, run: () => void): void {
  const strategy = marker.dataset.hydrate;
  if (strategy === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) { observer.disconnect(); run(); }
    }, { rootMargin: '200px' });
    observer.observe(marker);
  } else if (strategy === 'idle' && 'requestIdleCallback' in window) {
    requestIdleCallback(run);
  } else {
    run();
  }
}

const manifest = readManifest();
for (const marker of document.querySelectorAll<HTMLElement>('[data-island]')) {
  schedule(marker, () => { void mount(marker, manifest).catch((error: unknown) => console.error(`sitegen: island ${marker.dataset.island} failed to load`, error)); });
}
