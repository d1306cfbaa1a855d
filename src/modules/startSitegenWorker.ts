/**
 * Starts a worker thread that runs one of sitegen's own modules, named by
 * its source path (`src/build/poolWorker.ts`); `workerData` reaches it
 * unchanged. When the command runs from its bundle (scripts/bundleCli.ts),
 * the worker runs its module's entry of that bundle
 * (`dist/src/cli.bundle-worker-poolWorker.js`); otherwise, compiled, the
 * JavaScript file as it is. From the TypeScript sources (sitegen's own
 * tests), the worker first registers tsx, a development dependency, with
 * sitegen's tsconfig.
 */
import { existsSync } from 'node:fs';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { isCompiled, runsFromBundle, sitegenModule, sitegenRoot } from '../paths.ts';

/** The worker's entry of the bundle, when the command runs from it and the bundle has one for `sourcePath`. */
function bundledWorker(sourcePath: string): string | undefined {
  if (!runsFromBundle) return undefined;
  const file = path.join(
    sitegenRoot,
    'src',
    `cli.bundle-worker-${path.basename(sourcePath, path.extname(sourcePath))}.js`,
  );
  return existsSync(file) ? file : undefined;
}

export function startSitegenWorker(
  sourcePath: string,
  workerData: unknown,
  options: { stdout?: boolean; stderr?: boolean; resourceLimits?: ResourceLimits } = {},
): Worker {
  const settings = {
    workerData,
    env: process.env,
    stdout: options.stdout ?? false,
    stderr: options.stderr ?? false,
    ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
  };
  if (isCompiled) return new Worker(bundledWorker(sourcePath) ?? sitegenModule(sourcePath), settings);
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
