/**
 * The playground's checks, off the page's thread. This module is a chunk of
 * its own with nothing imported statically: the page imports it only to learn
 * its address (`checksWorkerUrl`, so no build step has to name a worker entry),
 * and a module worker started at that address runs it again, where it loads
 * Ajv (checks.ts) and answers each request with both reports. Ajv's compiling
 * of the meta-schemas and the schema (hundreds of milliseconds on a phone)
 * never blocks the page.
 */
import type { ChecksRequest, ChecksResponse } from './checksProtocol.ts';

export const checksWorkerUrl: string = import.meta.url;

interface WorkerScope {
  postMessage(message: ChecksResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ChecksRequest>) => void): void;
}

if ('WorkerGlobalScope' in globalThis && typeof document === 'undefined') {
  const scope = globalThis as unknown as WorkerScope;
  const loading = import('./checks.ts');
  // Requests are answered in order: each waits for the same load, then runs to its end.
  scope.addEventListener('message', ({ data: { id, schemaText, dataText } }) => {
    loading.then(
      (checks) => scope.postMessage({ id, reports: checks.checkTexts(schemaText, dataText) }),
      (error: unknown) => scope.postMessage({ id, loadError: error instanceof Error ? error.message : String(error) }),
    );
  });
}
