/**
 * What a site's own code gives a build, loaded the same way by the builder
 * and by each pool worker (a thread imports it afresh): the config, the
 * widgets (the theme's, the site's, any handed in by code), the Markdown
 * plugins with their cache key, and the replacements for parts of the theme.
 */
import { widgets as themeWidgets } from '../../theme/widgets/registry.ts';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import { loadConfig, type LoadedConfig } from '../config/loadConfig.ts';
import { loadSiteWidgets } from '../config/siteWidgets.ts';
import { loadThemeOverrides, type ThemeOverrides } from '../config/themeOverrides.ts';
import { markdownSetup, type MarkdownSetup } from '../markdown/markdownPlugins.ts';
import { readBoundary } from '../content/realPathInside.ts';
import path from 'node:path';
import { isSitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { importSiteModule } from '../modules/importSiteModule.ts';
import { siteThemeComponent } from '../modules/docusaurusAliases.ts';
import { setSiteMdxComponents } from '../render/mdxModules.ts';

export interface LoadedSite extends LoadedConfig {
  widgets: WidgetRegistry;
  /** The files the site's widget modules are made of. */
  widgetInputs: string[];
  markdown: MarkdownSetup;
  overrides: ThemeOverrides;
}

/**
 * `loadedConfig`: the config, when the caller loaded it already; `extraWidgets`: widgets handed in by code (tests,
 * embedders).
 */
export async function loadSite(options: {
  siteDir: string;
  loadedConfig?: LoadedConfig;
  extraWidgets?: WidgetRegistry;
}): Promise<LoadedSite> {
  const { siteDir } = options;
  const loaded = options.loadedConfig ?? (await loadConfig({ siteDir }));
  const siteWidgets = await loadSiteWidgets({ config: loaded.config, siteDir, configFile: loaded.file, themeWidgets });
  // A Docusaurus website's swizzled components that sitegen cannot run are warnings, not failures.
  const mdx = await loadSiteMdxComponents(siteDir, loaded.config.basePath);
  const overrides = await loadThemeOverrides({
    config: loaded.config,
    siteDir,
    configFile: loaded.file,
    basePath: loaded.config.basePath,
    ...(loaded.docusaurus ? { tolerant: true } : {}),
  });
  const setup = await markdownSetup(
    loaded.config.markdown,
    [loaded.file, ...loaded.inputs],
    loaded.config.limits.maxFileSize,
  );
  // A widened readRoot changes which file= blocks compile, so it is part of the compile cache's key.
  const readRoot = readBoundary(siteDir, loaded.config.readRoot).readRoot;
  const widened =
    readRoot === path.resolve(siteDir) ? setup : { ...setup, readRoot, key: `${setup.key}\0readRoot:${readRoot}` };
  // A Docusaurus website's docs are read with Docusaurus's tolerance, which changes what compiles: part of the key too.
  const markdown = loaded.docusaurus ? { ...widened, lenient: true, key: `${widened.key}\0lenient` } : widened;
  return {
    ...loaded,
    warnings: [...loaded.warnings, ...overrides.warnings, ...mdx.warnings],
    widgets: new Map([...themeWidgets, ...siteWidgets.widgets, ...(options.extraWidgets ?? [])]) as WidgetRegistry,
    widgetInputs: siteWidgets.inputs,
    markdown,
    overrides,
  };
}

/**
 * The site's own MDX components (`src/theme/MDXComponents`, as a Docusaurus site swizzles them: the
 * theme's table spread, `@theme-original/MDXComponents`, with components of its own): MDX docs render with
 * them, in this thread. One that cannot be loaded is a warning, and docs render with the theme's.
 */
async function loadSiteMdxComponents(siteDir: string, basePath: string): Promise<{ warnings: Diagnostic[] }> {
  const file = siteThemeComponent(siteDir, 'MDXComponents');
  setSiteMdxComponents(undefined);
  if (!file) return { warnings: [] };
  try {
    const loaded = await importSiteModule<{ default?: unknown }>(file, { siteDir, basePath });
    const table = loaded.exports.default;
    if (table !== null && typeof table === 'object') {
      setSiteMdxComponents(table as Record<string, unknown>);
      return { warnings: [] };
    }
    return {
      warnings: [
        {
          code: 'DocusaurusUnsupported',
          severity: 'warning',
          file,
          line: 1,
          column: 1,
          message:
            `${path.relative(siteDir, file)} exports no table of components by default: MDX docs render with the ` +
            `theme's.`,
          hint:
            'export default { ...MDXComponents, Highlight }, with MDXComponents from ' +
            "'@theme-original/MDXComponents'.",
        },
      ],
    };
  } catch (error) {
    if (!isSitegenError(error)) throw error;
    return {
      warnings: [
        {
          code: 'DocusaurusUnsupported',
          severity: 'warning',
          file,
          line: 1,
          column: 1,
          message:
            `${path.relative(siteDir, file)} could not be loaded ` +
            `(${error.diagnostics.map((d) => d.message.split('\n')[0]).join('; ')}): MDX docs render with the ` +
            `theme's components.`,
        },
      ],
    };
  }
}
