/**
 * Starts a worker thread that runs one of sitegen's own modules, named by
 * its source path (`src/build/poolWorker.ts`); `workerData` reaches it
 * unchanged. Compiled, the worker runs the JavaScript file as it is. From
 * the TypeScript sources (sitegen's own tests), the worker first registers
 * tsx, a development dependency, with sitegen's tsconfig.
 */
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { isCompiled, sitegenModule, sitegenRoot } from '../paths.ts';

export function startSitegenWorker(sourcePath: string, workerData: unknown, options: { stdout?: boolean; stderr?: boolean } = {}): Worker {
  const settings = { workerData, env: process.env, stdout: options.stdout ?? false, stderr: options.stderr ?? false };
  if (isCompiled) return new Worker(sitegenModule(sourcePath), settings);
  const code = [
    "process.env.NODE_ENV ??= 'production';",
    '(async () => {',
    `  const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});`,
    `  register({ tsconfig: ${JSON.stringify(path.join(sitegenRoot, 'tsconfig.base.json'))} });`,
    `  await import(${JSON.stringify(pathToFileURL(sitegenModule(sourcePath)).href)});`,
    '})().catch((error) => { throw error; });',
  ].join('\n');
  return new Worker(code, { ...settings, eval: true });
}
