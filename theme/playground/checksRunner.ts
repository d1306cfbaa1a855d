/**
 * Runs the playground's checks: in a module worker (checksWorker.ts) when
 * the browser starts one, else on the page: a browser without module
 * workers, a page opened from a file, a bundler that gives chunks no address.
 * A worker that fails to start hands what it was asked to the page. Each
 * request gets both reports; the promise rejects only when Ajv cannot load.
 */
import type { ChecksRequest, ChecksResponse } from './checksProtocol.ts';
import type { PlaygroundReports } from './model/playgroundReports.ts';

export interface ChecksRunner {
  check(schemaText: string, dataText: string): Promise<PlaygroundReports>;
  /** Stops the worker; answers still due are dropped. */
  dispose(): void;
}

interface Request {
  schemaText: string;
  dataText: string;
  resolve: (reports: PlaygroundReports) => void;
  reject: (error: Error) => void;
}

let loadingChecks: Promise<typeof import('./checks.ts')> | undefined;
function loadChecks(): Promise<typeof import('./checks.ts')> {
  loadingChecks ??= import('./checks.ts');
  loadingChecks.catch(() => {
    loadingChecks = undefined;
  });
  return loadingChecks;
}

function checkHere(request: Request): void {
  loadChecks().then(
    (checks) => request.resolve(checks.checkTexts(request.schemaText, request.dataText)),
    request.reject,
  );
}

export function startChecks(): ChecksRunner {
  const waiting = new Map<number, Request>();
  let nextId = 0;
  let disposed = false;

  const fallBack = () => {
    for (const request of waiting.values()) checkHere(request);
    waiting.clear();
  };

  const starting = (async (): Promise<Worker | undefined> => {
    if (typeof Worker === 'undefined') return undefined;
    try {
      const { checksWorkerUrl } = await import('./checksWorker.ts');
      if (disposed) return undefined;
      const worker = new Worker(checksWorkerUrl, { type: 'module', name: 'sitegen-playground-checks' });
      worker.addEventListener('message', ({ data }: MessageEvent<ChecksResponse>) => {
        const request = waiting.get(data.id);
        if (!request) return;
        waiting.delete(data.id);
        if ('reports' in data) request.resolve(data.reports);
        else request.reject(new Error(data.loadError));
      });
      worker.addEventListener('error', (event) => {
        // The worker's script did not load or run: the page checks from now on.
        event.preventDefault();
        worker.terminate();
        current = Promise.resolve(undefined);
        fallBack();
      });
      return worker;
    } catch {
      return undefined;
    }
  })();
  let current = starting;

  return {
    check(schemaText, dataText) {
      return new Promise((resolve, reject) => {
        const request: Request = { schemaText, dataText, resolve, reject };
        void current.then((worker) => {
          if (disposed) return;
          if (!worker) return checkHere(request);
          const id = nextId++;
          waiting.set(id, request);
          worker.postMessage({ id, schemaText, dataText } satisfies ChecksRequest);
        });
      });
    },
    dispose() {
      disposed = true;
      waiting.clear();
      void starting.then((worker) => worker?.terminate());
    },
  };
}
