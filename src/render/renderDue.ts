/**
 * The pages due to render, rendered (renderPages.ts): the docs and posts a worker of the build's pool holds
 * in that worker, the others here at the same time, each page written as soon as it is rendered; then the
 * rendered pages in the order of the jobs, wherever each was rendered.
 */
import { isSitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { createWriteQueue } from '../output/writeQueue.ts';
import { runningAs, timeDoc } from '../timeLimit/docClock.ts';
import { renderWithHighlights } from './codeHighlights.ts';
import { discardPreparedMdx, mdxBundlesAhead } from './mdxModules.ts';
import { renderFailure, renderPage, type RenderEnvironment } from './renderPage.ts';
import type { JobContext, RenderJob } from './renderJobContext.ts';
import type { RenderedPage } from './renderTypes.ts';
import type { keyedJobs } from './pageKeys.ts';

/** What rendering the due pages needs besides them: their twins' site, their widgets' props, the sidebars' files. */
export interface DueParts {
  twins: ReturnType<typeof keyedJobs>['twins'];
  preparedProps: Map<string, Record<string, unknown>[]>;
  sidebarFiles: Record<string, string>;
}

export async function renderDue(context: JobContext, due: RenderJob[], parts: DueParts): Promise<RenderedPage[]> {
  const { options, problems } = context;
  const byRoute = new Map<string, RenderedPage>();
  const pooled = options.pool ? due.filter((job) => job.text) : [];
  const local = options.pool ? due.filter((job) => !job.text) : due;
  let done = 0;
  const progress = () => options.onProgress?.(++done, due.length);
  const inWorkers = renderInWorkers(context, pooled, parts, progress);
  inWorkers?.catch(() => undefined);
  await renderHere(context, local, parts, { byRoute, progress });
  if (inWorkers) {
    const fromWorkers = await inWorkers;
    for (const page of fromWorkers.rendered) byRoute.set(page.route, page);
    // In the order of the jobs, as one thread reports them: each worker's come back whenever it is done.
    const order = new Map(pooled.map((job, i) => [job.source, i]));
    const rank = (problem: Diagnostic) => order.get(problem.file ?? '') ?? pooled.length;
    [...fromWorkers.problems].sort((a, b) => rank(a) - rank(b)).forEach((p) => problems.add(p));
    // The files the workers' pages link to, copied into the output like the build's own.
    // In the order of the jobs: the workers' pages arrive in whichever order they were done.
    for (const job of pooled) for (const file of byRoute.get(job.page.route)?.assetFiles ?? []) options.assetFor(file);
  }
  problems.throwIfErrors();
  // In the order of the jobs, wherever each page was rendered.
  return due.map((job) => byRoute.get(job.page.route)).filter((page): page is RenderedPage => page !== undefined);
}

/** The docs and posts whose trees the pool's workers hold, rendered there. */
function renderInWorkers(
  { options, themeConfig, sidebars }: JobContext,
  pooled: RenderJob[],
  { twins, preparedProps, sidebarFiles }: DueParts,
  progress: () => void,
) {
  const pooledByFile = new Map(pooled.map((job) => [job.source, job]));
  return options.pool?.render(
    pooled.map((job) => ({
      job: {
        page: job.page,
        source: job.source,
        ...(job.keywords ? { keywords: job.keywords } : {}),
        ...(job.image ? { image: job.image } : {}),
        ...(job.headings ? { headings: job.headings } : {}),
        ...(job.features?.length ? { features: job.features } : {}),
        ...(job.article ? { article: job.article } : {}),
        ...(job.feedUrl !== undefined ? { feedUrl: job.feedUrl } : {}),
        ...(job.twin ? { twin: job.twin } : {}),
        ...(job.widgetPlaces ? { widgetPlaces: job.widgetPlaces } : {}),
      },
      file: job.source,
      route: job.page.route,
      ...(preparedProps.has(job.source) ? { widgetProps: preparedProps.get(job.source) } : {}),
    })),
    {
      themeConfig,
      sidebars,
      assets: options.assets,
      sidebarFiles,
      docRouteByFile: [...options.docRouteByFile],
      ...(options.rootBasePath ? { rootBasePath: options.rootBasePath } : {}),
      ...(options.strings ? { strings: { locale: options.strings.locale, messages: options.strings.messages } } : {}),
      ...(options.docusaurus ? { docusaurus: options.docusaurus } : {}),
      ...(options.feeds?.length ? { feeds: options.feeds } : {}),
      ...(twins ? { twinRoutes: [...twins.site.routes] } : {}),
    },
    progress,
    options.onRendered,
    (file) => {
      const text = pooledByFile.get(file)?.text;
      if (!text) throw new Error(`${file} is not a doc or post of this build`);
      return { file: text.file, body: text.body, bodyLineOffset: text.bodyLineOffset };
    },
  );
}

/** The other pages, rendered in this thread, each written as soon as it is rendered. */
async function renderHere(
  context: JobContext,
  local: RenderJob[],
  { twins, preparedProps, sidebarFiles }: DueParts,
  { byRoute, progress }: { byRoute: Map<string, RenderedPage>; progress: () => void },
): Promise<void> {
  const { options, problems } = context;
  const env = renderEnvironment(context, twins, sidebarFiles);
  // Each page is written as soon as it is rendered, a few writes at a time, while the next one renders.
  const writes = createWriteQueue();
  for (const job of local.slice(0, mdxBundlesAhead)) job.prepare?.();
  try {
    for (const [index, job] of local.entries()) {
      local[index + mdxBundlesAhead]?.prepare?.();
      try {
        // Under the doc time limit: the page runs the site's code (its MDX, the components it imports).
        const { html, rendered, twin, warnings } = await timeDoc(job.source, 'render', async () => {
          const content = await job.content();
          return renderWithHighlights(() =>
            runningAs(job.source, () => renderPage(env, job, content, preparedProps.get(job.source))),
          );
        });
        await writes.add(() => options.writePage(job.page.route, html));
        if (twin) await writes.add(() => options.writeFile(twin.path, twin.text));
        warnings?.forEach((warning) => problems.add(warning));
        byRoute.set(rendered.route, rendered);
        options.onRendered?.(rendered);
      } catch (error) {
        if (isSitegenError(error)) throw error;
        problems.add(renderFailure(job, error));
      }
      progress();
    }
  } finally {
    discardPreparedMdx();
  }
  await writes.drain();
}

function renderEnvironment(
  { options, config, themeConfig, sidebars }: JobContext,
  twins: DueParts['twins'],
  sidebarFiles: Record<string, string>,
): RenderEnvironment {
  return {
    config,
    themeConfig,
    sidebars,
    widgets: options.widgets,
    assets: options.assets,
    sidebarFiles,
    components: options.components ?? {},
    ...(options.strings ? { strings: options.strings } : {}),
    ...(options.docusaurus ? { docusaurus: options.docusaurus } : {}),
    ...(options.feeds?.length ? { feeds: options.feeds } : {}),
    ...(twins ? { twinSite: twins.site } : {}),
  };
}
