/**
 * What renderPages asks of the build's worker pool (src/build/buildPool.ts):
 * the docs and blog posts a worker compiled, and holds the trees of, rendered
 * and written there.
 */
import type { ThemeConfig } from '../../theme/context.ts';
import type { SidebarEntry } from '../../theme/data/siteData.ts';
import type { DocusaurusData } from '../../theme/docusaurus/docusaurusContext.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PageJob } from './renderPage.ts';
import type { ClientAssets, RenderedPage } from './renderTypes.ts';

/** A Markdown doc or blog post for a worker thread to render: the worker compiled it and holds its tree. */
export interface DocRenderRequest {
  job: PageJob;
  file: string;
  route: string;
  widgetProps?: Record<string, unknown>[];
}

/** Renders docs in worker threads and writes them to the output (src/build/buildPool.ts). */
export interface RenderPool {
  render(
    requests: DocRenderRequest[],
    shared: {
      themeConfig: ThemeConfig;
      sidebars: Record<string, SidebarEntry[]>;
      assets: ClientAssets;
      sidebarFiles: Record<string, string>;
      docRouteByFile: [string, string][];
      rootBasePath?: string;
      strings?: { locale: string; messages: Record<string, string> };
      docusaurus?: DocusaurusData;
      feeds?: { type: string; title: string; href: string }[];
    },
    onProgress: (done: number) => void,
    onRendered?: (page: RenderedPage) => void,
    /**
     * A doc no worker holds (its compiled result came from the build cache): its text, for a worker to compile it
     * first.
     */
    inputOf?: (file: string) => { file: string; body: string; bodyLineOffset: number },
  ): Promise<{ rendered: RenderedPage[]; problems: Diagnostic[] }>;
}
