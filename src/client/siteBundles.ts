/**
 * The client bundles of a build. The first starts before anything compiles (`startClientBundle`): the theme,
 * the site's stylesheets, the widgets' islands its texts name (widgetIslands.ts), and its React pages, all known
 * from the site's files. The others start once the docs are compiled (`startSiteBundles`): a second client bundle,
 * with the MDX docs' islands and the widgets' islands the docs, posts and pages use that the first lacks, only
 * where there are such; Monaco, where a page shows it; KaTeX's stylesheet and Mermaid, where a doc has math or
 * a diagram. Each is awaited by the bundleClient stage. While watching (`previous`), a change that needs a
 * bundle the last build did not make (a new MDX island, a widget's island, an edited React page, Monaco or math
 * used for the first time) asks for a full build instead.
 */
import path from 'node:path';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { PageSource } from '../content/contentTypes.ts';
import { pageId, pageRoute, type PageOptions } from '../content/loadPages.ts';
import { isMarkdownPage } from '../content/markdownPages.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import type { MdxIsland } from '../markdown/compileContext.ts';
import { cacheDirFor } from '../paths.ts';
import { markdownImports } from '../render/mdxModules.ts';
import type { ClientAssets, PageEntry } from '../render/renderTypes.ts';
import { bundleClient, type ClientBundle, type PageBundleEntry } from './bundleClient.ts';
import { bundleMonaco, type MonacoBundle } from './bundleMonaco.ts';
import { cachedClientBundle } from './cachedClientBundle.ts';
import { bundleFeatures, featureUse, lacksFeatureAssets, type FeatureBundles } from './featureBundles.ts';
import { bundledWidgets, islandsLacking, islandsNamedIn, islandsUsed, type IslandChoice } from './widgetIslands.ts';

export interface SiteBundlesInput {
  config: ResolvedConfig;
  widgets: WidgetRegistry;
  siteDir: string;
  /** What every client bundle of the site is given (its stylesheets, classic skin, client modules). */
  clientOptions: Parameters<typeof bundleClient>[0];
  compiled: { compiled: CompiledDoc[]; pages: PageEntry[] };
  /** The blogs' posts as compiled. */
  posts: readonly CompiledDoc[];
  /** The widgets' islands the first client bundle holds (`startClientBundle`, widgetIslands.ts). */
  islands: IslandChoice;
  /** The widgets' islands the site's theme components name. */
  themeIslands: ReadonlySet<string>;
  pageOptions: PageOptions;
  postcssPlugins: readonly unknown[];
  /** The last good build's state, while watching: its bundles stand unless one is missing. */
  previous?: { assets: ClientAssets; pages: { entries: PageEntry[] } } | undefined;
}

export type SiteBundles =
  | { fullBuild: true }
  | {
      fullBuild: false;
      mdxIslands: MdxIsland[];
      islandBundle?: Promise<ClientBundle> | undefined;
      monacoBundle?: Promise<MonacoBundle> | undefined;
      featureBundles?: Promise<FeatureBundles> | undefined;
    };

/**
 * Monaco only for sites that use it: a Markdown page with a Monaco widget, a React page naming one (as its
 * Island's name), or a site widget declaring monaco: true.
 */
function usesMonaco(input: SiteBundlesInput): boolean {
  const { widgets, compiled, config } = input;
  const monacoWidgets = [...widgets].filter(([, widget]) => widget.island?.monaco).map(([name]) => name);
  return (
    compiled.compiled.some((doc) => doc.widgets.some((name) => monacoWidgets.includes(name))) ||
    compiled.pages.some((page) =>
      monacoWidgets.some((name) => page.text.includes(`'${name}'`) || page.text.includes(`"${name}"`)),
    ) ||
    config.widgets.some((widget) => widget.monaco) ||
    compiled.pages.some((page) => page.usesMonaco)
  );
}

/**
 * The widgets' islands the compiled docs, posts and pages use or name (a React page's code naming one, as Monaco's
 * are found): what the client bundle must hold.
 */
function islandsNeeded({ widgets, compiled, posts, themeIslands }: SiteBundlesInput): Set<string> {
  const named = islandsNamedIn(
    widgets,
    compiled.pages.map((page) => page.text),
  );
  return new Set([...islandsUsed(widgets, [...compiled.compiled, ...posts]), ...named, ...themeIslands]);
}

const sameIslands = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((name) => b.has(name));

/** Widgets of MDX docs whose props are code: islands of their own, which the client bundle must build. */
function mdxIslandsOf(docs: readonly CompiledDoc[]): MdxIsland[] {
  return [...new Map(docs.flatMap((doc) => doc.islands ?? []).map((island) => [island.id, island])).values()];
}

/** Whether the last build's bundles lack what this one needs: then only a full build makes it. */
function bundlesOutdated(
  previous: NonNullable<SiteBundlesInput['previous']>,
  input: SiteBundlesInput,
  mdxIslands: MdxIsland[],
  pageEntries: readonly unknown[],
  monaco: boolean,
): boolean {
  // A widget whose island the last build's bundle did not hold, used for the first time.
  if (islandsLacking(islandsNeeded(input), new Set(Object.keys(previous.assets.islands ?? {}))).length > 0) return true;
  const islandIds = mdxIslands.map((island) => island.id).sort();
  const previousIslands = Object.keys(previous.assets.islands ?? {})
    .filter((name) => name.startsWith('mdx-'))
    .sort();
  if (islandIds.join() !== previousIslands.join()) return true;
  // A page edited while watching: its bundle (stylesheet, island) is made again with the rest of the client bundle.
  if (input.compiled.pages !== previous.pages.entries && pageEntries.length > 0) return true;
  return (
    (monaco && !previous.assets.monaco) || lacksFeatureAssets(previous.assets, featureUse(input.compiled.compiled))
  );
}

/**
 * The React pages as entries of the client bundle, in the order of their routes: bundled for the stylesheets
 * their code imports, and as islands where they need scripts. Markdown pages are not code.
 */
export function pageBundleEntries(pages: readonly PageSource[]): PageBundleEntry[] {
  return pages
    .filter((page) => !isMarkdownPage(page.file))
    .map((page) => ({ route: pageRoute(page.relativePath), id: pageId(page.relativePath), file: page.file }))
    .sort((a, b) => a.route.localeCompare(b.route))
    .map(({ id, file }) => ({ id, file }));
}

/** What a client bundle is given of the React pages, if the site has any. */
function pagesOption(
  entries: PageBundleEntry[],
  input: Pick<SiteBundlesInput, 'siteDir' | 'pageOptions' | 'postcssPlugins'>,
): Pick<Parameters<typeof bundleClient>[0], 'pages'> {
  if (entries.length === 0) return {};
  const markdownPages = input.pageOptions.markdownPages;
  return {
    pages: {
      entries,
      siteDir: input.siteDir,
      postcssPlugins: input.postcssPlugins,
      plugins: markdownPages ? [markdownImports(markdownPages.compiler(), [])] : [],
    },
  };
}

/**
 * The client bundle a build starts before its docs compile, with the React pages (found by their files; a page
 * that fails to load fails the compile stage first). It was started without them and made again with them
 * once the pages had loaded, which on a site with a home page bundled React twice, beside the compile. With the
 * build's site fingerprint, the bundle the site's cache keeps for it is taken (cachedClientBundle.ts), unless the
 * site has PostCSS plugins.
 */
export function startClientBundle(
  input: Pick<SiteBundlesInput, 'clientOptions' | 'siteDir' | 'pageOptions' | 'postcssPlugins'> & {
    pages: readonly PageSource[];
    siteFingerprint?: Promise<string> | undefined;
  },
): Promise<ClientBundle> {
  const options = { ...input.clientOptions, ...pagesOption(pageBundleEntries(input.pages), input) };
  // PostCSS plugins may read any file: Tailwind's finds its class names in the docs, which the fingerprint leaves out.
  const fingerprint = input.postcssPlugins.length === 0 ? input.siteFingerprint : undefined;
  const started = fingerprint
    ? fingerprint.then((siteFingerprint) =>
        cachedClientBundle(input.siteDir, { siteFingerprint, options: bundleKeyOf(options) }, () =>
          bundleClient(options),
        ),
      )
    : bundleClient(options);
  // Awaited by the bundleClient stage; a failure before then is not an unhandled rejection.
  started.catch(() => undefined);
  return started;
}

/**
 * What keys a client bundle besides the site fingerprint: the files and names it is given (the config, the site's
 * files and sitegen's are in the fingerprint).
 */
function bundleKeyOf(options: Parameters<typeof bundleClient>[0]) {
  return {
    widgets: [...options.widgets].map(([name, widget]) => [name, widget.island?.module ?? null]),
    stylesheets: options.stylesheets ?? [],
    classic: options.classic === true,
    pages: options.pages?.entries ?? [],
    clientModules: options.clientModules ?? [],
    minify: options.minify ?? true,
    relativeImports: options.relativeImports === true,
  };
}

export function startSiteBundles(input: SiteBundlesInput): SiteBundles {
  const { config, siteDir, compiled, previous } = input;
  const mdxIslands = mdxIslandsOf(compiled.compiled);
  const pageEntries = pageBundleEntries(compiled.pages.filter((page) => !page.markdown).map((page) => page.source));
  const monaco = usesMonaco(input);
  if (previous) {
    return bundlesOutdated(previous, input, mdxIslands, pageEntries, monaco)
      ? { fullBuild: true }
      : { fullBuild: false, mdxIslands };
  }
  // The MDX docs' islands, and the widgets' islands the site uses, are known once the docs are compiled: a second
  // client bundle, with the pages too, when the first was foretold other islands than those (a directive shown in a
  // code block, a new post's widget). Exactly those, whatever was foretold: the output is the same from the cache or
  // without it.
  const needed = islandsNeeded(input);
  const foretoldOthers = input.islands !== 'all' && !sameIslands(needed, input.islands);
  const islandBundle =
    mdxIslands.length > 0 || foretoldOthers
      ? bundleClient({
          ...input.clientOptions,
          widgets: bundledWidgets(input.widgets, input.islands === 'all' ? 'all' : needed),
          ...(mdxIslands.length > 0 ? { mdxIslands: { islands: mdxIslands, siteDir } } : {}),
          ...pagesOption(pageEntries, input),
        })
      : undefined;
  // Math's stylesheet and Mermaid only for sites whose docs have math or a diagram; Monaco from the cache when
  // nothing it depends on changed.
  const features = featureUse(compiled.compiled);
  const monacoBundle = monaco
    ? bundleMonaco({ basePath: config.basePath, cacheRoot: path.join(cacheDirFor(siteDir), 'monaco') })
    : undefined;
  const featureBundles =
    features.math || features.mermaid
      ? bundleFeatures(features, { basePath: config.basePath, cacheDir: cacheDirFor(siteDir) })
      : undefined;
  // Awaited by the bundleClient stage; a failure before then is not an unhandled rejection.
  for (const started of [islandBundle, monacoBundle, featureBundles]) started?.catch(() => undefined);
  return { fullBuild: false, mdxIslands, islandBundle, monacoBundle, featureBundles };
}

/**
 * The bundles a build started (`startClientBundle`, `startSiteBundles`), awaited: the client bundle's assets, with
 * Monaco's and the features' files beside its own.
 */
export async function finishSiteBundles(
  client: Promise<ClientBundle> | undefined,
  started: Pick<Extract<SiteBundles, { fullBuild: false }>, 'monacoBundle' | 'featureBundles'>,
) {
  const [built, monaco, extra] = await Promise.all([client, started.monacoBundle, started.featureBundles]);
  if (!built) throw new Error('the client bundle was not started');
  const withMonaco = monaco
    ? { ...built, files: [...built.files, ...monaco.files], monaco: monaco.assets, monacoFromCache: monaco.fromCache }
    : built;
  return extra ? { ...withMonaco, ...extra, files: [...withMonaco.files, ...extra.files] } : withMonaco;
}

/** The bundleClient stage's line: `26 files, Monaco from cache`; `26 files from cache` when the client bundle was. */
export function siteBundlesReport(bundles: Awaited<ReturnType<typeof finishSiteBundles>>): string {
  const client = bundles.clientFromCache ? ' from cache' : '';
  const monaco = 'monacoFromCache' in bundles ? `, Monaco ${bundles.monacoFromCache ? 'from cache' : 'built'}` : '';
  const mermaid = 'mermaidFromCache' in bundles ? `, Mermaid ${bundles.mermaidFromCache ? 'from cache' : 'built'}` : '';
  return `${bundles.files.length} files${client}${monaco}${mermaid}`;
}
