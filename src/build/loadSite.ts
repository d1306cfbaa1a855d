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

export interface LoadedSite extends LoadedConfig {
  widgets: WidgetRegistry;
  /** The files the site's widget modules are made of. */
  widgetInputs: string[];
  markdown: MarkdownSetup;
  overrides: ThemeOverrides;
}

/** `loadedConfig`: the config, when the caller loaded it already; `extraWidgets`: widgets handed in by code (tests, embedders). */
export async function loadSite(options: { siteDir: string; loadedConfig?: LoadedConfig; extraWidgets?: WidgetRegistry }): Promise<LoadedSite> {
  const { siteDir } = options;
  const loaded = options.loadedConfig ?? await loadConfig({ siteDir });
  const siteWidgets = await loadSiteWidgets({ config: loaded.config, siteDir, configFile: loaded.file, themeWidgets });
  const overrides = await loadThemeOverrides({ config: loaded.config, siteDir, configFile: loaded.file });
  const setup = await markdownSetup(loaded.config.markdown, [loaded.file, ...loaded.inputs], loaded.config.limits.maxFileSize);
  // A widened readRoot changes which file= blocks compile, so it is part of the compile cache's key.
  const readRoot = readBoundary(siteDir, loaded.config.readRoot).readRoot;
  const markdown = readRoot === path.resolve(siteDir) ? setup : { ...setup, readRoot, key: `${setup.key}\0readRoot:${readRoot}` };
  return {
    ...loaded,
    widgets: new Map([...themeWidgets, ...siteWidgets.widgets, ...(options.extraWidgets ?? [])]) as WidgetRegistry,
    widgetInputs: siteWidgets.inputs,
    markdown,
    overrides,
  };
}
