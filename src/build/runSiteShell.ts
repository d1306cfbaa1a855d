/**
 * What every page of a run shows besides its content (siteBuilder.ts
 * `run`): the client bundle's assets (stage `bundleClient`), the navbar's
 * and footer's links checked (configLinks.ts), the navigation and versions
 * menu (siteNavigation.ts), Docusaurus's client data for a website's
 * components, and what every page's render key starts with
 * (renderKeyBase.ts).
 */
import { finishSiteBundles, siteBundlesReport } from '../client/siteBundles.ts';
import { SitegenError } from '../diagnostics/diagnostic.ts';
import { isDocusaurusConfigFile } from '../docusaurus/docusaurusConfigFile.ts';
import { docusaurusData } from '../render/docusaurusData.ts';
import { configLinks } from './configLinks.ts';
import { mdxIslandReport } from './mdxIslandReport.ts';
import { renderKeyBase } from './renderKeyBase.ts';
import type { CompiledRun } from './runCompile.ts';
import type { RoutedRun, SidebarsOfRun } from './runRoutes.ts';
import type { RunContext } from './runTypes.ts';
import { idsByInstance, siteNavigation } from './siteNavigation.ts';

export type ShellOfRun = Awaited<ReturnType<typeof siteShellStep>>;

export async function siteShellStep(
  context: RunContext,
  compiledRun: CompiledRun,
  routed: RoutedRun,
  sidebars: SidebarsOfRun,
) {
  const assets = await assetsStep(context, compiledRun);
  const navigation = await navigationStep(context, routed, sidebars);
  const keys = await keyBaseStep(context, { compiledRun, routed, sidebars, assets, navigation });
  return { assets, ...navigation, ...keys };
}

/** The client bundle's files: the builder's, or made now (`bundleClient`), with the MDX islands it holds. */
async function assetsStep({ setup, options, memory, input }: RunContext, { clientBundle, bundles }: CompiledRun) {
  const assets =
    input.previous?.assets ??
    (await options.reporter.stage(
      'bundleClient',
      async () => {
        const built = await finishSiteBundles(bundles.islandBundle ?? clientBundle, bundles);
        memory.bundleInputs = built.siteInputs;
        memory.bundleWarnings = built.warnings;
        memory.runWarnings.push(...built.warnings);
        return built;
      },
      siteBundlesReport,
    ));
  for (const island of bundles.mdxIslands) options.reporter.info(mdxIslandReport(island, setup.siteDir, assets));
  return assets;
}

/** The config's links checked, the navbar and versions menu, and what a Docusaurus website's components read. */
async function navigationStep({ setup }: RunContext, { routes, docRefs }: RoutedRun, sidebars: SidebarsOfRun) {
  const { config, configFile, inputs, siteConfig, versions, lastVersion, href, translations, localeBuild } = setup;
  const { docusaurus } = setup;
  const fromConfig = await configLinks({
    config,
    configFile,
    moreConfigFiles: inputs.filter((file) => file !== configFile && isDocusaurusConfigFile(file)),
    sidebarIds: idsByInstance(sidebars.sidebars.keys()),
    docIds: idsByInstance(docRefs.keys()),
  });
  if (fromConfig.problems.length > 0) throw new SitegenError(fromConfig.problems);
  const { themeConfig, versionsView, docsHref } = siteNavigation({
    config,
    siteConfig,
    versions,
    lastVersion,
    sidebars: sidebars.sidebars,
    docRefs,
    hasRoute: (route) => routes.has(route),
    href,
    translations,
    localeBuild,
    classic: docusaurus !== undefined,
  });
  // A Docusaurus website's components read the site through Docusaurus's client API.
  const docusaurusEnv = docusaurus
    ? docusaurusData({
        config,
        siteConfig: docusaurus.siteConfig,
        versions,
        docRefs,
        navigation: sidebars.navigation,
        locale: localeBuild?.locale.code ?? config.i18n.defaultLocale,
        codeTranslations: Object.fromEntries(
          Object.entries(translations?.strings.messages ?? {}).filter(([id]) => !id.startsWith('sitegen.')),
        ),
      })
    : undefined;
  return { fromConfig, themeConfig, versionsView, docsHref, docusaurusEnv };
}

/** What every page's key starts with, from every route's source and every file the pages are made with. */
async function keyBaseStep(
  { setup, memory, input }: RunContext,
  parts: {
    compiledRun: CompiledRun;
    routed: RoutedRun;
    sidebars: SidebarsOfRun;
    assets: Awaited<ReturnType<typeof assetsStep>>;
    navigation: Awaited<ReturnType<typeof navigationStep>>;
  },
) {
  const { siteDir, config, configFile, inputs, overrides, widgetInputs, stylesheets } = setup;
  const { compiled } = parts.compiledRun;
  const { docRouteByFile, tags } = parts.routed;
  const { sidebars } = parts;
  return renderKeyBase({
    siteDir,
    config,
    routes: [
      ...docRouteByFile,
      ...compiled.pages.map((p) => [p.source.file, p.route] as const),
      ...sidebars.categoryPages.map((c) => [c.source, c.route] as const),
      ...tags
        .flatMap((t) => [...(t.listPage ? [t.listPage] : []), ...t.pages])
        .map((t) => [t.source, t.route] as const),
    ],
    themeConfig: parts.navigation.themeConfig,
    assets: parts.assets,
    externalVersion: input.externalVersion,
    inputs: [
      configFile,
      ...inputs,
      ...overrides.inputs,
      ...widgetInputs,
      ...stylesheets,
      ...memory.bundleInputs,
      ...sidebars.inputs,
      ...compiled.pageInputs,
    ],
    docusaurusEnv: parts.navigation.docusaurusEnv,
  });
}
