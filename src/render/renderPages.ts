/**
 * The renderPages stage: every route's page data, render key and widget
 * props, then each page rendered (renderPage.ts) and written as soon as it
 * is. Each page gets a render key (renderKeys.ts); given the keys of a
 * previous render, pages whose key is unchanged are skipped. With a pool of
 * worker threads, the docs render in the workers that compiled them and the
 * other pages here, at the same time.
 */
import type { RenderPagesOptions, RenderResult } from './renderPagesTypes.ts';
import { createJobContext } from './renderJobContext.ts';
import { categoryJobs, docJobs, tagJobs } from './docJobs.ts';
import { siteJobs } from './siteJobs.ts';
import { keyedJobs } from './pageKeys.ts';
import { dueWidgetProps } from './dueWidgetProps.ts';
import { writeSidebarFiles } from './sidebarFiles.ts';
import { renderDue } from './renderDue.ts';

export type { RenderPagesOptions, RenderResult } from './renderPagesTypes.ts';

/**
 * Every page's job (docJobs.ts, siteJobs.ts), keyed (pageKeys.ts); the widgets of the pages due checked and
 * their props prepared (dueWidgetProps.ts); the sidebars too large for every page written apart; then the due
 * pages rendered (renderDue.ts).
 */
export async function renderPages(options: RenderPagesOptions): Promise<RenderResult> {
  const context = createJobContext(options);
  const { config, themeConfig, problems } = context;
  const jobs = [...docJobs(context), ...categoryJobs(context), ...tagJobs(context), ...siteJobs(context)];
  const { twins, keys, due } = keyedJobs(context, jobs);
  const preparedProps = await dueWidgetProps(context, due);
  // A sidebar too large to repeat on every page gets a file of its own, named by its contents.
  const sidebarFiles = await writeSidebarFiles(
    options.sidebars,
    { themeConfig, basePath: config.basePath, title: config.title, strings: options.strings },
    options.writeFile,
  );
  const rendered = await renderDue(context, due, { twins, preparedProps, sidebarFiles });
  // Warnings of the props prepared above (duplicate keys in schema files); errors ended the stage there.
  return { rendered, keys, warnings: problems.warnings };
}
