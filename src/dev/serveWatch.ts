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
import { build as esbuild } from '../modules/esbuildBuild.ts';
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

/** What the watch loop's steps share: the worker and what it last said. */
interface WatchSession {
  options: ServeWatchOptions;
  siteDir: string;
  outDir: string;
  events: ReturnType<typeof createEventStream>;
  /** The last change's problems, while it does not build. */
  problems: { summary: string; problems: string[] } | undefined;
  /** The files whose change starts a new worker (the config and what it imports), as the worker last said. */
  restartOn: Set<string>;
  worker: BuildWorker | undefined;
  /** Resolves the rebuild waiting for the worker's answer. */
  answer: (() => void) | undefined;
  firstBuild: Promise<void>;
  firstBuildDone: () => void;
  /** The next build reloads every page (a new worker's first). */
  fullNext: boolean;
}

export async function serveWatch(options: ServeWatchOptions): Promise<WatchingServer> {
  const siteDir = path.resolve(options.siteDir);
  let firstBuildDone: () => void = () => undefined;
  const firstBuild = new Promise<void>((resolve) => {
    firstBuildDone = resolve;
  });
  const session: WatchSession = {
    options,
    siteDir,
    outDir: path.resolve(options.outDir),
    events: createEventStream(),
    problems: undefined,
    restartOn: new Set([path.join(siteDir, 'sitegen.config.ts')]),
    worker: undefined,
    answer: undefined,
    firstBuild,
    firstBuildDone,
    fullNext: true,
  };
  const server = await serveWithDevClient(session, await bundleDevClient());
  const queue = rebuildQueue(session);
  startWorker(session);

  // sitegen's own theme and templates change only in a checkout of sitegen (compiled by `tsc -b --watch`), never once
  // installed.
  const ownFolders = packageRoot.split(path.sep).includes('node_modules') ? [] : [themeDir, templatesDir];
  const watcher = await watchFiles([siteDir, ...ownFolders], {
    ignored: ignoredBy(session.outDir),
    onChange: (file) => queue.add(path.resolve(file)),
    onError: (error) => options.log(`✗ Watching files failed: ${String(error)}\n`),
  });

  return {
    url: server.url,
    port: server.port,
    server,
    async close() {
      await watcher.close();
      await session.worker?.stop();
      session.events.close();
      await server.close();
    },
  };
}

/**
 * The output folder served, every page with the dev client, which listens to the events; before the first build, a
 * page that waits for it or shows why it failed.
 */
function serveWithDevClient(session: WatchSession, devClient: string): Promise<RunningServer> {
  const { options, events } = session;
  return serve({
    root: session.outDir,
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
      const state = session.problems ? 'The site does not build yet.' : 'Building the site…';
      return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>sitegen</title></head>' +
        `<body><p>${state} This page reloads when it is ready.</p>${clientTag}</body></html>`
      );
    },
  });
}

/** What the worker says: a log line, a build (the open pages it changed reload), or a change that does not build. */
function onReport(session: WatchSession, report: WorkerReport): void {
  if (report.type === 'log') {
    session.options.log(report.text);
    return;
  }
  if (report.type === 'indexed') return;
  session.restartOn = new Set(report.restartOn);
  if (report.type === 'built') reportBuilt(session, report);
  else reportFailed(session, report);
  session.firstBuildDone();
  session.answer?.();
  session.answer = undefined;
}

function reportBuilt(session: WatchSession, report: Extract<WorkerReport, { type: 'built' }>): void {
  const { options, events } = session;
  for (const warning of report.warnings) options.log(`${warning}\n\n`);
  const all = session.fullNext || report.full;
  session.fullNext = false;
  if (session.problems) options.log('✓ The site builds again.\n');
  session.problems = undefined;
  events.setState({ type: 'ok', data: {} });
  events.send({ type: 'ok', data: {} });
  if (report.changed.length > 0 || all) events.send({ type: 'reload', data: { paths: report.changed, all } });
  options.log(
    `✓ ${all ? `Built ${report.pages} pages` : `Rendered ${report.rendered} of ${report.pages} pages`} in ` +
      `${formatMs(report.ms)}\n`,
  );
}

function reportFailed(session: WatchSession, report: Extract<WorkerReport, { type: 'failed' }>): void {
  const { options, events } = session;
  const problems = { summary: report.summary, problems: report.problems };
  session.problems = problems;
  for (const problem of report.problems) options.log(`${problem}\n\n`);
  const served = existsSync(path.join(session.outDir, '404.html'))
    ? 'The last good pages are still served.'
    : 'Nothing is built yet.';
  options.log(`✗ The change does not build: ${report.summary}. ${served}\n`);
  events.setState({ type: 'problems', data: problems });
  events.send({ type: 'problems', data: problems });
}

/**
 * A new build worker, which builds everything first; its crash, or a doc that never finishes, is reported as a
 * problem.
 */
function startWorker(session: WatchSession): void {
  const { siteDir, outDir, options } = session;
  session.fullNext = true;
  const started = startBuildWorker(
    { siteDir, outDir, cwd: options.cwd },
    (report) => onReport(session, report),
    (error) => {
      // A crash of the worker is a bug in sitegen: reported like a problem; the next change starts a new worker.
      onReport(session, {
        type: 'failed',
        restartOn: [...session.restartOn],
        summary: 'the build worker stopped',
        problems: [error?.stack ?? String(error)],
      });
      session.worker = undefined;
    },
    (timeout) => {
      // A doc that never finishes: its worker is stopped, and the next change starts a new one.
      if (session.worker === started) session.worker = undefined;
      onReport(session, {
        type: 'failed',
        restartOn: [...session.restartOn],
        summary: '1 problem',
        problems: [formatDiagnostic(timeout, { cwd: options.cwd })],
      });
    },
  );
  session.worker = started;
}

/**
 * The changes, settled and one rebuild at a time: the worker updates what they affect, or a new worker builds
 * everything when the config, what it imports, the theme or the templates changed.
 */
function rebuildQueue(session: WatchSession): RebuildQueue {
  const { options } = session;
  const relative = (file: string) => path.relative(options.cwd, file) || file;
  return createRebuildQueue({
    settleMs: 10,
    needsRestart: (file) =>
      session.restartOn.has(file) || file.startsWith(themeDir + path.sep) || file.startsWith(templatesDir + path.sep),
    async run(files, restart) {
      await session.firstBuild;
      const answered = new Promise<void>((resolve) => {
        session.answer = resolve;
      });
      options.log(
        `… ${files.length === 1 ? relative(files[0] ?? '') : `${files.length} files`} ` +
          `changed${restart || !session.worker ? ', building everything' : ''}\n`,
      );
      if (restart || !session.worker) {
        await session.worker?.stop();
        startWorker(session);
      } else {
        session.worker.update(files);
      }
      await answered;
    },
  });
}
