/**
 * `sitegen build`: the stages in order, each timed by the reporter.
 *
 * loadConfig → collectContent → compile (Markdown and pages, while the client
 * bundle builds alongside) → buildRoutes → buildSidebars → bundleClient →
 * renderPages (written as they render into a temporary folder) →
 * validateLinks → indexSearch → writeOutput (static files, assets, sitemap,
 * then the swap)
 */
import path from 'node:path';
import { bundleClient } from '../client/bundleClient.ts';
import { bundleMonaco } from '../client/bundleMonaco.ts';
import type { Reporter } from '../cli/reporter.ts';
import { collectContent } from '../content/collectContent.ts';
import { loadConfig } from '../config/loadConfig.ts';
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { checkOutputDir, outputMarker } from '../output/outputGuard.ts';
import { createDocAssets } from '../output/docAssets.ts';
import { createOutputWriter } from '../output/outputWriter.ts';
import { sitemapXml } from '../output/sitemap.ts';
import { renderPages } from '../render/renderPages.ts';
import { themeConfigFrom } from '../render/themeConfig.ts';
import { hrefFor, outputPathFor } from '../routes/outputPath.ts';
import { buildSidebars } from '../sidebars/buildSidebars.ts';
import { indexSearch } from '../search/indexSearch.ts';
import { widgets as themeWidgets } from '../../theme/widgets/registry.ts';
import { loadSiteWidgets } from '../config/siteWidgets.ts';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import { settleAll } from '../output/settleAll.ts';
import { buildRoutes } from './buildRoutes.ts';
import { checkLinks } from './checkLinks.ts';
import { compileContent } from './compileContent.ts';
import { configLinks } from './configLinks.ts';
import { firstHrefOf } from '../../theme/data/links.ts';
import { staticCollisions } from './staticCollisions.ts';

export interface BuildOptions {
  siteDir: string;
  outDir: string;
  reporter: Reporter;
  /** Extra widgets beside the theme's, for tests and embedders. */
  widgets?: WidgetRegistry;
}

export interface BuildResult {
  pages: number;
  warnings: Diagnostic[];
  outDir: string;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const { reporter } = options;
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.resolve(options.outDir);
  checkOutputDir(outDir, siteDir);

  const { config, file: configFile, widgets } = await reporter.stage('loadConfig', async () => {
    const loaded = await loadConfig({ siteDir });
    const siteWidgets = await loadSiteWidgets({ config: loaded.config, siteDir, configFile: loaded.file, themeWidgets });
    return { ...loaded, widgets: new Map([...themeWidgets, ...siteWidgets, ...(options.widgets ?? [])]) as WidgetRegistry };
  });
  const content = await reporter.stage('collectContent', () => collectContent({ siteDir }),
    (c) => `${c.docs.length} docs, ${c.pages.length} pages, ${c.staticFiles.length} static files`);
  const docs = content.docs.filter((doc) => !doc.frontMatter.draft);

  // esbuild works in its own process, so the client bundle builds while Markdown compiles.
  const clientBundle = bundleClient({ config, widgets });
  clientBundle.catch(() => undefined);

  const { compiled, pages } = await reporter.stage('compile', (progress) => compileContent({ content, docs, widgets, onProgress: progress }),
    (r) => `${r.compiled.length} Markdown (${r.cacheHits} from cache), ${r.pages.length} React`);

  // Monaco only for sites that use it: a Markdown page with a Monaco widget, a React page naming one
  // (as its Island's name), or a site widget declaring monaco: true. From the cache when nothing it depends on changed.
  const monacoWidgets = [...widgets].filter(([, widget]) => widget.island?.monaco).map(([name]) => name);
  const usesMonaco = compiled.some((doc) => doc.widgets.some((name) => monacoWidgets.includes(name)))
    || pages.some((page) => monacoWidgets.some((name) => page.text.includes(`'${name}'`) || page.text.includes(`"${name}"`)))
    || config.widgets.some((widget) => widget.monaco);
  const monacoBundle = usesMonaco ? bundleMonaco({ basePath: config.basePath }) : undefined;
  monacoBundle?.catch(() => undefined);

  const { routes, docEntries, docRefs, docRouteByFile } = await reporter.stage('buildRoutes', async () =>
    buildRoutes({ config, siteDir, docs, compiled, pages }), (r) => `${r.routes.size} routes`);
  const href = (route: string) => hrefFor(route, config.basePath, config.trailingSlash);
  const sidebars = await reporter.stage('buildSidebars', async () => {
    const result = await buildSidebars({ siteDir, docs: docRefs, categories: content.categories, routes, routeBasePath: config.docs.routeBasePath, href, basePath: config.basePath, trailingSlash: config.trailingSlash });
    staticCollisions(routes, content.staticFiles, config.trailingSlash, siteDir).forEach((p) => routes.problems.add(p));
    routes.problems.throwIfErrors();
    return result;
  }, (s) => `${s.sidebars.size} sidebar${s.sidebars.size === 1 ? '' : 's'}, ${s.categoryPages.length} category pages`);

  const assets = await reporter.stage('bundleClient', async () => {
    const [client, monaco] = await Promise.all([clientBundle, monacoBundle]);
    return monaco ? { ...client, files: [...client.files, ...monaco.files], monaco: monaco.assets, monacoFromCache: monaco.fromCache } : client;
  }, (b) => `${b.files.length} files${'monacoFromCache' in b ? `, Monaco ${b.monacoFromCache ? 'from cache' : 'built'}` : ''}`);
  const firstHref = (sidebarId: string) => firstHrefOf(sidebars.sidebars.get(sidebarId) ?? []);
  const fromConfig = await configLinks({ config, configFile, sidebarIds: [...sidebars.sidebars.keys()] });
  if (fromConfig.problems.length > 0) throw new SitegenError(fromConfig.problems);

  const output = createOutputWriter(outDir);
  const docAssets = createDocAssets({ basePath: config.basePath, siteDir });
  try {
    const rendered = await reporter.stage('renderPages', (progress) => renderPages({
      siteDir,
      config, themeConfig: themeConfigFrom(config, firstHref), docs: docEntries, pages, categoryPages: sidebars.categoryPages,
      sidebars: sidebars.sidebars, navigation: sidebars.navigation, docRouteByFile, assets, widgets, assetFor: (file) => docAssets.hrefFor(file), isRoute: (route) => routes.has(route) || route === '/404',
      docsHref: firstHref(sidebars.sidebars.keys().next().value ?? '') ?? docEntries[0]?.href, onProgress: progress,
      writePage: (route, html) => output.write(outputPathFor(route, config.trailingSlash), html),
    }), (r) => `${r.length} pages`);

    const warnings = await reporter.stage('validateLinks', async () => checkLinks({ config, siteDir, rendered, pages, configLinks: [...fromConfig.links, ...sidebars.links], staticFiles: content.staticFiles, docFiles: docs.map((d) => d.file) }),
      (w) => (w.length > 0 ? `${w.length} warning${w.length === 1 ? '' : 's'}` : 'all links resolve'));

    const search = await reporter.stage('indexSearch', async () => indexSearch({ config, pages: rendered }), (s) => `${s.documents.length} documents`);
    await reporter.stage('writeOutput', async () => {
      const files = [
        ...assets.files, ...search.files, ...docAssets.files(),
        { path: 'sitemap.xml', contents: sitemapXml(config, rendered.filter((p) => !p.unlisted).map((p) => p.route)) },
        { path: outputMarker, contents: 'This folder is written by sitegen build, which replaces it whole on every build.\n' },
      ];
      await output.copyStatic(content.staticFiles);
      await settleAll(files.map((f) => output.write(f.path, f.contents)));
      await output.commit();
    }, () => path.relative(process.cwd(), outDir) || '.');
    return { pages: rendered.length, warnings, outDir };
  } catch (error) {
    await output.abort();
    throw error;
  }
}
