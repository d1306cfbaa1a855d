/**
 * A run's output made whole after its pages render (siteBuilder.ts `run`):
 * the pages it did not render taken from the previous output (stage
 * `keepUnchanged`, previousBuild.ts), the blogs' feeds, `llms.txt` (stage
 * `writeLlms`), the config's redirects, and the pages an update removes;
 * a file the build generates at a static file's path is an error.
 */
import { SitegenError } from '../diagnostics/diagnostic.ts';
import { redirectPages } from '../output/redirectPages.ts';
import { settleAll } from '../output/settleAll.ts';
import type { RenderedPage } from '../render/renderTypes.ts';
import { outputPathFor } from '../routes/outputPath.ts';
import { sizeText, writeLlmsFiles } from '../twins/llmsFiles.ts';
import { blogFeedFiles } from './buildBlogs.ts';
import { keepUnchanged } from './previousBuild.ts';
import type { CompiledRun } from './runCompile.ts';
import type { RenderOfRun, RunOutput } from './runRender.ts';
import type { SidebarsOfRun } from './runRoutes.ts';
import type { ShellOfRun } from './runSiteShell.ts';
import { plural, type RunContext } from './runTypes.ts';
import { generatedCollisions } from './staticCollisions.ts';

export type CompletedRun = Awaited<ReturnType<typeof completeStep>>;

export async function completeStep(
  context: RunContext,
  { compiledRun, sidebars, shell, output, render }: CompleteInput,
) {
  const { setup, memory, input } = context;
  const { pool, content, previous } = input;
  // The workers are done: their heaps (each holding its docs' trees) go before the search index is built, where the
  // build's memory peaked.
  await pool?.close();
  memory.runWarnings.push(...render.warnings);
  if (output.footerProblems.length > 0) throw new SitegenError(output.footerProblems);
  const { kept, rendered } = await everyPage(context, render, output);
  const { feeds, llms, redirects } = await generatedFiles(context, { compiledRun, sidebars, output, render, rendered });
  // Every file the build generated under its own names is known by now: the bundles, the files docs link to (the
  // kept pages' too), a sidebar's file.
  const overwritten = generatedCollisions(content.staticFiles, [
    ...shell.assets.files.map((f) => f.path),
    ...output.docAssets.files().map((f) => f.path),
    ...output.generatedFiles,
    ...redirects.pages.map((page) => page.path),
  ]);
  if (overwritten.length > 0) throw new SitegenError(overwritten);
  const removed = previous ? [...previous.keys.keys()].filter((route) => !render.keys.has(route)) : [];
  for (const route of removed) {
    output.inPlace?.remove(outputPathFor(route, setup.config.trailingSlash));
    const twin = previous?.rendered.get(route)?.twin?.path;
    if (twin) output.inPlace?.remove(twin);
  }
  return { kept, rendered, feeds, llms, redirects, removed };
}

interface CompleteInput {
  compiledRun: CompiledRun;
  sidebars: SidebarsOfRun;
  shell: ShellOfRun;
  output: RunOutput;
  render: RenderOfRun;
}

/** Every page, in the order a full build renders them: the fresh ones, and the kept ones of the last build. */
async function everyPage({ setup, options, input }: RunContext, render: RenderOfRun, output: RunOutput) {
  const { persisted, previous } = input;
  const fresh = new Map(render.rendered.map((page) => [page.route, page]));
  const kept = persisted
    ? await options.reporter.stage(
        'keepUnchanged',
        () =>
          keepUnchanged(
            persisted,
            setup.outDir,
            [...render.keys.keys()].filter((route) => !fresh.has(route)),
            output.writer,
            output.docAssets,
          ),
        (pages) => `${plural(pages.size, 'page')} from the previous build`,
      )
    : new Map<string, RenderedPage>();
  const rendered = [...render.keys.keys()]
    .map((route) => fresh.get(route) ?? previous?.rendered.get(route) ?? kept.get(route))
    .filter((page): page is RenderedPage => page !== undefined);
  return { kept, rendered };
}

/** The files made from the pages: the blogs' feeds, `llms.txt` and `llms-full.txt`, the config's redirects. */
async function generatedFiles(
  { setup, options, memory, input }: RunContext,
  parts: Omit<CompleteInput, 'shell'> & { rendered: RenderedPage[] },
) {
  const { config, translations, versions, outDir, configFile } = setup;
  const { compiledRun, sidebars, output, render, rendered } = parts;
  const { writer } = output;
  // The blogs' feeds, from their posts' HTML (rendered now, or kept from the last build).
  const byRoute = new Map(rendered.map((page) => [page.route, page]));
  const { blogWork, language, feedStyles } = compiledRun;
  const feeds = blogFeedFiles(blogWork.inputs, config, language, byRoute, feedStyles?.stylesheets);
  for (const feed of feeds) {
    output.generatedFiles.push(feed.path);
    await writer.write(feed.path, feed.contents);
  }
  // llms.txt and llms-full.txt, from the pages' twins (a kept page's twin read back from the last output).
  const llms = config.llms.enabled
    ? await options.reporter.stage(
        'writeLlms',
        () =>
          writeLlmsFiles({
            config,
            pages: rendered,
            sidebars: sidebars.sidebars,
            strings: translations?.strings,
            ...(versions.length > 1 ? { versions } : {}),
            outDir,
            staticPaths: input.content.staticFiles.map((file) => file.relativePath),
            write: (file, contents) => {
              output.generatedFiles.push(file);
              return writer.write(file, contents);
            },
          }),
        (files) => files.map((file) => `${file.path} ${sizeText(Buffer.byteLength(file.contents))}`).join(', '),
      )
    : [];
  // The config's redirects: a small page at each old route.
  const redirects = redirectPages({
    redirects: config.redirects,
    basePath: config.basePath,
    trailingSlash: config.trailingSlash,
    hasPage: (route) => render.keys.has(route),
    configFile,
  });
  await settleAll(redirects.pages.map((page) => writer.write(page.path, page.contents)));
  memory.runWarnings.push(...redirects.warnings);
  return { feeds, llms, redirects };
}
