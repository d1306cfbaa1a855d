/**
 * Starts a worker thread that runs a TypeScript module of sitegen. The
 * worker registers tsx as bin/sitegen does, with the same tsconfig, then
 * imports the module; `workerData` reaches it unchanged.
 */
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { sitegenRoot } from '../paths.ts';

export function startTypeScriptWorker(moduleFile: string, workerData: unknown, options: { stdout?: boolean; stderr?: boolean } = {}): Worker {
  const tsconfig = path.join(sitegenRoot, 'tsconfig.base.json');
  const code = [
    "process.env.NODE_ENV ??= 'production';",
    '(async () => {',
    `  const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});`,
    `  register({ tsconfig: ${JSON.stringify(tsconfig)} });`,
    `  await import(${JSON.stringify(pathToFileURL(moduleFile).href)});`,
    '})().catch((error) => { throw error; });',
  ].join('\n');
  return new Worker(code, { eval: true, workerData, env: process.env, stdout: options.stdout ?? false, stderr: options.stderr ?? false });
}
