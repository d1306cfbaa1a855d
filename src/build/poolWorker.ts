/**
 * A worker thread of the build's pool (buildPool.ts). It loads the site's
 * config and widgets as the build does, compiles the docs it is given
 * (through the same compile cache); later it renders those same docs and
 * writes their pages, so a tree never crosses threads.
 * What it returns is only what the build needs from every page: titles,
 * headings and links, then each page's content for search and link checks.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { Root } from 'hast';
import { isSitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LinkInfo } from '../markdown/compileContext.ts';
import { createDocAssets } from '../output/docAssets.ts';
import { overlaidFile } from '../content/docsFolders.ts';
import { outputFailure } from '../output/outputWriter.ts';
import { fileInside } from '../output/writeInside.ts';
import { docContent, renderFailure, renderPage } from '../render/renderPage.ts';
import type { RenderedPage } from '../render/renderTypes.ts';
import { outputPathFor } from '../routes/outputPath.ts';
import { compileHere } from './compileContent.ts';
import { loadSite } from './loadSite.ts';
import type { CompileRequestDoc, PoolReply, PoolRequest, PoolWorkerData, SharedRenderData } from './poolMessages.ts';
import { cutSummary } from '../blog/summaryTree.ts';
import { treeJson } from '../markdown/compileCache.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../markdown/compileMarkdown.ts';
import { compilerSetup } from '../markdown/markdownPlugins.ts';
import { renderWithHighlights } from '../render/codeHighlights.ts';
import { discardPreparedMdx, isMdxTree, loadMdx, mdxBundlesAhead, prepareMdx } from '../render/mdxModules.ts';
import type { DocRenderRequest } from '../render/renderPool.ts';
import { renderTimeoutSeconds, runningAs, setDocTimeLimit, timeDoc } from '../timeLimit/docClock.ts';
import { errorMessage } from '../diagnostics/errorMessage.ts';

const data = workerData as PoolWorkerData;
const port = parentPort;
if (!port) throw new Error('poolWorker.ts runs in a worker thread');
const reply = (message: PoolReply) => port.postMessage(message);

const site = (async () => {
  const loaded = await loadSite({ siteDir: data.siteDir });
  setDocTimeLimit(renderTimeoutSeconds(loaded.config.limits.renderTimeout));
  // A language other than the default is served under its own base path.
  return {
    config: data.basePath ? { ...loaded.config, basePath: data.basePath } : loaded.config,
    widgets: loaded.widgets,
    markdown: loaded.markdown,
    components: loaded.overrides.components,
  };
})();
// The site loads while the build reads its docs; a failure then reaches the build as the reply to its first request.
site.catch(() => undefined);

/**
 * The docs this worker compiled, until it renders them: each tree as JSON
 * text. A tree of objects costs about ten times its JSON in memory, and
 * thousands of them held through the compile stage made the collector mark
 * them again and again; text it never looks into. Parsing it back when the
 * page renders takes a fraction of a millisecond, and it is the same tree the
 * compile cache would give (the cache stores it as JSON too).
 */
const held = new Map<string, { json: string; links: LinkInfo[] }>();

/** A problem's cause may be anything a plugin threw: it crosses to the build as its message and stack. */
const cloneable = (problem: Diagnostic): Diagnostic =>
  problem.cause === undefined
    ? problem
    : {
        ...problem,
        cause:
          problem.cause instanceof Error
            ? { message: problem.cause.message, stack: problem.cause.stack }
            : String(problem.cause),
      };

async function compile(id: number, docs: CompileRequestDoc[], hold = true, share = false): Promise<void> {
  const { widgets, markdown } = await site;
  const result = await compileHere(docs, { widgets, siteDir: data.siteDir, cache: data.cache, markdown });
  // A post's summary is cut from its tree here, where the tree is; it goes to the build's thread, which renders the
  // lists.
  const summaries = docs.map((input, i) => {
    const doc = result.compiled[i];
    return input.summaryCut && doc?.hast ? cutSummary({ ...doc, hast: doc.hast }, input.summaryCut) : undefined;
  });
  const trees: (string | undefined)[] = [];
  const compiled = result.compiled.map((doc, i) => {
    const { hast, ...rest } = doc;
    const input = docs[i];
    const json = hast && (hold || share) ? treeJson(hast) : undefined;
    if (hold && input && json !== undefined) held.set(input.file, { links: doc.links, json });
    trees.push(share ? json : undefined);
    return { ...rest, problems: rest.problems.map(cloneable) };
  });
  reply({
    type: 'compiled',
    id,
    compiled,
    cacheHits: result.cacheHits,
    ...(summaries.some(Boolean) ? { summaries } : {}),
    ...(share ? { trees } : {}),
  });
}

let compiler: MarkdownCompiler | undefined;

async function markdownCompiler(): Promise<MarkdownCompiler> {
  const { widgets, markdown } = await site;
  compiler ??= createMarkdownCompiler({ widgets, ...compilerSetup(markdown, path.join(data.siteDir, 'static')) });
  return compiler;
}

async function render(id: number, shared: SharedRenderData, requests: DocRenderRequest[]): Promise<void> {
  const loaded = await site;
  const rendering: Rendering = {
    shared,
    requests,
    env: renderEnvironment(loaded, shared),
    docRouteByFile: new Map(shared.docRouteByFile),
    routes: new Set(shared.routes),
    docAssets: createDocAssets({
      basePath: loaded.config.basePath,
      siteDir: data.siteDir,
      readRoot: loaded.markdown.readRoot,
    }),
    folders: new Set(),
    writeFailure: undefined,
    ahead: new Map(),
  };
  const rendered: RenderedPage[] = [];
  const problems: Diagnostic[] = [];
  let reported = 0;
  for (const [index, request] of requests.entries()) {
    try {
      const page = await renderOne(rendering, index);
      writePage(rendering, request, page);
      rendered.push(page.rendered);
      for (const warning of page.warnings ?? []) problems.push(cloneable(warning));
    } catch (error) {
      // A doc's own problem found while rendering (an MDX import that cannot be bundled) keeps its diagnostics.
      if (isSitegenError(error)) problems.push(...error.diagnostics.map(cloneable));
      else problems.push(cloneable(renderFailure(request.job, error)));
    }
    if (index + 1 - reported >= 25) {
      reply({ type: 'progress', id, done: index + 1 - reported, rendered: rendered.splice(0) });
      reported = index + 1;
    }
  }
  discardPreparedMdx();
  // A page that cannot be written is reported as the build's own writes are.
  if (rendering.writeFailure) problems.push(cloneable(outputFailure(shared.finalOutDir, rendering.writeFailure.error)));
  reply({ type: 'progress', id, done: requests.length - reported });
  held.clear();
  reply({ type: 'rendered', id, rendered, problems });
}

/** A render request under way: what every page of it is rendered with, and what its writes found. */
interface Rendering {
  shared: SharedRenderData;
  requests: DocRenderRequest[];
  env: ReturnType<typeof renderEnvironment>;
  docRouteByFile: Map<string, string>;
  routes: Set<string>;
  docAssets: ReturnType<typeof createDocAssets>;
  /** The folders made so far. */
  folders: Set<string>;
  /** The first write that failed: the pages after it are still rendered, and their problems reported. */
  writeFailure: { error: unknown } | undefined;
  /** The next pages' trees, parsed ahead so their MDX modules bundle (in esbuild's process) while this page renders. */
  ahead: Map<number, Root>;
}

/** What the pages render with: the site, and what the build's thread sent of the theme's data. */
function renderEnvironment(loaded: Awaited<typeof site>, shared: SharedRenderData) {
  const { config, widgets, components } = loaded;
  return {
    config,
    themeConfig: shared.themeConfig,
    sidebars: shared.sidebars,
    widgets,
    assets: shared.assets,
    sidebarFiles: shared.sidebarFiles,
    components,
    ...(shared.strings ? { strings: shared.strings } : {}),
    ...(shared.docusaurus ? { docusaurus: shared.docusaurus } : {}),
    ...(shared.feeds?.length ? { feeds: shared.feeds } : {}),
    ...(shared.twinRoutes
      ? {
          twinSite: {
            origin: config.url.replace(/\/+$/, ''),
            basePath: config.basePath,
            routes: new Set(shared.twinRoutes),
            trailingSlash: config.trailingSlash,
          },
        }
      : {}),
  };
}

/** The tree of the request at `index`: parsed ahead, or from the compiled JSON this worker holds. */
function treeAt(rendering: Rendering, index: number): Root | undefined {
  const parsed = rendering.ahead.get(index);
  if (parsed) return parsed;
  const json = held.get(rendering.requests[index]?.file ?? '')?.json;
  return json === undefined ? undefined : (JSON.parse(json) as Root);
}

/** The next pages' MDX modules, started bundling while this one renders. */
async function parseAhead(rendering: Rendering, index: number): Promise<void> {
  const { requests, ahead } = rendering;
  for (let next = index + 1; next <= index + mdxBundlesAhead && next < requests.length; next++) {
    if (ahead.has(next)) continue;
    const tree = treeAt(rendering, next);
    if (!tree) continue;
    ahead.set(next, tree);
    if (isMdxTree(tree))
      prepareMdx(tree, { file: requests[next]!.file, siteDir: data.siteDir, compiler: await markdownCompiler() });
  }
}

/** The page of the request at `index`, rendered under the doc time limit, watched by the build (buildPool.ts). */
async function renderOne(rendering: Rendering, index: number) {
  const { shared, env, docRouteByFile, routes, docAssets } = rendering;
  const { config } = env;
  const request = rendering.requests[index]!;
  const doc = held.get(request.file);
  if (!doc) throw new Error(`${request.file} was not compiled by this worker`);
  const hast = treeAt(rendering, index) as Root;
  rendering.ahead.delete(index);
  await parseAhead(rendering, index);
  // The page runs the site's code.
  return timeDoc(request.file, 'render', async () => {
    if (isMdxTree(hast))
      await loadMdx(hast, { file: request.file, siteDir: data.siteDir, compiler: await markdownCompiler() });
    const content = docContent(hast, doc.links, {
      fromRoute: request.route,
      fromFile: request.file,
      docRouteByFile,
      basePath: config.basePath,
      trailingSlash: config.trailingSlash,
      markdownRoots: { folders: shared.docsFolders, siteDir: data.siteDir },
      ...(shared.rootBasePath && shared.rootBasePath !== config.basePath ? { rootBasePath: shared.rootBasePath } : {}),
      isRoute: (route) => routes.has(route) || route === '/404',
      assetFor: (file) => docAssets.hrefFor(overlaidFile(shared.docsFolders, file)),
    });
    return renderWithHighlights(() =>
      runningAs(request.file, () => renderPage(env, request.job, content, request.widgetProps)),
    );
  });
}

/**
 * A page and its twin written at once, in this thread: a worker has nothing else to do meanwhile, and a synchronous
 * write costs a fraction of fs/promises' (which opened, wrote and closed through the thread pool). After a write
 * failed, none is tried.
 */
function writePage(
  rendering: Rendering,
  request: DocRenderRequest,
  page: { html: string; twin?: { path: string; text: string } },
): void {
  const { shared, env } = rendering;
  const file = fileInside(shared.finalOutDir, outputPathFor(request.route, env.config.trailingSlash), shared.outDir);
  const folder = path.dirname(file);
  try {
    if (!rendering.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      rendering.folders.add(folder);
    }
    if (!rendering.writeFailure) writeFileSync(file, page.html);
    if (!rendering.writeFailure && page.twin)
      writeFileSync(fileInside(shared.finalOutDir, page.twin.path, shared.outDir), page.twin.text);
  } catch (error) {
    rendering.writeFailure ??= { error };
  }
}

port.on('message', (request: PoolRequest) => {
  const done =
    request.type === 'compile'
      ? compile(request.id, request.docs, request.hold, request.share)
      : render(request.id, request.shared, request.requests);
  done.catch((error: unknown) =>
    reply({
      type: 'failed',
      id: request.id,
      message: errorMessage(error),
      ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
      ...(isSitegenError(error) ? { diagnostics: error.diagnostics.map(cloneable) } : {}),
    }),
  );
});
