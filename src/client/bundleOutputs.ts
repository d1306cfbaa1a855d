/**
 * What the client bundle's esbuild output gives the pages (bundleClient.ts):
 * its files, the address of each entry's script and stylesheet, which React
 * pages ship a script (those whose code keeps state or handles events:
 * pageInteractivity.ts), and the site's files it was made from.
 */
import type { Metafile, OutputFile as EsbuildOutput } from 'esbuild';
import path from 'node:path';
import type { OutputFile } from '../output/outputFile.ts';
import { sitegenRoot, themeDir } from '../paths.ts';
import type { BundlePlan, ClientBundle } from './bundleClient.ts';
import { clientModulesNamespace, mdxIslandNamespace, stylesNamespace } from './clientBundlePlugins.ts';
import { interactiveEntries } from './pageInteractivity.ts';

/**
 * The bundle's files and the addresses pages name: stylesheet, runtime, hydrator, each island, each page's stylesheet
 * and, for a page whose code keeps state or handles events, its script (another ships none), the client modules.
 */
export function bundleAssets(
  plan: BundlePlan,
  main: { outputFiles: EsbuildOutput[]; metafile: Metafile },
): Pick<ClientBundle, 'files' | 'stylesheets' | 'runtime' | 'hydrator' | 'islands' | 'pageStyles' | 'clientModules'> {
  const { publicPath, entryPoints } = plan;
  const outputs = Object.entries(main.metafile.outputs);
  const outputOf = (entry: string, extension = '.js') =>
    outputs.find(
      ([file, o]) =>
        o.entryPoint !== undefined &&
        file.endsWith(extension) &&
        path.resolve(themeDir, o.entryPoint) === path.resolve(entry),
    );
  const urlOf = (entry: string, extension = '.js') => {
    const output = outputs.find(
      ([file, o]) =>
        o.entryPoint !== undefined &&
        file.endsWith(extension) &&
        (entry === stylesNamespace
          ? o.entryPoint === `${stylesNamespace}:theme.css`
          : entry.startsWith(`${mdxIslandNamespace}:`)
            ? o.entryPoint === entry
            : path.resolve(themeDir, o.entryPoint) === path.resolve(entry)),
    );
    if (!output) throw new Error(`esbuild produced no ${extension} output for ${entry}`);
    return `${publicPath}/${path.basename(output[0])}`;
  };
  const islands: Record<string, string> = {};
  for (const [name, widget] of plan.options.widgets) if (widget.island) islands[name] = urlOf(widget.island.module);
  for (const island of plan.mdxIslands) islands[island.id] = urlOf(`${mdxIslandNamespace}:${island.id}`);
  const pageInputs = plan.pages.map((page) => outputOf(page.file)?.[1].entryPoint ?? '');
  const needScripts = interactiveEntries(main.metafile, pageInputs.filter(Boolean), themeDir);
  const pageStyles: Record<string, string> = {};
  const unused = new Set<string>();
  for (const page of plan.pages) {
    const output = outputOf(page.file);
    if (!output) continue;
    if (output[1].cssBundle) pageStyles[page.id] = `${publicPath}/${path.basename(output[1].cssBundle)}`;
    if (needScripts.has(output[1].entryPoint ?? ''))
      islands[`page-${page.id}`] = `${publicPath}/${path.basename(output[0])}`;
    else unused.add(path.relative(themeDir, path.resolve(themeDir, output[0])).split(path.sep).join('/'));
  }
  const files: OutputFile[] = main.outputFiles
    .map((f) => ({ path: path.relative(themeDir, f.path).split(path.sep).join('/'), contents: f.contents }))
    .filter((file) => !unused.has(file.path) && !unused.has(file.path.replace(/\.map$/, '')));
  const clientModules = outputs.find(
    ([file, o]) => o.entryPoint === `${clientModulesNamespace}:client-modules` && file.endsWith('.js'),
  );
  return {
    files,
    pageStyles,
    ...(clientModules
      ? {
          clientModules: {
            script: `${publicPath}/${path.basename(clientModules[0])}`,
            ...(clientModules[1].cssBundle
              ? { stylesheet: `${publicPath}/${path.basename(clientModules[1].cssBundle)}` }
              : {}),
          },
        }
      : {}),
    stylesheets: [urlOf(entryPoints.theme ?? '', '.css')],
    runtime: urlOf(entryPoints.runtime ?? ''),
    hydrator: urlOf(entryPoints.islands ?? ''),
    islands,
  };
}

/**
 * The site's files among the bundle's inputs: not sitegen's, not a package's, not a module of a plugin's namespace
 * (`sitegen-styles:theme.css`; a Windows path, `D:/…`, is a file), and the files the plugins read.
 */
export function siteInputsOf(metafile: Metafile, reads: ReadonlySet<string>): string[] {
  return [
    ...new Set([
      ...Object.keys(metafile.inputs)
        .filter((input) => !/^[a-z][\w-]+:/i.test(input))
        .map((input) => path.resolve(themeDir, input)),
      ...reads,
    ]),
  ].filter((file) => !file.split(path.sep).includes('node_modules') && !file.startsWith(sitegenRoot + path.sep));
}
