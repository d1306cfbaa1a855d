/**
 * Which pages get a Markdown twin: docs, blog posts and Markdown pages (a
 * React page has no Markdown to give), those `llms.include` takes (all of
 * them by default) and `llms.exclude` leaves; and what each twin says of its
 * page. llms.txt lists the docs of the last version (the docs at `/docs/`),
 * and llms-full.txt takes their text.
 */
import picomatch from 'picomatch';
import type { PageData } from '../../theme/data/siteData.ts';
import { renderKey } from '../render/renderKeys.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { TwinPage } from './pageTwin.ts';
import { twinHrefFor, twinPathFor, type TwinSite } from './twinLinks.ts';

export interface TwinTarget {
  path: string;
  href: string;
  page: TwinPage;
  /** A doc of the last version (the docs at `/docs/`): llms.txt lists it, llms-full.txt takes its text. */
  current: boolean;
}

/** The kinds of page whose content is Markdown. */
export type TwinnableKind = 'doc' | 'blogPost' | 'markdownPage';

/** A route that `include` and `exclude` let through. */
export function routeFilter(llms: Pick<ResolvedConfig['llms'], 'include' | 'exclude'>): (route: string) => boolean {
  const include = llms.include.length > 0 ? picomatch(llms.include, { dot: true }) : () => true;
  const exclude = llms.exclude.length > 0 ? picomatch(llms.exclude, { dot: true }) : () => false;
  return (route) => include(route) && !exclude(route);
}

/**
 * The twins of a render's pages, by route, and the site their links need; undefined when `llms` is off.
 * `locale`: the language being built, on a site of several; `taken`: the output's paths that are the site's
 * static files, where a twin would overwrite the site's own file (a page there gets none).
 */
export function twinTargets(
  config: ResolvedConfig,
  pages: { page: PageData; kind: TwinnableKind | undefined }[],
  options: { locale?: string; taken?: ReadonlySet<string> } = {},
): { site: TwinSite; byRoute: Map<string, TwinTarget> } | undefined {
  const { locale, taken } = options;
  if (!config.llms.enabled) return undefined;
  const selected = routeFilter(config.llms);
  const origin = config.url.replace(/\/+$/, '');
  const byRoute = new Map<string, TwinTarget>();
  for (const { page, kind } of pages) {
    const path = twinPathFor(page.route, config.trailingSlash);
    if (!kind || !selected(page.route) || taken?.has(path)) continue;
    byRoute.set(page.route, {
      path,
      href: twinHrefFor(page.route, config.basePath, config.trailingSlash),
      page: {
        title: page.title,
        description: page.description,
        url: `${origin}${page.href}`,
        ...(page.version ? { version: page.version.label } : {}),
        ...(locale !== undefined ? { locale } : {}),
      },
      current: kind === 'doc' && !page.version?.latest && page.unlisted !== true,
    });
  }
  return {
    site: { origin, basePath: config.basePath, routes: new Set(byRoute.keys()), trailingSlash: config.trailingSlash },
    byRoute,
  };
}

/** A render job as attachTwins reads and marks it (renderPages.ts's). */
export interface TwinnableJob {
  page: PageData;
  /** Its content is Markdown a twin can be written from; a blog post's job says so by its page's kind. */
  twinnable?: TwinnableKind;
  twin?: TwinTarget;
}

/**
 * Tells each job that gets a twin where it goes (`job.twin`), and gives docs and posts their "Copy page"
 * data (`page.twin`: theme/layout/CopyPage.tsx, with the site's assistants). Returns the site twins link
 * within and a key of which pages have twins, which every twin's render key holds: a twin links to the
 * twins of the pages it links to. Undefined when `llms` is off.
 */
export function attachTwins(
  config: ResolvedConfig,
  jobs: TwinnableJob[],
  options: { locale?: string; taken?: ReadonlySet<string> },
): { site: TwinSite; key: string } | undefined {
  const twins = twinTargets(
    config,
    jobs.map((job) => ({
      page: job.page,
      kind: job.twinnable ?? (job.page.kind === 'blogPost' ? ('blogPost' as const) : undefined),
    })),
    options,
  );
  if (!twins) return undefined;
  for (const job of jobs) {
    const twin = twins.byRoute.get(job.page.route);
    if (!twin) continue;
    job.twin = twin;
    if (job.page.kind === 'doc' || job.page.kind === 'blogPost') {
      const absolute = encodeURIComponent(`${twins.site.origin}${twin.href}`);
      job.page.twin = {
        href: twin.href,
        assistants: config.llms.assistants.map((assistant) => ({
          label: assistant.label,
          href: assistant.url.replaceAll('{url}', absolute),
        })),
      };
    }
  }
  return { site: twins.site, key: renderKey(JSON.stringify([...twins.site.routes])) };
}
