/**
 * What every render job of the renderPages stage is made with (renderPages.ts): the stage's options, the
 * page's addresses and breadcrumbs, the compiler of MDX partials, how a page's links resolve, what an
 * untranslated page says, and the sidebars' keys; and the job itself (`RenderJob`), a page's data, key and
 * content.
 */
import path from 'node:path';
import { englishTranslation } from '../../theme/i18n/translate.ts';
import type { Breadcrumb, PageData } from '../../theme/data/siteData.ts';
import { docsInstance } from '../config/defineConfig.ts';
import { DiagnosticBag } from '../diagnostics/diagnostic.ts';
import { languageName } from '../i18n/locales.ts';
import type { ResolveContext } from '../links/resolveHref.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../markdown/compileMarkdown.ts';
import { noPlugins } from '../markdown/markdownPlugins.ts';
import { hrefFor } from '../routes/outputPath.ts';
import type { TwinnableKind } from '../twins/twinJobs.ts';
import { instanceOfVersion } from '../versions/versionKey.ts';
import type { PageContent, PageJob } from './renderPage.ts';
import type { RenderPagesOptions } from './renderPagesTypes.ts';
import { renderKey } from './renderKeys.ts';
import type { DocEntry } from './renderTypes.ts';

export interface RenderJob extends PageJob {
  /** What the page's own HTML depends on, beside its sidebar and `keyBase`. */
  key: string;
  /** Its page's data as a key, when the job makes one without building the data (a blog's lists: blogJobs.ts). */
  dataKey?: string;
  content: () => PageContent | Promise<PageContent>;
  /**
   * Starts what `content` will wait for, a few pages ahead (bundling an MDX doc's module: mdxModules.ts `prepareMdx`).
   */
  prepare?: () => void;
  /** Set for Markdown docs. */
  doc?: DocEntry;
  /**
   * The text whose compiled tree the page renders, for Markdown docs and blog posts, which a worker thread may render.
   */
  text?: { file: string; body: string; bodyLineOffset: number };
  /** Its content is Markdown, which a twin can be written from (src/twins/twinJobs.ts). */
  twinnable?: TwinnableKind;
}

export type JobContext = ReturnType<typeof createJobContext>;

export function createJobContext(options: RenderPagesOptions) {
  const { config, themeConfig } = options;
  const strings = options.strings ?? englishTranslation;
  const sidebarKeys = new Map([...options.sidebars].map(([id, entries]) => [id, renderKey(JSON.stringify(entries))]));
  let partials: MarkdownCompiler | undefined;
  return {
    options,
    config,
    themeConfig,
    strings,
    href: (route: string) => hrefFor(route, config.basePath, config.trailingSlash),
    // `docs.breadcrumbs: false`: none above any doc of those docs (an instance of docsInstances has its own setting).
    crumbs: (breadcrumbs: Breadcrumb[], version: string | undefined) =>
      docsInstance(config, instanceOfVersion(version)).breadcrumbs ? breadcrumbs : [],
    sidebars: Object.fromEntries(options.sidebars),
    problems: new DiagnosticBag(),
    /** The compiler of the MDX partials docs import, made on the first. */
    partialsCompiler: () =>
      (partials ??= createMarkdownCompiler({
        widgets: options.widgets,
        staticDir: path.join(options.siteDir, 'static'),
        plugins: options.markdown?.plugins ?? noPlugins.plugins,
        format: 'mdx',
      })),
    resolveContextFor: (from: { route: string; file: string }): ResolveContext => ({
      fromRoute: from.route,
      fromFile: from.file,
      docRouteByFile: options.docRouteByFile,
      basePath: config.basePath,
      trailingSlash: config.trailingSlash,
      isRoute: options.isRoute,
      assetFor: options.assetFor,
      ...(options.docsFolders ? { markdownRoots: { folders: options.docsFolders, siteDir: options.siteDir } } : {}),
      ...(options.rootBasePath && options.rootBasePath !== config.basePath
        ? { rootBasePath: options.rootBasePath }
        : {}),
    }),
    untranslatedIn: () => untranslatedIn(themeConfig.i18n),
    tagsOf: (docKey: string): Pick<PageData, 'tags'> => {
      const links = options.tags?.find((versionTags) => versionTags.docTags.has(docKey))?.docTags.get(docKey);
      return links ? { tags: links } : {};
    },
    sidebarKeys,
    // Widgets and React pages may read any sidebar (a card list of a category, say).
    allSidebarsKey: renderKey(...sidebarKeys.values()),
  };
}

/** Both languages named as the page's language names them: "traduite en français ; affichée en anglais". */
function untranslatedIn(i18n: RenderPagesOptions['themeConfig']['i18n']): Pick<PageData, 'untranslated'> {
  const defaultLanguage = i18n?.locales[0];
  const currentLanguage = i18n?.current;
  return defaultLanguage && currentLanguage
    ? {
        untranslated: {
          language: languageName(defaultLanguage.code, currentLanguage),
          current: languageName(currentLanguage, currentLanguage),
          htmlLang: defaultLanguage.htmlLang,
          direction: defaultLanguage.direction,
        },
      }
    : {};
}
