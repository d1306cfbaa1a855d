/**
 * The presets, plugins and themes of a Docusaurus config, each as sitegen
 * sees it: one it knows by name (the classic preset and its plugins, the
 * redirects, Sass, ideal-image and analytics plugins, Mermaid, local search,
 * the JSON Schema plugin), or a plugin function of the site's or a package's,
 * which is run as Docusaurus runs it to read the hooks sitegen can honour
 * (`configurePostCss`, `injectHtmlTags`, `getClientModules`). Everything else
 * a plugin does is named in a warning.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SitegenConfig } from '../config/defineConfig.ts';
import type { Plain } from './configReader.ts';
import { isPlain, type ConfigReader } from './configReader.ts';
import { errorMessage } from '../diagnostics/errorMessage.ts';

export type PluginKind = 'preset' | 'plugin' | 'theme';

/** A plugin entry of the config: its name (a package, a path, or the function's name) and options. */
export interface PluginEntry {
  kind: PluginKind;
  /** The Docusaurus key path of the entry (`plugins[2]`). */
  keyPath: string;
  /**
   * The package name as Docusaurus resolves shorthands (`classic` → `@docusaurus/preset-classic`), or a path, or
   * undefined for a function.
   */
  name: string | undefined;
  /** The plugin function, when the entry is one. */
  fn: ((...args: unknown[]) => unknown) | undefined;
  options: Plain;
}

/**
 * Docusaurus's shorthands: `classic`, `@org` (→ `@org/docusaurus-preset`), `@org/name` (→
 * `@org/docusaurus-preset-name`).
 */
function candidates(name: string, kind: PluginKind): string[] {
  if (name.startsWith('.') || path.isAbsolute(name)) return [name];
  const scoped = /^(@[^/]+)(?:\/(.*))?$/.exec(name);
  if (scoped) {
    const [, scope, rest] = scoped;
    return rest === undefined ? [`${scope}/docusaurus-${kind}`] : [name, `${scope}/docusaurus-${kind}-${rest}`];
  }
  return [name, `@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`];
}

/** The name Docusaurus would load for `name`: the first candidate the site has installed, else the first. */
export function resolvePluginName(name: string, kind: PluginKind, configFile: string): string {
  const options = candidates(name, kind);
  const require = createRequire(configFile);
  for (const candidate of options) {
    if (knownPlugins.has(candidate)) return candidate;
    try {
      require.resolve(candidate);
      return candidate;
    } catch {
      // not installed under this name
    }
  }
  return options.find((candidate) => knownPlugins.has(candidate)) ?? options[0] ?? name;
}

/**
 * Reads `presets`, `plugins` or `themes`: each entry a name, `[name, options]`, a function or `[function, options]`.
 */
export function readPluginEntries(
  list: unknown,
  kind: PluginKind,
  reader: ConfigReader,
  configFile: string,
): PluginEntry[] {
  const key = `${kind}s`;
  return reader.array(list, key).flatMap((entry, i): PluginEntry[] => {
    const keyPath = `${key}[${i}]`;
    if (entry === false || entry === null || entry === undefined) return [];
    const [first, second] = Array.isArray(entry) ? entry : [entry, undefined];
    const options = isPlain(second) ? second : {};
    if (typeof first === 'string')
      return [{ kind, keyPath, name: resolvePluginName(first, kind, configFile), fn: undefined, options }];
    if (typeof first === 'function')
      return [{ kind, keyPath, name: undefined, fn: first as PluginEntry['fn'], options }];
    reader.warn(keyPath, `The ${kind} ${keyPath} is not a name or a function; it is ignored.`);
    return [];
  });
}

/** What sitegen does with a plugin it knows: the kind of mapping, and for those with no equivalent, what is missing. */
export type KnownPlugin =
  | { does: 'classicPreset' }
  | {
      does:
        | 'docs'
        | 'blog'
        | 'pages'
        | 'sitemap'
        | 'redirects'
        | 'sass'
        | 'idealImage'
        | 'gtag'
        | 'googleAnalytics'
        | 'googleTagManager'
        | 'builtIn'
        | 'localSearch'
        | 'jsonSchema';
    }
  | { does: 'missing'; what: string };

export const knownPlugins: ReadonlyMap<string, KnownPlugin> = new Map<string, KnownPlugin>([
  ['@docusaurus/preset-classic', { does: 'classicPreset' }],
  ['@docusaurus/plugin-content-docs', { does: 'docs' }],
  ['@docusaurus/plugin-content-blog', { does: 'blog' }],
  ['@docusaurus/plugin-content-pages', { does: 'pages' }],
  ['@docusaurus/plugin-sitemap', { does: 'sitemap' }],
  ['@docusaurus/plugin-client-redirects', { does: 'redirects' }],
  ['docusaurus-plugin-sass', { does: 'sass' }],
  ['@docusaurus/plugin-ideal-image', { does: 'idealImage' }],
  ['@docusaurus/plugin-google-gtag', { does: 'gtag' }],
  ['@docusaurus/plugin-google-analytics', { does: 'googleAnalytics' }],
  ['@docusaurus/plugin-google-tag-manager', { does: 'googleTagManager' }],
  // Built into sitegen: the classic theme's shell, Mermaid diagrams, Algolia search, SVG components.
  ['@docusaurus/theme-classic', { does: 'builtIn' }],
  ['@docusaurus/theme-mermaid', { does: 'builtIn' }],
  ['@docusaurus/theme-search-algolia', { does: 'builtIn' }],
  ['@docusaurus/plugin-svgr', { does: 'builtIn' }],
  ['@docusaurus/plugin-debug', { does: 'builtIn' }],
  ['@docusaurus/faster', { does: 'builtIn' }],
  ['docusaurus-json-schema-plugin', { does: 'jsonSchema' }],
  ['@easyops-cn/docusaurus-search-local', { does: 'localSearch' }],
  ['docusaurus-lunr-search', { does: 'localSearch' }],
  ['@cmfcmf/docusaurus-search-local', { does: 'localSearch' }],
  ['docusaurus-search-local', { does: 'localSearch' }],
  ['@getcanary/docusaurus-theme-search-pagefind', { does: 'localSearch' }],
  ['docusaurus-theme-search-pagefind', { does: 'localSearch' }],
  [
    '@docusaurus/theme-live-codeblock',
    { does: 'missing', what: 'live code blocks are shown as plain code blocks, without their editor and preview' },
  ],
  [
    '@docusaurus/plugin-pwa',
    { does: 'missing', what: 'the site is not an offline-capable progressive web app (no service worker or manifest)' },
  ],
  ['@docusaurus/plugin-vercel-analytics', { does: 'missing', what: 'no Vercel analytics script is added' }],
  ['@docusaurus/plugin-rsdoctor', { does: 'missing', what: 'there is no webpack build for it to analyse' }],
]);

/** The hooks of a plugin sitegen honours, as the plugin returned them. */
export interface PluginHooks {
  name: string;
  postcssPlugins: unknown[];
  headTags: unknown[];
  bodyTags: unknown[];
  clientModules: string[];
}

/** What sitegen cannot do of a plugin's hooks, in the reader's words. */
const missingHooks: Readonly<Record<string, string>> = {
  loadContent: 'the content it loads',
  contentLoaded: 'the routes and data it adds',
  allContentLoaded: 'the routes and data it adds',
  configureWebpack: 'its webpack settings (aliases, loaders)',
  postBuild: 'its post-build step',
  getThemePath: 'its theme components',
  getTypeScriptThemePath: 'its theme components',
};

/** What a plugin function is given, as Docusaurus gives it (the parts plugins read). */
export interface PluginContext {
  siteDir: string;
  siteConfig: Plain;
  outDir: string;
  baseUrl: string;
  generatedFilesDir: string;
  siteConfigPath: string;
  i18n: { defaultLocale: string; locales: string[]; currentLocale: string; path: string; localeConfigs: Plain };
}

/**
 * How the options of a plugin sitegen has an equivalent for (docs, pages) go into its config: read at their key
 * path `at`, written into `config`, each value it cannot carry over a warning through `reader`.
 */
export type PluginOptionsMapper = (
  options: Plain,
  at: string,
  config: SitegenConfig,
  reader: ConfigReader,
  context: PluginContext,
) => void;

/**
 * Runs a plugin function (or the default export of a plugin module) and reads its hooks. A plugin that
 * throws, or returns nothing, is a warning: its part of the site is missing.
 */
export async function runPlugin(
  entry: PluginEntry,
  context: PluginContext,
  reader: ConfigReader,
): Promise<PluginHooks | undefined> {
  const found = pluginFunction(entry, context, reader);
  if (!found) return undefined;
  const { fn, pluginDir, label } = found;
  let plugin: unknown;
  try {
    plugin = await fn(context, entry.options);
  } catch (error) {
    reader.warn(
      entry.keyPath,
      `The ${entry.kind} ${label} threw when sitegen ran it (${firstLine(error)}); what it adds to the site is ` +
        `missing.`,
    );
    return undefined;
  }
  if (!isPlain(plugin)) return undefined;
  const hooks = await readHooks(
    entry,
    plugin,
    { name: typeof plugin.name === 'string' ? plugin.name : label, pluginDir },
    reader,
  );
  warnMissingHooks(entry, plugin, hooks.name, reader);
  return hooks;
}

/**
 * The plugin's function: the entry's own, or its module's (default) export, with the folder its client modules'
 * paths start from, as Docusaurus resolves them (`plugin.path`): its module's folder, or the site's. A module that
 * cannot be loaded, or exports no function, is a warning.
 */
function pluginFunction(
  entry: PluginEntry,
  context: PluginContext,
  reader: ConfigReader,
): { fn: NonNullable<PluginEntry['fn']>; pluginDir: string; label: string } | undefined {
  let fn = entry.fn;
  let pluginDir = context.siteDir;
  // "The plugin guideReferencesPlugin …", or, for an anonymous function, "The plugin at plugins[0] …".
  const label = entry.name ?? (fn?.name ? fn.name : `at ${entry.keyPath}`);
  if (!fn && entry.name) {
    try {
      const require = createRequire(context.siteConfigPath);
      const required = require(entry.name) as unknown;
      pluginDir = path.dirname(require.resolve(entry.name));
      const exported = isPlain(required) && typeof required.default === 'function' ? required.default : required;
      if (typeof exported === 'function') fn = exported as PluginEntry['fn'];
    } catch (error) {
      reader.warn(
        entry.keyPath,
        `The ${entry.kind} ${entry.name} could not be loaded (${firstLine(error)}); what it adds to the site ` +
          `is missing.`,
        `Install it in the site's project (npm install ${entry.name}), or remove it from the config.`,
      );
      return undefined;
    }
  }
  if (!fn) {
    reader.warn(entry.keyPath, `The ${entry.kind} ${label} exports no plugin function; it is ignored.`);
    return undefined;
  }
  return { fn, pluginDir, label };
}

/** The hooks sitegen runs: configurePostCss, injectHtmlTags, getClientModules; one that throws is a warning. */
async function readHooks(
  entry: PluginEntry,
  plugin: Plain,
  { name, pluginDir }: { name: string; pluginDir: string },
  reader: ConfigReader,
): Promise<PluginHooks> {
  const hooks: PluginHooks = { name, postcssPlugins: [], headTags: [], bodyTags: [], clientModules: [] };
  const call = async (hook: string, ...args: unknown[]): Promise<unknown> => {
    try {
      return await (plugin as Record<string, (...a: unknown[]) => unknown>)[hook]?.(...args);
    } catch (error) {
      reader.warn(
        entry.keyPath,
        `The ${entry.kind} ${name} threw in ${hook} (${firstLine(error)}); what it adds is missing.`,
      );
      return undefined;
    }
  };
  if (typeof plugin.configurePostCss === 'function') {
    const options = { plugins: [] as unknown[] };
    const result = await call('configurePostCss', options);
    hooks.postcssPlugins = isPlain(result) && Array.isArray(result.plugins) ? result.plugins : options.plugins;
  }
  if (typeof plugin.injectHtmlTags === 'function') {
    const tags = await call('injectHtmlTags', { content: undefined });
    if (isPlain(tags)) {
      hooks.headTags = Array.isArray(tags.headTags) ? tags.headTags : [];
      hooks.bodyTags = [
        ...(Array.isArray(tags.preBodyTags) ? tags.preBodyTags : []),
        ...(Array.isArray(tags.postBodyTags) ? tags.postBodyTags : []),
      ];
    }
  }
  if (typeof plugin.getClientModules === 'function') {
    const modules = await call('getClientModules');
    if (Array.isArray(modules))
      hooks.clientModules = modules
        .filter((m): m is string => typeof m === 'string')
        .map((module) => path.resolve(pluginDir, module));
  }
  return hooks;
}

/** The lifecycle hooks sitegen does not run, named with what the site lacks without them. */
function warnMissingHooks(entry: PluginEntry, plugin: Plain, name: string, reader: ConfigReader): void {
  const missing = Object.keys(missingHooks)
    .filter((hook) => typeof plugin[hook] === 'function')
    .map((hook) => missingHooks[hook]);
  if (missing.length > 0) {
    reader.warn(
      entry.keyPath,
      `The ${entry.kind} ${name} uses Docusaurus's plugin lifecycle, which sitegen does not run, so the site ` +
        `lacks ${[...new Set(missing)].join(', ')}.`,
      "If the site needs it, write the equivalent in sitegen's config (pages, redirects, headTags, " +
        'clientModules), or keep building this part with Docusaurus.',
    );
  }
}

function firstLine(error: unknown): string {
  return errorMessage(error).split('\n')[0] ?? '';
}
