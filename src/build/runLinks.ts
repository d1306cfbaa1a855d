/**
 * A run's links checked (stage `validateLinks`, checkLinks.ts): every
 * internal link and anchor of every page, the config's and the sidebars',
 * against the routes, the static files and the files the build writes; then
 * the run's warnings, in the order its stages ran.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { checkLinks } from './checkLinks.ts';
import type { CompletedRun } from './runComplete.ts';
import type { CompiledRun } from './runCompile.ts';
import type { RenderOfRun, RunOutput } from './runRender.ts';
import type { SidebarsOfRun } from './runRoutes.ts';
import type { ShellOfRun } from './runSiteShell.ts';
import type { RunContext } from './runTypes.ts';

export async function linksStep(
  { setup, options, memory, input }: RunContext,
  parts: {
    compiledRun: CompiledRun;
    sidebars: SidebarsOfRun;
    shell: ShellOfRun;
    output: RunOutput;
    render: RenderOfRun;
    completed: CompletedRun;
  },
): Promise<Diagnostic[]> {
  const { config, siteDir, docusaurus, configWarnings } = setup;
  const { compiledRun, sidebars, shell, output, render, completed } = parts;
  const { compiled, docs, blogWork } = compiledRun;
  const { content } = input;
  const linkWarnings = await options.reporter.stage(
    'validateLinks',
    async () =>
      checkLinks({
        config,
        siteDir,
        rendered: completed.rendered,
        pages: compiled.pages,
        configLinks: [...shell.fromConfig.links, ...sidebars.links],
        staticFiles: content.staticFiles,
        docFiles: docs.map((d) => d.file),
        ...(docusaurus ? { unbuilt: docusaurus.unbuilt } : {}),
        // A link to a feed (the footer's "RSS") leads to a file the build writes.
        generatedPaths: [
          ...shell.assets.files.map((f) => f.path),
          ...output.docAssets.files().map((f) => f.path),
          ...completed.redirects.pages.map((page) => page.path),
          ...completed.feeds.map((feed) => feed.path),
          ...completed.llms.map((file) => file.path),
        ],
      }),
    (w) => (w.length > 0 ? `${w.length} warning${w.length === 1 ? '' : 's'}` : 'all links resolve'),
  );
  // Compiling's warnings (a code block in an unknown language) first, as the stages ran.
  return [
    ...configWarnings,
    ...compiled.warnings,
    ...blogWork.warnings,
    ...(memory.bundleWarnings ?? []),
    ...memory.staticWarnings,
    ...render.warnings,
    ...completed.redirects.warnings,
    ...linkWarnings,
  ];
}
