/**
 * The config as the build's stages receive it: every default applied (`resolveConfig.ts`), the docs instances'
 * settings among them, and how a stage finds one instance's. Re-exported by `defineConfig.ts`.
 */
import type {
  AnnouncementBarConfig,
  ColorModeConfig,
  FooterColumn,
  FooterLink,
  LogoConfig,
  NavbarConfig,
  NavbarItem,
} from './shellConfig.ts';
import type { ResolvedBlog } from './blogConfig.ts';
import type { LlmsConfig } from './llmsConfig.ts';
import type {
  ComponentsConfig,
  DocsVersionConfig,
  LimitsConfig,
  LocaleConfig,
  MarkdownConfig,
  SchemaUrlMapConfig,
  SiteWidgetConfig,
  SitegenConfig,
} from './defineConfig.ts';

/** The settings of one docs instance, every default applied. */
export interface ResolvedDocs {
  path: string;
  sidebarPath: string | false | undefined;
  include: string[] | undefined;
  exclude: string[] | undefined;
  routeBasePath: string;
  versionTag: string;
  toc: { min: number; max: number };
  lastVersion: string | undefined;
  onlyIncludeVersions: string[] | undefined;
  includeCurrentVersion: boolean;
  versions: Record<string, DocsVersionConfig>;
  editUrl: NonNullable<SitegenConfig['docs']>['editUrl'];
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  sidebarCollapsible: boolean;
  sidebarCollapsed: boolean;
  breadcrumbs: boolean;
}

export interface ResolvedDocsInstance extends ResolvedDocs {
  id: string;
}

/** The id of the main docs (`docs`), as Docusaurus names its docs plugin's default instance. */
export const defaultDocsInstance = 'default';

/** The settings of the docs instance `id`: the main docs for `default`, else the one of `docsInstances`. */
export function docsInstance(
  config: Pick<ResolvedConfig, 'docs' | 'docsInstances'>,
  id: string | undefined,
): ResolvedDocs {
  if (id === undefined || id === defaultDocsInstance) return config.docs;
  return config.docsInstances.find((instance) => instance.id === id) ?? config.docs;
}

/** The config with every default applied; what stages receive. */
export interface ResolvedConfig
  extends Required<
    Omit<
      SitegenConfig,
      | 'tagline'
      | 'favicon'
      | 'image'
      | 'repositoryUrl'
      | 'announcementBar'
      | 'docs'
      | 'i18n'
      | 'navbar'
      | 'footer'
      | 'colorMode'
      | 'schemas'
      | 'limits'
      | 'widgets'
      | 'markdown'
      | 'customCss'
      | 'components'
      | 'pages'
      | 'extends'
      | 'customFields'
      | 'docsInstances'
      | 'blog'
      | 'blogInstances'
      | 'llms'
    >
  > {
  tagline: string;
  favicon: string | undefined;
  image: string | undefined;
  repositoryUrl: string | undefined;
  announcementBar:
    | (Required<Omit<AnnouncementBarConfig, 'backgroundColor' | 'textColor'>> &
        Pick<AnnouncementBarConfig, 'backgroundColor' | 'textColor'>)
    | undefined;
  navbar: {
    title: string;
    logo: LogoConfig | undefined;
    items: NavbarItem[];
    hideOnScroll: boolean;
    style: NavbarConfig['style'];
  };
  footer: {
    style: 'light' | 'dark';
    links: FooterColumn[];
    simpleLinks: FooterLink[];
    logo: LogoConfig | undefined;
    copyright: string;
  };
  /** `false`: no pages. */
  pages: { path: string } | false;
  customFields: Record<string, unknown>;
  colorMode: Required<ColorModeConfig>;
  docs: ResolvedDocs;
  /** The main docs are not among them: `docsInstance(config, id)` finds either. */
  docsInstances: ResolvedDocsInstance[];
  /** Every blog: the main one (id `default`) unless `blog: false`, then `blogInstances`. */
  blogs: ResolvedBlog[];
  schemas: { mapUrls: SchemaUrlMapConfig[] };
  i18n: { defaultLocale: string; locales: string[]; localeConfigs: Record<string, LocaleConfig> };
  limits: Required<LimitsConfig>;
  widgets: SiteWidgetConfig[];
  markdown: Required<MarkdownConfig>;
  /** As written in the config, relative to the site folder. */
  customCss: string[];
  components: ComponentsConfig;
  /** `enabled: false` when the config says `llms: false`. */
  llms: Required<Omit<LlmsConfig, 'sections'>> & Pick<LlmsConfig, 'sections'>;
}
