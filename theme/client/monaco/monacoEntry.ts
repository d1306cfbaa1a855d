/**
 * The Monaco bundle: the editor API, its features and the JSON language,
 * built by esbuild into the site's own assets (src/client/bundleMonaco.ts)
 * and imported by `theme/editor/loadMonaco.ts` on pages with an editor only.
 */
import * as api from 'monaco-editor/esm/vs/editor/editor.api.js';
import 'monaco-editor/esm/vs/editor/editor.all.js';
import * as json from 'monaco-editor/esm/vs/language/json/monaco.contribution.js';

interface WorkerUrls {
  editor: string;
  json: string;
}

/** Where the workers are: the JSON language runs in its own worker, everything else in the editor's. */
export function setWorkerUrls(urls: WorkerUrls): void {
  (self as unknown as { MonacoEnvironment: unknown }).MonacoEnvironment = {
    getWorker: (_workerId: string, label: string) =>
      new Worker(label === 'json' ? urls.json : urls.editor, { name: label, type: 'module' }),
  };
}

export const monaco = { ...api, json };
