/**
 * The presets, themes and plugins of a Docusaurus config, one entry at a time
 * (mapDocusaurusConfig.ts reads them in order): the classic preset and the
 * plugins sitegen has an equivalent for (docs, blog, pages, client redirects,
 * analytics, sitemap, local search) mapped to its config; any other plugin run
 * for the hooks sitegen honours (docusaurusPlugins.ts); a plugin with no
 * equivalent a warning at its key.
 */
import path from 'node:path';
import type {
  HeadTagConfig,
  RedirectConfig,
  ScriptConfig,
  SitegenConfig,
  StylesheetConfig,
} from '../config/defineConfig.ts';
import { type ConfigReader, isPlain, type Plain } from './configReader.ts';
import {
  knownPlugins,
  runPlugin,
  type PluginContext,
  type PluginEntry,
  type PluginOptionsMapper,
} from './docusaurusPlugins.ts';
import { readHeadTags } from './headTags.ts';
import { mapBlogOptions } from './mapBlogOptions.ts';
import { mapDocs, mapDocsInstance, routeBase } from './mapDocsOptions.ts';
import type { UnbuiltRoutes } from './mapDocusaurusConfig.ts';
import { docusaurusTarget } from './mapThemeConfig.ts';

/** What the config's plugins and presets add to, as they are mapped one after the other. */
export interface Mapped {
  config: SitegenConfig;
  headTags: HeadTagConfig[];
  scripts: ScriptConfig[];
  stylesheets: StylesheetConfig[];
  redirects: RedirectConfig[];
  clientModules: string[];
  unbuilt: UnbuiltRoutes[];
  postcssPlugins: unknown[];
}

/** One preset, theme or plugin of the config: mapped where sitegen has its equivalent, else run for its hooks. */
export async function mapPluginEntry(
  entry: PluginEntry,
  mapped: Mapped,
  reader: ConfigReader,
  context: PluginContext,
): Promise<void> {
  const known = entry.name
    ? (knownPlugins.get(entry.name) ?? knownPlugins.get(packageOfPath(entry.name) ?? ''))
    : undefined;
  const { options, keyPath } = entry;
  if (!known) {
    const hooks = await runPlugin(entry, context, reader);
    if (!hooks) return;
    mapped.postcssPlugins.push(...hooks.postcssPlugins);
    mapped.headTags.push(...readHeadTags(hooks.headTags, keyPath, reader));
    if (hooks.bodyTags.length > 0) mapped.headTags.push(...readHeadTags(hooks.bodyTags, keyPath, reader));
    // Paths of the site's, from its folder (`./plugins/client-modules/track`: the extension is found as the bundler
    // finds it).
    for (const module of hooks.clientModules)
      mapped.clientModules.push(`./${path.relative(context.siteDir, module).split(path.sep).join('/')}`);
    if (hooks.clientModules.length > 0) reader.origin('clientModules', keyPath);
    return;
  }
  switch (known.does) {
    case 'classicPreset':
      mapClassicPreset(options, keyPath, mapped, reader, context);
      return;
    case 'docs':
      if (options.id === undefined || options.id === 'default')
        mapDocs(options, `${keyPath}[1]`, mapped.config, reader, context);
      else mapDocsInstance(options, `${keyPath}[1]`, mapped.config, reader, context);
      return;
    case 'blog':
      mapBlogOptions(options, `${keyPath}[1]`, mapped.config, reader, context.siteDir);
      return;
    case 'pages':
      if (options.id === undefined || options.id === 'default')
        mapPages(options, `${keyPath}[1]`, mapped.config, reader, context);
      else
        reader.warn(
          keyPath,
          `The pages instance '${String(options.id)}' is not built: sitegen builds one folder of pages.`,
        );
      return;
    case 'redirects':
      mapRedirects(options, keyPath, mapped, reader);
      reader.origin('redirects', keyPath);
      return;
    case 'gtag':
    case 'googleAnalytics':
    case 'googleTagManager':
      mapAnalytics(known.does, options, keyPath, mapped, reader);
      reader.origin('headTags', keyPath);
      return;
    case 'sitemap':
      mapSitemap(options, `${keyPath}[1]`, reader);
      return;
    case 'localSearch':
      if (mapped.config.search?.provider !== 'algolia') mapped.config.search = { provider: 'local' };
      reader.origin('search', `${keyPath} (${entry.name ?? 'local search'})`);
      return;
    case 'sass':
    case 'idealImage':
    case 'builtIn':
    case 'jsonSchema':
      return;
    case 'missing':
      reader.warn(keyPath, `The ${entry.kind} ${entry.name ?? ''} has no equivalent in sitegen: ${known.what}.`);
      return;
  }
}

function mapClassicPreset(
  options: Plain,
  keyPath: string,
  mapped: Mapped,
  reader: ConfigReader,
  context: PluginContext,
): void {
  const at = `${keyPath}[1]`;
  if (options.docs !== false)
    mapDocs(reader.object(options.docs, `${at}.docs`) ?? {}, `${at}.docs`, mapped.config, reader, context);
  else mapped.config.docs = { ...mapped.config.docs };
  if (options.blog !== false)
    mapBlogOptions(
      reader.object(options.blog, `${at}.blog`) ?? {},
      `${at}.blog`,
      mapped.config,
      reader,
      context.siteDir,
    );
  if (options.pages === false) mapped.config.pages = false;
  else mapPages(reader.object(options.pages, `${at}.pages`) ?? {}, `${at}.pages`, mapped.config, reader, context);
  const theme = reader.object(options.theme, `${at}.theme`);
  if (theme) {
    const list = Array.isArray(theme.customCss)
      ? theme.customCss
      : theme.customCss === undefined
        ? []
        : [theme.customCss];
    const customCss = list
      .map((css, i) =>
        reader.sitePath(css, `${at}.theme.customCss${Array.isArray(theme.customCss) ? `[${i}]` : ''}`, context.siteDir),
      )
      .filter((css): css is string => css !== undefined);
    if (customCss.length > 0) {
      mapped.config.customCss = customCss;
      reader.origin('customCss', `${at}.theme.customCss`);
    }
  }
  for (const key of ['gtag', 'googleAnalytics', 'googleTagManager'] as const) {
    if (isPlain(options[key])) mapAnalytics(key, options[key], `${at}.${key}`, mapped, reader);
  }
  if (isPlain(options.sitemap)) mapSitemap(options.sitemap, `${at}.sitemap`, reader);
}

const mapPages: PluginOptionsMapper = (options, at, config, reader, context) => {
  const pagesPath = reader.sitePath(options.path, `${at}.path`, context.siteDir);
  config.pages = { path: (pagesPath ?? 'src/pages').replace(/^\.\//, '') };
  if (typeof options.routeBasePath === 'string' && routeBase(options.routeBasePath) !== '/') {
    reader.warn(
      `${at}.routeBasePath`,
      `Pages are served from the site's root; routeBasePath '${options.routeBasePath}' is not applied.`,
    );
  }
  reader.origin('pages', at);
};

function mapRedirects(options: Plain, keyPath: string, mapped: Mapped, reader: ConfigReader): void {
  for (const [i, entry] of reader.array(options.redirects, `${keyPath}[1].redirects`).entries()) {
    if (
      !isPlain(entry) ||
      typeof entry.to !== 'string' ||
      (typeof entry.from !== 'string' && !Array.isArray(entry.from))
    ) {
      reader.warn(
        `${keyPath}[1].redirects[${i}]`,
        `The redirect ${keyPath}[1].redirects[${i}] needs from and to; it is left out.`,
      );
      continue;
    }
    const from = (Array.isArray(entry.from) ? entry.from : [entry.from])
      .filter((f): f is string => typeof f === 'string')
      .map((f) => docusaurusRoute(f));
    const target = docusaurusTarget(entry.to);
    mapped.redirects.push({ from, to: 'to' in target ? target.to : target.href });
  }
  if (options.createRedirects !== undefined)
    reader.warn(
      `${keyPath}[1].createRedirects`,
      'createRedirects is not run: only the redirects listed in redirects are made.',
    );
  // `/docs/intro.html` to `/docs/intro`: sitegen writes that page as `docs/intro.html` (unless trailingSlash is true),
  // so the address serves the page itself.
  const htmlOnly =
    Array.isArray(options.fromExtensions) &&
    options.fromExtensions.every((extension) => extension === 'html' || extension === '.html');
  if (options.fromExtensions !== undefined && !(htmlOnly && mapped.config.trailingSlash !== true)) {
    reader.warn(
      `${keyPath}[1].fromExtensions`,
      'fromExtensions is not applied' +
        (htmlOnly ? ' with trailingSlash: true (a page is then written as <route>/index.html)' : '') +
        ': only the redirects listed in redirects are made.',
    );
  }
  if (options.toExtensions !== undefined)
    reader.warn(
      `${keyPath}[1].toExtensions`,
      'toExtensions is not applied: only the redirects listed in redirects are made.',
    );
}

function docusaurusRoute(route: string): string {
  return route.startsWith('/') ? route : `/${route}`;
}

function mapAnalytics(
  kind: 'gtag' | 'googleAnalytics' | 'googleTagManager',
  options: Plain,
  keyPath: string,
  mapped: Mapped,
  reader: ConfigReader,
): void {
  if (kind === 'googleTagManager') {
    const id = typeof options.containerId === 'string' ? options.containerId : undefined;
    if (!id) return reader.warn(keyPath, `${keyPath} needs a containerId; no tag manager is added.`);
    mapped.headTags.push({
      tagName: 'script',
      // Google's snippet, as Docusaurus's plugin writes it.
      innerHTML:
        "(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});" +
        "var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;" +
        "j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})" +
        `(window,document,'script','dataLayer',${JSON.stringify(id)});`,
    });
    return;
  }
  const ids = (Array.isArray(options.trackingID) ? options.trackingID : [options.trackingID]).filter(
    (id): id is string => typeof id === 'string',
  );
  if (ids.length === 0) return reader.warn(keyPath, `${keyPath} needs a trackingID; no analytics script is added.`);
  const anonymize = options.anonymizeIP === true;
  if (kind === 'gtag') {
    mapped.scripts.push({ src: `https://www.googletagmanager.com/gtag/js?id=${ids[0] ?? ''}`, async: true });
    mapped.headTags.push({
      tagName: 'script',
      innerHTML:
        "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());" +
        ids.map((id) => `gtag('config',${JSON.stringify(id)},{${anonymize ? "'anonymize_ip':true" : ''}});`).join(''),
    });
  } else {
    mapped.scripts.push({ src: 'https://www.google-analytics.com/analytics.js', async: true });
    mapped.headTags.push({
      tagName: 'script',
      innerHTML:
        'window.ga=window.ga||function(){(ga.q=ga.q||[]).push(arguments)};ga.l=+new Date;' +
        `ga('create',${JSON.stringify(ids[0] ?? '')},'auto');` +
        `${anonymize ? "ga('set','anonymizeIp',true);" : ''}ga('send','pageview');`,
    });
  }
}

function mapSitemap(options: Plain, at: string, reader: ConfigReader): void {
  if (Array.isArray(options.ignorePatterns) && options.ignorePatterns.length > 0)
    reader.warn(
      `${at}.ignorePatterns`,
      'The sitemap lists every page: ignorePatterns is not applied (unlisted and noindex pages are left out, ' +
        'as always).',
    );
  if (typeof options.filename === 'string' && options.filename !== 'sitemap.xml')
    reader.warn(`${at}.filename`, `The sitemap is written as sitemap.xml, not ${options.filename}.`);
}

/**
 * The package a resolved path belongs to (`require.resolve('@org/plugin')` → `@org/plugin`), for a path in
 * node_modules.
 */
function packageOfPath(file: string): string | undefined {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at === -1 || !path.isAbsolute(file)) return undefined;
  const first = parts[at + 1];
  if (!first) return undefined;
  return first.startsWith('@') ? `${first}/${parts[at + 2] ?? ''}` : first;
}
