/**
 * Loads the Monaco bundle the build made (src/client/bundleMonaco.ts): its
 * addresses are in the page's `#sg-monaco` JSON, which only pages with an
 * editor carry. Loaded once per page; after a failure the next call tries
 * again under a new query string (a failed module import stays failed for its URL).
 */
import type * as MonacoModule from 'monaco-editor';

/** The part of the Monaco API the bundle holds: the editor and the JSON language. */
export type Monaco = Pick<
  typeof MonacoModule,
  'editor' | 'languages' | 'Uri' | 'MarkerSeverity' | 'KeyCode' | 'KeyMod' | 'Range' | 'Position' | 'Selection'
> & {
  json: typeof MonacoModule.json;
};

interface MonacoAssets {
  script: string;
  stylesheet: string;
  workers: { editor: string; json: string };
}
interface MonacoBundleModule {
  monaco: Monaco;
  setWorkerUrls: (urls: MonacoAssets['workers']) => void;
}

let loading: Promise<Monaco> | undefined;
let loaded: Monaco | undefined;

/** Monaco's API once it has loaded (undefined before): for code that reads it outside an editor's callbacks. */
export function loadedMonaco(): Monaco | undefined {
  return loaded;
}
let attempts = 0;
const loadListeners = new Set<() => void>();

/**
 * Calls `listener` the next time Monaco finishes loading: an editor that
 * failed retries by itself once another editor's Retry succeeded.
 * Returns the function that stops listening.
 */
export function onMonacoLoaded(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => {
    loadListeners.delete(listener);
  };
}

export function loadMonaco(): Promise<Monaco> {
  loading ??= (async () => {
    const element = document.getElementById('sg-monaco');
    if (!element?.textContent)
      throw new Error('This page carries no Monaco bundle: its widget must be registered with monaco: true.');
    const assets = JSON.parse(element.textContent) as MonacoAssets;
    if (!document.querySelector('link[data-monaco]')) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = assets.stylesheet;
      link.dataset.monaco = '';
      document.head.append(link);
    }
    const attempt = attempts++;
    const module = (await import(
      /* @vite-ignore */ attempt === 0 ? assets.script : `${assets.script}?retry=${attempt}`
    )) as MonacoBundleModule;
    module.setWorkerUrls(assets.workers);
    loaded = module.monaco;
    for (const listener of [...loadListeners]) listener();
    return module.monaco;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
