/**
 * A Docusaurus website's config, as loaded, translated into a sitegen config:
 * the site's own keys, `themeConfig` (mapThemeConfig.ts), the tags it adds
 * (headTags.ts), and the presets, plugins and themes (mapPluginEntry.ts: the
 * classic preset's docs, blog, pages, theme, sitemap and analytics).
 * Docusaurus's defaults where they differ from sitegen's: broken anchors and
 * broken Markdown links warn, the footer is light, the pages are in
 * `src/pages/`.
 *
 * The result also keeps what only the site's own components read (the config
 * itself, as `useDocusaurusContext().siteConfig` gives it) and the routes of
 * content sitegen does not build, whose links are warnings rather than errors.
 */
import path from 'node:path';
import type {
  HeadTagConfig,
  RedirectConfig,
  ScriptConfig,
  SitegenConfig,
  StylesheetConfig,
} from '../config/defineConfig.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { ConfigReader, describe, isPlain, type Plain } from './configReader.ts';
import { readPluginEntries, type PluginContext } from './docusaurusPlugins.ts';
import { readHeadTags, readTagList } from './headTags.ts';
import { mapPluginEntry } from './mapPluginEntry.ts';
import { mapThemeConfig } from './mapThemeConfig.ts';
import { swizzledComponents } from './swizzledComponents.ts';

/** Content of the Docusaurus site that sitegen does not build (yet): links into it are warnings. */
export interface UnbuiltRoutes {
  /** A route prefix, `/blog`. */
  prefix: string;
  /** What is there: `the blog`. */
  what: string;
}

export interface DocusaurusExtras {
  /** The config as the site's components read it (`useDocusaurusContext().siteConfig`): its plain values. */
  siteConfig: Plain;
  unbuilt: UnbuiltRoutes[];
  /** PostCSS plugins added by plugins' `configurePostCss` (Tailwind's, usually). */
  postcssPlugins: unknown[];
}

export interface DocusaurusMapping {
  config: SitegenConfig;
  /** sitegen key → the Docusaurus key it came from. */
  origins: Record<string, string>;
  warnings: Diagnostic[];
  extras: DocusaurusExtras;
}

/** Top-level keys that mean nothing to a static build (deployment, webpack, Docusaurus's own future flags). */
const quietKeys = new Set([
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'onDuplicateRoutes',
  'baseUrlIssueBanner',
  'future',
  'webpack',
  'ssrTemplate',
  'titleDelimiter',
  'storage',
  'plugins',
  'presets',
  'themes',
  'themeConfig',
  'customFields',
  'title',
  'tagline',
  'url',
  'baseUrl',
  'favicon',
  'trailingSlash',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'i18n',
  'markdown',
  'headTags',
  'scripts',
  'stylesheets',
  'staticDirectories',
  'noIndex',
  'clientModules',
]);

/** A plain copy of the config for the browser and components: functions, classes and cycles left out. */
function plainCopy(value: unknown, seen = new Set<unknown>()): unknown {
  if (value === null || typeof value !== 'object')
    return typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint' ? undefined : value;
  if (seen.has(value)) return undefined;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => plainCopy(item, seen) ?? null);
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return undefined;
  const copy: Plain = {};
  for (const [key, item] of Object.entries(value)) {
    const plain = plainCopy(item, seen);
    if (plain !== undefined) copy[key] = plain;
  }
  return copy;
}

function basePath(value: string): string {
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

const policy = (value: unknown) =>
  value === 'throw' || value === 'warn' || value === 'ignore' ? value : value === 'log' ? 'warn' : undefined;

export async function mapDocusaurusConfig(options: {
  value: Plain;
  file: string;
  text: string;
  siteDir: string;
}): Promise<DocusaurusMapping> {
  const { value: source, file, siteDir } = options;
  const reader = new ConfigReader(file, options.text);
  const config: SitegenConfig = { title: '', url: '' };
  const headTags: HeadTagConfig[] = [];
  const scripts: ScriptConfig[] = [];
  const stylesheets: StylesheetConfig[] = [];
  const redirects: RedirectConfig[] = [];
  const clientModules: string[] = [];
  const unbuilt: UnbuiltRoutes[] = [];
  const postcssPlugins: unknown[] = [];

  mapSiteKeys(source, config, reader, siteDir);
  // A blog only where the preset or a blog plugin asks for one, as in Docusaurus.
  config.blog = false;
  const theme = mapThemeConfig(source.themeConfig, reader);
  Object.assign(config, { ...theme.config, docs: { ...config.docs, ...theme.config.docs } });
  headTags.push(...theme.headTags);
  headTags.push(...readHeadTags(source.headTags, 'headTags', reader));
  scripts.push(...(readTagList(source.scripts, 'scripts', 'src', reader) as ScriptConfig[]));
  stylesheets.push(...(readTagList(source.stylesheets, 'stylesheets', 'href', reader) as StylesheetConfig[]));
  for (const [i, module] of reader.array(source.clientModules, 'clientModules').entries()) {
    const relative = reader.sitePath(module, `clientModules[${i}]`, siteDir);
    if (relative) clientModules.push(relative);
  }
  if (clientModules.length > 0) reader.origin('clientModules', 'clientModules');

  const entries = [
    ...readPluginEntries(source.presets, 'preset', reader, file),
    ...readPluginEntries(source.themes, 'theme', reader, file),
    ...readPluginEntries(source.plugins, 'plugin', reader, file),
  ];
  // The config as Docusaurus gives it to plugins and components: its defaults filled in.
  const siteConfig = withDocusaurusDefaults(source);
  const context = pluginContext(config, siteConfig, siteDir, file);
  const mapped = { config, headTags, scripts, stylesheets, redirects, clientModules, unbuilt, postcssPlugins };
  for (const entry of entries) await mapPluginEntry(entry, mapped, reader, context);
  // Docusaurus's classic theme is there with the preset; without it, a site has its own theme, which sitegen does not
  // run.
  if (
    !entries.some((entry) => entry.name === '@docusaurus/preset-classic' || entry.name === '@docusaurus/theme-classic')
  ) {
    reader.warn(
      'presets',
      'The config uses neither the classic preset nor the classic theme: sitegen renders the site with its own ' +
        'theme, which looks like the classic one.',
    );
  }

  // The site's own theme components: the parts of the shell sitegen lets a site replace.
  const swizzled = swizzledComponents(siteDir);
  if (Object.keys(swizzled.components).length > 0) config.components = swizzled.components;
  // A search theme (Algolia's, a local one) puts its search bar at the navbar's end unless an item places it.
  if (config.search && !config.navbar?.items?.some((item) => item.type === 'search')) {
    config.navbar = {
      ...config.navbar,
      items: [...(config.navbar?.items ?? []), { type: 'search', position: 'right' }],
    };
  }
  if (headTags.length > 0) config.headTags = headTags;
  if (scripts.length > 0) config.scripts = scripts;
  if (stylesheets.length > 0) config.stylesheets = stylesheets;
  if (redirects.length > 0) config.redirects = redirects;
  if (clientModules.length > 0) config.clientModules = clientModules;
  return {
    config,
    origins: reader.origins,
    warnings: [...reader.warnings, ...swizzled.warnings],
    extras: { siteConfig: (plainCopy(siteConfig) as Plain | undefined) ?? {}, unbuilt, postcssPlugins },
  };
}

/** What a plugin is given: the site's folders, its config with Docusaurus's defaults, and its languages. */
function pluginContext(config: SitegenConfig, siteConfig: Plain, siteDir: string, file: string): PluginContext {
  return {
    siteDir,
    siteConfig,
    outDir: path.join(siteDir, 'build'),
    baseUrl: basePathOf(config),
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
    siteConfigPath: file,
    i18n: {
      defaultLocale: config.i18n?.defaultLocale ?? 'en',
      locales: config.i18n?.locales ?? ['en'],
      currentLocale: config.i18n?.defaultLocale ?? 'en',
      path: 'i18n',
      localeConfigs: {},
    },
  };
}

/**
 * The keys Docusaurus's validation fills in when a config leaves them out, which plugins and components read
 * (`siteConfig.staticDirectories.map(…)`, `siteConfig.titleDelimiter`): the config's own values over them,
 * an object key by key.
 */
export function withDocusaurusDefaults(source: Plain): Plain {
  const defaults: Plain = {
    baseUrl: '/',
    tagline: '',
    titleDelimiter: '|',
    noIndex: false,
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'warn',
    onDuplicateRoutes: 'warn',
    staticDirectories: ['static'],
    headTags: [],
    scripts: [],
    stylesheets: [],
    clientModules: [],
    presets: [],
    themes: [],
    plugins: [],
    customFields: {},
    themeConfig: {},
    baseUrlIssueBanner: true,
    future: {},
    i18n: { defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {} },
    markdown: {
      format: 'mdx',
      mermaid: false,
      mdx1Compat: { comments: true, admonitions: true, headingIds: true },
      anchors: { maintainCase: false },
      hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' },
    },
  };
  const merged: Plain = { ...defaults, ...source };
  for (const key of ['i18n', 'markdown'] as const) {
    const given = source[key];
    if (isPlain(given) && isPlain(defaults[key])) merged[key] = { ...defaults[key], ...given };
  }
  return merged;
}

function basePathOf(config: SitegenConfig): string {
  return config.basePath ?? '/';
}

/** title, url, baseUrl and the other keys of the config's top level. */
function mapSiteKeys(source: Plain, config: SitegenConfig, reader: ConfigReader, siteDir: string): void {
  /** `from`: the key it was read from; null for Docusaurus's default, which no key of the file gives. */
  const set = <K extends keyof SitegenConfig>(
    key: K,
    value: SitegenConfig[K] | undefined,
    from: string | null = key,
  ) => {
    if (value === undefined) return;
    config[key] = value;
    if (from !== null) reader.origin(key, from);
  };
  set('title', reader.string(source.title, 'title') ?? '');
  set('tagline', reader.string(source.tagline, 'tagline'));
  set('titleDelimiter', reader.string(source.titleDelimiter, 'titleDelimiter'));
  const url = reader.string(source.url, 'url');
  if (url !== undefined) {
    let origin = url;
    try {
      const parsed = new URL(url);
      origin = parsed.origin;
      if (parsed.pathname !== '/' && parsed.pathname !== '')
        reader.warn(
          'url',
          `url has a path (${parsed.pathname}), which Docusaurus ignores for links; sitegen takes ${origin} as ` +
            `the site's origin and baseUrl as its path.`,
        );
    } catch {
      // validateConfig says what is wrong with it
    }
    set('url', origin);
  }
  const baseUrl = reader.string(source.baseUrl, 'baseUrl');
  if (baseUrl !== undefined) set('basePath', basePath(baseUrl), 'baseUrl');
  set('favicon', reader.string(source.favicon, 'favicon'));
  const trailingSlash = reader.boolean(source.trailingSlash, 'trailingSlash');
  set('trailingSlash', trailingSlash);
  set('onBrokenLinks', policy(source.onBrokenLinks));
  // Docusaurus warns about broken anchors and broken Markdown links unless told otherwise.
  set(
    'onBrokenAnchors',
    policy(source.onBrokenAnchors) ?? 'warn',
    source.onBrokenAnchors === undefined ? null : 'onBrokenAnchors',
  );
  const markdown = reader.object(source.markdown, 'markdown');
  const hooks = markdown ? reader.object(markdown.hooks, 'markdown.hooks') : undefined;
  set(
    'onBrokenMarkdownLinks',
    policy(hooks?.onBrokenMarkdownLinks) ?? policy(source.onBrokenMarkdownLinks) ?? 'warn',
    hooks?.onBrokenMarkdownLinks !== undefined
      ? 'markdown.hooks.onBrokenMarkdownLinks'
      : source.onBrokenMarkdownLinks !== undefined
        ? 'onBrokenMarkdownLinks'
        : null,
  );
  if (markdown) mapMarkdown(markdown, config, reader);
  set('noIndex', reader.boolean(source.noIndex, 'noIndex'));
  const customFields = reader.object(source.customFields, 'customFields');
  if (customFields) set('customFields', plainCopy(customFields) as Plain);
  const staticDirectories = reader
    .array(source.staticDirectories, 'staticDirectories')
    .map((dir, i) => reader.sitePath(dir, `staticDirectories[${i}]`, siteDir)?.replace(/^\.\//, ''))
    .filter((dir): dir is string => dir !== undefined);
  if (source.staticDirectories !== undefined) set('staticDirectories', staticDirectories);
  const i18n = reader.object(source.i18n, 'i18n');
  if (i18n) mapI18n(i18n, config, reader);
  for (const key of Object.keys(source)) {
    if (!quietKeys.has(key)) reader.warn(key, `The config key ${key} has no equivalent in sitegen; it is ignored.`);
  }
}

function mapMarkdown(markdown: Plain, config: SitegenConfig, reader: ConfigReader): void {
  // Docusaurus compiles every doc as MDX by default; sitegen's 'detect' compiles as MDX every doc that uses
  // MDX, and others as CommonMark, which renders them the same and faster.
  const format = markdown.format;
  if (format === 'md' || format === 'detect') config.markdown = { ...config.markdown, format };
  else if (format !== undefined && format !== 'mdx')
    reader.warn('markdown.format', `markdown.format should be 'mdx', 'md' or 'detect', but it is ${describe(format)}.`);
  const anchors = reader.object(markdown.anchors, 'markdown.anchors');
  if (anchors?.maintainCase === true)
    reader.warn(
      'markdown.anchors.maintainCase',
      "Heading ids keep their case in Docusaurus with anchors.maintainCase; sitegen's are lower case.",
    );
  for (const key of ['preprocessor', 'parseFrontMatter', 'remarkRehypeOptions'] as const) {
    if (markdown[key] !== undefined)
      reader.warn(`markdown.${key}`, `markdown.${key} is not run by sitegen: docs are compiled as written.`);
  }
}

function mapI18n(i18n: Plain, config: SitegenConfig, reader: ConfigReader): void {
  const defaultLocale = reader.string(i18n.defaultLocale, 'i18n.defaultLocale') ?? 'en';
  const locales = reader
    .array(i18n.locales, 'i18n.locales')
    .filter((locale): locale is string => typeof locale === 'string');
  const localeConfigs: NonNullable<NonNullable<SitegenConfig['i18n']>['localeConfigs']> = {};
  for (const [code, value] of Object.entries(reader.object(i18n.localeConfigs, 'i18n.localeConfigs') ?? {})) {
    const keyPath = `i18n.localeConfigs.${code}`;
    const locale = reader.object(value, keyPath);
    if (!locale) continue;
    const label = reader.string(locale.label, `${keyPath}.label`);
    const htmlLang = reader.string(locale.htmlLang, `${keyPath}.htmlLang`);
    const localePath = reader.string(locale.path, `${keyPath}.path`);
    // Its own origin, so that a path the config's shape refuses is reported at its key, not at i18n.
    if (localePath !== undefined) reader.origin(`${keyPath}.path`, `${keyPath}.path`);
    for (const key of ['url', 'baseUrl', 'translate'] as const) {
      if (locale[key] !== undefined)
        reader.warn(
          `${keyPath}.${key}`,
          `${keyPath}.${key} is not supported: every language is built under the site's url and its own path.`,
        );
    }
    localeConfigs[code] = {
      ...(label ? { label } : {}),
      ...(htmlLang ? { htmlLang } : {}),
      ...(localePath !== undefined ? { path: localePath } : {}),
      ...(locale.direction === 'rtl' || locale.direction === 'ltr' ? { direction: locale.direction } : {}),
    };
  }
  config.i18n = {
    defaultLocale,
    locales: locales.length > 0 ? locales : [defaultLocale],
    ...(Object.keys(localeConfigs).length > 0 ? { localeConfigs } : {}),
  };
  reader.origin('i18n', 'i18n');
}
