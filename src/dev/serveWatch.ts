/**
 * `sitegen serve --watch`: the author's loop.
 *
 * The server starts at once and serves the output folder; a build worker
 * (startBuildWorker.ts) builds the site and then rebuilds what each change
 * affects. chokidar watches the site, `theme/` and `templates/`; a change to
 * the theme, the templates or the config starts a new worker, with fresh
 * copies of them. Every page sent gets a small script (theme/client/dev/)
 * that listens to server-sent events: the tabs showing a changed page
 * reload, keeping their scroll position, and a change that does not build
 * shows an overlay with the diagnostics over the last good page, until a
 * change builds again. Nothing in the site can stop the process.
 */
import { build as esbuild } from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatDiagnostic } from '../cli/formatDiagnostic.ts';
import { formatMs } from '../cli/reporter.ts';
import { packageRoot, sitegenModule, templatesDir, themeDir } from '../paths.ts';
import { serve, type RunningServer } from '../serve/serve.ts';
import { createEventStream } from './eventStream.ts';
import { createRebuildQueue, type RebuildQueue } from './rebuildQueue.ts';
import { startBuildWorker, type BuildWorker } from './startBuildWorker.ts';
import { watchFiles } from './watchFiles.ts';
import type { WorkerReport } from './workerMessages.ts';

export interface ServeWatchOptions {
  siteDir: string;
  outDir: string;
  port: number;
  host: string;
  strictPort?: boolean;
  /** Host names answered besides the machine's own (see src/serve/hostGuard.ts). @default [] */
  allowedHosts?: readonly string[];
  /** Prints a warning line (a refused host). */
  warn?: (text: string) => void;
  /** The site's base path, as far as known before the first build. */
  basePath: string;
  cwd: string;
  log: (text: string) => void;
}

export interface WatchingServer {
  url: string;
  port: number;
  server: RunningServer;
  close(): Promise<void>;
}

const eventsPath = '/__sitegen/events';
const clientPath = '/__sitegen/dev-client.js';
const clientTag = `<script src="${clientPath}" defer></script>`;

async function bundleDevClient(): Promise<string> {
  const result = await esbuild({
    entryPoints: [sitegenModule('theme/client/dev/devClient.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    minify: true,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** A file is the watcher's business unless it is output, a dependency, or a temporary file of an editor or a build. */
function ignoredBy(outDir: string) {
  return (file: string) => {
    if (file === outDir || file.startsWith(outDir + path.sep)) return true;
    const name = path.basename(file);
    return (
      name === 'node_modules' ||
      name === '.git' ||
      /^\.[^/]*\.(tmp|old)-\d+-\d+$/.test(name) ||
      /\.partial$|~$|\.swp$|^\.#/.test(name)
    );
  };
}

export async function serveWatch(options: ServeWatchOptions): Promise<WatchingServer> {
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.resolve(options.outDir);
  const relative = (file: string) => path.relative(options.cwd, file) || file;
  const events = createEventStream();
  const devClient = await bundleDevClient();
  let problems: { summary: string; problems: string[] } | undefined;

  const server = await serve({
    root: outDir,
    port: options.port,
    host: options.host,
    basePath: options.basePath,
    ...(options.strictPort ? { strictPort: true } : {}),
    // The events and the dev client are behind the same guard as the pages: the diagnostics show the site's sources.
    allowedHosts: options.allowedHosts ?? [],
    ...(options.warn ? { warn: options.warn } : {}),
    handle(request, response, target) {
      if (target.pathname === eventsPath) {
        events.connect(request, response);
        return true;
      }
      if (target.pathname === clientPath) {
        response
          .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
          .end(devClient);
        return true;
      }
      return false;
    },
    transformHtml(html) {
      const at = html.lastIndexOf('</body>');
      return at === -1 ? html + clientTag : html.slice(0, at) + clientTag + html.slice(at);
    },
    // Nothing built yet: a page that waits for the first build, or shows why it failed.
    fallbackHtml: () => {
      const state = problems ? 'The site does not build yet.' : 'Building the site…';
      return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>sitegen</title></head>' +
        `<body><p>${state} This page reloads when it is ready.</p>${clientTag}</body></html>`
      );
    },
  });

  let restartOn = new Set([path.join(siteDir, 'sitegen.config.ts')]);
  let worker: BuildWorker | undefined;
  /** Resolves the rebuild waiting for the worker's answer. */
  let answer: (() => void) | undefined;
  let firstBuildDone: () => void = () => undefined;
  const firstBuild = new Promise<void>((resolve) => {
    firstBuildDone = resolve;
  });
  let fullNext = true;

  const onReport = (report: WorkerReport) => {
    if (report.type === 'log') {
      options.log(report.text);
      return;
    }
    if (report.type === 'indexed') return;
    restartOn = new Set(report.restartOn);
    if (report.type === 'built') {
      for (const warning of report.warnings) options.log(`${warning}\n\n`);
      const all = fullNext || report.full;
      fullNext = false;
      if (problems) options.log('✓ The site builds again.\n');
      problems = undefined;
      events.setState({ type: 'ok', data: {} });
      events.send({ type: 'ok', data: {} });
      if (report.changed.length > 0 || all) events.send({ type: 'reload', data: { paths: report.changed, all } });
      options.log(
        `✓ ${all ? `Built ${report.pages} pages` : `Rendered ${report.rendered} of ${report.pages} pages`} in ` +
          `${formatMs(report.ms)}\n`,
      );
    } else {
      problems = { summary: report.summary, problems: report.problems };
      for (const problem of report.problems) options.log(`${problem}\n\n`);
      const served = existsSync(path.join(outDir, '404.html'))
        ? 'The last good pages are still served.'
        : 'Nothing is built yet.';
      options.log(`✗ The change does not build: ${report.summary}. ${served}\n`);
      events.setState({ type: 'problems', data: problems });
      events.send({ type: 'problems', data: problems });
    }
    firstBuildDone();
    answer?.();
    answer = undefined;
  };

  const startWorker = () => {
    fullNext = true;
    const started = startBuildWorker(
      { siteDir, outDir, cwd: options.cwd },
      onReport,
      (error) => {
        // A crash of the worker is a bug in sitegen: reported like a problem; the next change starts a new worker.
        onReport({
          type: 'failed',
          restartOn: [...restartOn],
          summary: 'the build worker stopped',
          problems: [error?.stack ?? String(error)],
        });
        worker = undefined;
      },
      (timeout) => {
        // A doc that never finishes: its worker is stopped, and the next change starts a new one.
        if (worker === started) worker = undefined;
        onReport({
          type: 'failed',
          restartOn: [...restartOn],
          summary: '1 problem',
          problems: [formatDiagnostic(timeout, { cwd: options.cwd })],
        });
      },
    );
    worker = started;
  };

  const queue: RebuildQueue = createRebuildQueue({
    settleMs: 10,
    needsRestart: (file) =>
      restartOn.has(file) || file.startsWith(themeDir + path.sep) || file.startsWith(templatesDir + path.sep),
    async run(files, restart) {
      await firstBuild;
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      options.log(
        `… ${files.length === 1 ? relative(files[0] ?? '') : `${files.length} files`} ` +
          `changed${restart || !worker ? ', building everything' : ''}\n`,
      );
      if (restart || !worker) {
        await worker?.stop();
        startWorker();
      } else {
        worker.update(files);
      }
      await answered;
    },
  });

  startWorker();

  // sitegen's own theme and templates change only in a checkout of sitegen (compiled by `tsc -b --watch`), never once
  // installed.
  const ownFolders = packageRoot.split(path.sep).includes('node_modules') ? [] : [themeDir, templatesDir];
  const watcher = await watchFiles([siteDir, ...ownFolders], {
    ignored: ignoredBy(outDir),
    onChange: (file) => queue.add(path.resolve(file)),
    onError: (error) => options.log(`✗ Watching files failed: ${String(error)}\n`),
  });

  return {
    url: server.url,
    port: server.port,
    server,
    async close() {
      await watcher.close();
      await worker?.stop();
      events.close();
      await server.close();
    },
  };
}
