/**
 * Worker threads for a large site's build, one per core by default. Docs are
 * handed out in small batches to whichever worker is free; the worker that
 * compiled a doc keeps its tree and later renders it, writing the page
 * itself. Only small results cross threads: what routes and sidebars need
 * from a doc, then each page's content for search and link checks.
 */
import path from 'node:path';
import type { DocsFolder } from '../content/docsFolders.ts';
import type { Worker } from 'node:worker_threads';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import { startSitegenWorker } from '../modules/startSitegenWorker.ts';
import { limitHeapGrowth } from './heapGrowth.ts';
import { compileMs, textWork } from './poolPlan.ts';
import type { DocRenderRequest, RenderPool } from '../render/renderPool.ts';
import type { RenderedPage } from '../render/renderTypes.ts';
import type { CompilePool } from './compileContent.ts';
import type { CompileRequestDoc, PoolReply, PoolRequest, PoolWorkerData } from './poolMessages.ts';
import { SitegenError } from '../diagnostics/diagnostic.ts';
import { docClockKey, newDocSlots } from '../timeLimit/docClock.ts';
import { watchWorkerDocs } from '../timeLimit/docWatch.ts';

export interface BuildPool extends CompilePool {
  readonly size: number;
  /**
   * Renders the docs in the workers that compiled them, writing into `outDir` (the temporary folder that replaces
   * `finalOutDir`).
   */
  /**
   * `docsFolders`: the docs folders and their translations, for files docs link to (docsFolders.ts's overlaidFile).
   */
  renderInto(outDir: string, finalOutDir: string, routes: string[], docsFolders?: DocsFolder[]): RenderPool;
  /** Stops the workers, once: the build closes the pool when its pages are rendered, and again on its way out. */
  close(): Promise<void>;
}

/** Docs per compile request at most: large enough that messages cost little. */
const batchSize = 20;
/**
 * The young generation of a worker's heap, where a compile's short-lived objects go: a larger one is
 * scavenged less often. Two workers building prettier's website spent 2.64 s in scavenges with V8's
 * default, 1.95 s with 96 MB (the build's thread's own share unchanged); 10,000 generated docs peaked
 * about 50 MB higher.
 */
const youngGenerationMb = 96;
/** Batches per worker, at least, when the docs are many: the last ones, the lightest, even out the workers' ends. */
const batchesPerWorker = 6;

/**
 * What compiling a doc whose text an earlier doc of its batch had costs, against compiling it: a copy of the result
 * (sameTextCompiles.ts).
 */
const copyShare = 0.05;

/**
 * The docs in batches, heaviest first (by the compile each asks for: poolPlan.ts), each batch about
 * 1/(workers × 6) of the whole: a doc of 100 KB with 300 code blocks weighs what a hundred small ones do.
 * Docs of the same file name (`Configuration.md` in each version's folder) go in one batch, so one worker
 * highlights their code blocks, which are mostly the same, once (rehypeHighlight.ts keeps a thread's
 * results): spread over two workers, jest's four versions cost each worker more highlighting than one
 * thread spent on the whole site. Docs of the same text (a page unchanged from one version to the next)
 * are never split between batches, under 20 of them: the worker compiles the text once
 * (sameTextCompiles.ts), and the copies weigh a twentieth of it.
 */
export function weightedBatches(
  docs: readonly Pick<CompileRequestDoc, 'file' | 'body'>[],
  workers: number,
): number[][] {
  const weights = docs.map((doc) => compileMs(textWork([doc.body])));
  // By file name, then by text: a group of one name holds runs of the same text.
  const byName = new Map<string, Map<string, number[]>>();
  docs.forEach((doc, i) => {
    const name = path.basename(doc.file);
    const texts = byName.get(name) ?? new Map<string, number[]>();
    byName.set(name, texts);
    const same = texts.get(doc.body);
    if (same) same.push(i);
    else texts.set(doc.body, [i]);
  });
  const costOf = (index: number, copy: boolean) => weights[index]! * (copy ? copyShare : 1);
  const groups = [...byName.values()]
    .map((texts) => {
      const runs = [...texts.values()];
      return {
        runs,
        weight: runs.reduce((sum, run) => sum + run.reduce((runSum, index, i) => runSum + costOf(index, i > 0), 0), 0),
      };
    })
    .sort((a, b) => b.weight - a.weight || a.runs[0]![0]! - b.runs[0]![0]!);
  const target = groups.reduce((sum, group) => sum + group.weight, 0) / (Math.max(1, workers) * batchesPerWorker);
  const batches: number[][] = [];
  let batch: number[] = [];
  let weight = 0;
  const close = () => {
    if (batch.length > 0) batches.push(batch);
    batch = [];
    weight = 0;
  };
  for (const { runs } of groups) {
    for (const run of runs) {
      // A run of one text starts a batch of its own rather than be split, unless it is more than a batch.
      if (batch.length > 0 && batch.length + Math.min(run.length, batchSize) > batchSize) close();
      run.forEach((index, i) => {
        if (batch.length >= batchSize) close();
        batch.push(index);
        weight += costOf(index, i > 0);
      });
    }
    if (weight >= target) close();
  }
  close();
  return batches;
}

interface Pending {
  resolve: (reply: PoolReply) => void;
  reject: (error: Error) => void;
  onProgress?: (progress: Extract<PoolReply, { type: 'progress' }>) => void;
}

/** What the pool's steps share: its workers, the requests they have not answered, and which worker holds which doc. */
interface PoolState {
  workers: Worker[];
  pending: Map<number, Pending>;
  /** Workers that failed or exited, with why: what is asked of one later fails at once instead of waiting forever. */
  dead: Map<Worker, Error>;
  /** Which worker holds each compiled doc. */
  owner: Map<string, Worker>;
  nextId: number;
  closing: boolean;
  /** Stops watching each worker's docs. */
  unwatch: (() => void)[];
}

export function startBuildPool(options: PoolWorkerData & { size: number }): BuildPool {
  // Three heaps grow at once from here on: each is collected before it grows past twice what it keeps.
  limitHeapGrowth();
  const state: PoolState = {
    workers: [],
    pending: new Map(),
    dead: new Map(),
    owner: new Map(),
    nextId: 0,
    closing: false,
    unwatch: [],
  };
  for (let i = 0; i < options.size; i++) state.workers.push(startPoolWorker(state, options));
  return {
    size: options.size,
    compile: (docs, onProgress, options) =>
      compileOnWorkers(state, docs, onProgress, options?.hold ?? true, options?.share ?? false),
    renderInto: (outDir, finalOutDir, routes, docsFolders = []) => ({
      render: (requests, shared, onProgress, onRendered, inputOf) =>
        renderOnWorkers(state, { ...shared, routes, outDir, finalOutDir, docsFolders }, requests, {
          onProgress,
          ...(onRendered ? { onRendered } : {}),
          ...(inputOf ? { inputOf } : {}),
        }),
    }),
    async close() {
      if (state.closing) return;
      state.closing = true;
      for (const stop of state.unwatch) stop();
      await Promise.all(state.workers.map((worker) => worker.terminate()));
    },
  };
}

/** One worker of the pool, its replies handed to the requests waiting for them, its failure to all of them. */
function startPoolWorker(state: PoolState, options: PoolWorkerData): Worker {
  const docClock = newDocSlots();
  const worker = startSitegenWorker(
    'src/build/poolWorker.ts',
    {
      siteDir: options.siteDir,
      cache: options.cache,
      ...(options.basePath ? { basePath: options.basePath } : {}),
      [docClockKey]: docClock,
    } satisfies PoolWorkerData,
    { resourceLimits: { maxYoungGenerationSizeMb: youngGenerationMb } },
  );
  const failAll = (error: Error) => {
    if (!state.dead.has(worker)) state.dead.set(worker, error);
    for (const [id, request] of state.pending) {
      state.pending.delete(id);
      request.reject(error);
    }
  };
  // A doc whose code blocks the worker: the worker is stopped, and the build fails with the doc's RenderTimeout.
  state.unwatch.push(
    watchWorkerDocs(docClock, (timeout) => {
      failAll(new SitegenError([timeout]));
      void worker.terminate();
    }),
  );
  worker.on('message', (message: PoolReply) => answer(state, message));
  worker.on('error', failAll);
  worker.on('exit', (code) => {
    if (!state.closing) failAll(new Error(`A build worker exited with code ${code}`));
  });
  return worker;
}

/** A worker's reply: progress for its request, or its end. */
function answer(state: PoolState, message: PoolReply): void {
  const request = state.pending.get(message.id);
  if (!request) return;
  if (message.type === 'progress') {
    request.onProgress?.(message);
    return;
  }
  state.pending.delete(message.id);
  if (message.type === 'failed') {
    // A doc's own problem (a RenderTimeout of a compile) stays the site's, with its diagnostics.
    const error = message.diagnostics
      ? new SitegenError(message.diagnostics)
      : new Error(`A build worker failed: ${message.message}`);
    if (message.stack && !message.diagnostics) error.stack = message.stack;
    request.reject(error);
  } else {
    request.resolve(message);
  }
}

function ask(
  state: PoolState,
  worker: Worker,
  request: PoolRequest,
  onProgress?: Pending['onProgress'],
): Promise<PoolReply> {
  return new Promise<PoolReply>((resolve, reject) => {
    const failure = state.dead.get(worker);
    if (failure) {
      reject(failure);
      return;
    }
    state.pending.set(request.id, { resolve, reject, ...(onProgress ? { onProgress } : {}) });
    worker.postMessage(request);
  });
}

/** Compiles docs in batches on whichever worker is free; each worker keeps the trees of those it compiled. */
async function compileOnWorkers(
  state: PoolState,
  docs: CompileRequestDoc[],
  onProgress: (done: number) => void,
  hold = true,
  share = false,
): Promise<{
  compiled: CompiledDoc[];
  cacheHits: number;
  summaries: (CompiledDoc | undefined)[];
  trees?: (string | undefined)[];
}> {
  const compiled = new Array<CompiledDoc>(docs.length);
  const summaries = new Array<CompiledDoc | undefined>(docs.length);
  const trees = share ? new Array<string | undefined>(docs.length) : undefined;
  const batches = weightedBatches(docs, state.workers.length);
  let next = 0;
  let cacheHits = 0;
  await Promise.all(
    state.workers.map(async (worker) => {
      for (let indexes = batches[next++]; indexes; indexes = batches[next++]) {
        const batch = indexes.map((index) => docs[index]!);
        const reply = await ask(state, worker, {
          type: 'compile',
          id: state.nextId++,
          ...(hold ? {} : { hold: false }),
          ...(share ? { share: true } : {}),
          docs: batch.map((d) => ({
            file: d.file,
            body: d.body,
            bodyLineOffset: d.bodyLineOffset,
            ...(d.summaryCut ? { summaryCut: d.summaryCut } : {}),
          })),
        });
        if (reply.type !== 'compiled') throw new Error(`unexpected reply ${reply.type}`);
        reply.compiled.forEach((doc, i) => {
          const index = indexes[i]!;
          compiled[index] = doc;
          summaries[index] = reply.summaries?.[i];
          if (trees) trees[index] = reply.trees?.[i];
          onProgress(1);
        });
        cacheHits += reply.cacheHits;
        if (hold) for (const doc of batch) state.owner.set(doc.file, worker);
      }
    }),
  );
  return { compiled, cacheHits, summaries, ...(trees ? { trees } : {}) };
}

type RenderRequest = Extract<PoolRequest, { type: 'render' }>;

/**
 * Renders the docs in the workers that hold their trees; docs taken from the build cache, held by no worker, are
 * compiled first by one (from the compile cache). Pages come back as they are rendered, each worker's in its own
 * order; the build orders them by route afterwards.
 */
async function renderOnWorkers(
  state: PoolState,
  shared: RenderRequest['shared'],
  requests: DocRenderRequest[],
  calls: {
    onProgress: (done: number) => void;
    onRendered?: (page: RenderedPage) => void;
    inputOf?: (file: string) => CompileRequestDoc;
  },
): ReturnType<RenderPool['render']> {
  const { onProgress, onRendered, inputOf } = calls;
  const unowned = inputOf ? requests.filter((request) => !state.owner.has(request.file)) : [];
  if (unowned.length > 0)
    await compileOnWorkers(
      state,
      unowned.map((request) => inputOf!(request.file)),
      () => undefined,
    );
  const result: Awaited<ReturnType<RenderPool['render']>> = { rendered: [], problems: [] };
  const take = (page: RenderedPage) => {
    result.rendered.push(page);
    onRendered?.(page);
  };
  const replies = await Promise.all(
    [...requestsByOwner(state, requests)].map(([worker, mine]) =>
      ask(state, worker, { type: 'render', id: state.nextId++, shared, requests: mine }, (progress) => {
        for (const page of progress.rendered ?? []) take(page);
        for (let i = 0; i < progress.done; i++) onProgress(1);
      }),
    ),
  );
  for (const reply of replies) {
    if (reply.type !== 'rendered') throw new Error(`unexpected reply ${reply.type}`);
    for (const page of reply.rendered) take(page);
    result.problems.push(...reply.problems);
  }
  return result;
}

/** The render requests by the worker that holds each doc's tree. */
function requestsByOwner(state: PoolState, requests: DocRenderRequest[]): Map<Worker, DocRenderRequest[]> {
  const byWorker = new Map<Worker, DocRenderRequest[]>();
  for (const request of requests) {
    const worker = state.owner.get(request.file);
    if (!worker) throw new Error(`${request.file} was not compiled by the build's workers`);
    const mine = byWorker.get(worker);
    if (mine) mine.push(request);
    else byWorker.set(worker, [request]);
  }
  return byWorker;
}
