/**
 * The build worker of `sitegen serve --watch` (a worker thread): builds the
 * site once, then rebuilds on each `update` from the watcher with the same
 * in-memory builder, so only what a change affects is compiled and
 * rendered. A problem in the site is reported, never thrown: the worker
 * stays, and the next update tries again.
 */
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteBuilder, UpdateResult } from '../build/siteBuilder.ts';
import { createLocalizedBuilder } from '../i18n/localizedBuilder.ts';
import { formatDiagnostic } from '../cli/formatDiagnostic.ts';
import { shownWarnings } from '../cli/warningSummary.ts';
import { createReporter } from '../cli/reporter.ts';
import { isSitegenError } from '../diagnostics/diagnostic.ts';
import type { UpdateRequest, WorkerOptions, WorkerReport } from './workerMessages.ts';

const options = workerData as WorkerOptions;
const port = parentPort;
if (!port) throw new Error('buildWorker.ts runs in a worker thread');
const report = (message: WorkerReport) => port.postMessage(message);
const reporter = createReporter({ quiet: true, isTTY: false, write: () => undefined });
let builder: SiteBuilder | undefined;
/** Config files known so far: the config itself, until it loads and names what it imports. */
let restartOn: string[] = [path.join(options.siteDir, 'sitegen.config.ts')];

async function rebuild(files: string[]): Promise<void> {
  const started = performance.now();
  try {
    let result: UpdateResult;
    if (!builder) {
      // One thread: an update renders from the trees the first build kept, which worker threads would hold instead.
      // Drafts are shown while writing, as Docusaurus's dev server shows them.
      builder = await createLocalizedBuilder({
        siteDir: options.siteDir,
        outDir: options.outDir,
        reporter,
        workers: 1,
        drafts: true,
      });
      restartOn = builder.restartOn;
      result = await builder.build();
    } else {
      result = await builder.update(files);
    }
    // The client bundle's own files of the site (stylesheets, islands) are known once it is built.
    restartOn = builder.restartOn;
    report({
      type: 'built',
      changed: result.changed,
      rendered: result.rendered,
      pages: result.pages,
      full: result.full,
      ms: performance.now() - started,
      warnings: shownWarnings(result.warnings, false).map((w) => formatDiagnostic(w, { cwd: options.cwd })),
      restartOn,
      basePath: builder.config.basePath,
    });
    result.indexed.then(
      () => report({ type: 'indexed' }),
      (error: unknown) => report({ type: 'log', text: `✗ Writing the search index failed: ${String(error)}\n` }),
    );
  } catch (error) {
    if (isSitegenError(error)) {
      const count = error.diagnostics.length;
      report({
        type: 'failed',
        restartOn,
        problems: error.diagnostics.map((d) => formatDiagnostic(d, { cwd: options.cwd })),
        summary: `${count} problem${count === 1 ? '' : 's'}`,
      });
    } else {
      // A bug in sitegen, not in the site: still reported, with the stack.
      report({
        type: 'failed',
        restartOn,
        problems: [error instanceof Error ? (error.stack ?? error.message) : String(error)],
        summary: 'sitegen failed unexpectedly',
      });
    }
  }
}

// One rebuild at a time, in the order asked.
let queue = rebuild([]);
port.on('message', (message: UpdateRequest) => {
  if (message.type === 'update') queue = queue.then(() => rebuild(message.files));
});
