/**
 * Every page's render key (renderKeys.ts), and the pages due to render: those whose key differs from the
 * previous render's (all of them on a first render). A key holds the stage's key base, the theme's strings,
 * the job's own key, its page's data, its sidebar's key and its Markdown twin's address.
 */
import type { PageData } from '../../theme/data/siteData.ts';
import { attachTwins } from '../twins/twinJobs.ts';
import type { JobContext, RenderJob } from './renderJobContext.ts';
import { renderKey } from './renderKeys.ts';

/**
 * A page's data without its sidebars, each keyed once: the docs' by `sidebarKeys`, a blog's recent posts in its jobs'
 * own keys (blogJobs.ts).
 */
const pageDataKey = (page: PageData) =>
  JSON.stringify({
    ...page,
    sidebar: undefined,
    ...(page.blog?.sidebar ? { blog: { ...page.blog, sidebar: undefined } } : {}),
  });

export function keyedJobs({ options, config, themeConfig, sidebarKeys }: JobContext, jobs: RenderJob[]) {
  // Markdown twins (llms): each page that gets one is told where, and its render key says so.
  const locales = themeConfig.i18n;
  const twins = attachTwins(config, jobs, {
    ...(locales && locales.locales.length > 1 ? { locale: locales.current } : {}),
    ...(options.staticPaths ? { taken: options.staticPaths } : {}),
  });

  const keys = new Map<string, string>();
  // Every page shows theme strings: other strings, every page again.
  const stringsKey = options.strings ? renderKey(options.strings.locale, JSON.stringify(options.strings.messages)) : '';
  for (const job of jobs) {
    keys.set(
      job.page.route,
      renderKey(
        options.keyBase ?? '',
        stringsKey,
        job.key,
        job.dataKey ?? pageDataKey(job.page),
        job.page.sidebarId ? (sidebarKeys.get(job.page.sidebarId) ?? '') : '',
        job.twin ? `${twins?.key ?? ''}${JSON.stringify(job.twin)}` : '',
      ),
    );
  }
  const due = options.previousKeys
    ? jobs.filter((job) => options.previousKeys?.get(job.page.route) !== keys.get(job.page.route))
    : jobs;
  return { twins, keys, due };
}
