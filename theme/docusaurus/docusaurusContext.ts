/**
 * The data Docusaurus gives a site's components through
 * `useDocusaurusContext()` and the plugin hooks: the site's config, its
 * languages, its code translations and the docs plugin's global data. The
 * build provides it while rendering; in the browser, an island reads the copy
 * the page carries (`<script type="application/json" id="sg-docusaurus">`,
 * written on pages with islands), so both render the same.
 */
import { createContext, useContext } from 'react';
import { SiteContext, type SiteContextValue } from '../context.ts';

export interface DocusaurusI18n {
  defaultLocale: string;
  locales: string[];
  currentLocale: string;
  path: string;
  localeConfigs: Record<string, { label: string; htmlLang: string; direction: string; path: string; calendar: string }>;
}

/** A version of the docs, as the docs plugin's global data has it. */
export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: { id: string; path: string; sidebar?: string }[];
  draftIds: string[];
  sidebars: Record<string, { link?: { label: string; path: string } }>;
}

export interface DocusaurusData {
  siteConfig: Record<string, unknown> & {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    customFields: Record<string, unknown>;
    themeConfig: Record<string, unknown>;
  };
  siteMetadata: { docusaurusVersion: string; siteVersion?: string; pluginVersions: Record<string, unknown> };
  globalData: Record<string, Record<string, unknown>>;
  i18n: DocusaurusI18n;
  codeTranslations: Record<string, string>;
}

/** What the build knows of the page being rendered, for the router hooks. */
export interface DocusaurusPage {
  pathname: string;
  /** The docs version of a doc page, by name. */
  version?: string;
  /** The doc's id, on a doc page. */
  docId?: string;
}

export const DocusaurusContext = createContext<(DocusaurusData & { page: DocusaurusPage }) | null>(null);

let fromPage: DocusaurusData | null | undefined;

/** The page's copy, read once per page (client navigation replaces it, and the island with it). */
function readPageCopy(): DocusaurusData | null {
  if (typeof document === 'undefined') return null;
  const script = document.getElementById('sg-docusaurus');
  if (fromPage !== undefined && script?.dataset.read === '1') return fromPage;
  try {
    fromPage = script?.textContent ? (JSON.parse(script.textContent) as DocusaurusData) : null;
    if (script) script.dataset.read = '1';
  } catch {
    fromPage = null;
  }
  return fromPage;
}

/** A sitegen site without a Docusaurus config: what its config says, in Docusaurus's shape. */
function fromSite(site: SiteContextValue | null): DocusaurusData {
  const config = site?.config;
  const locale = config?.i18n?.current ?? 'en';
  return {
    siteConfig: {
      title: config?.title ?? '',
      tagline: config?.tagline ?? '',
      url: '',
      baseUrl: config?.basePath ?? '/',
      customFields: {},
      themeConfig: {},
      trailingSlash: config?.trailingSlash ?? false,
    },
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
    globalData: {},
    i18n: {
      defaultLocale: locale,
      locales: config?.i18n?.locales.map((l) => l.code) ?? [locale],
      currentLocale: locale,
      path: 'i18n',
      localeConfigs: {},
    },
    codeTranslations: {},
  };
}

export function useDocusaurusData(): DocusaurusData & { page: DocusaurusPage } {
  const provided = useContext(DocusaurusContext);
  const site = useContext(SiteContext);
  if (provided) return provided;
  const page: DocusaurusPage = {
    pathname: typeof location === 'undefined' ? (site?.page.href ?? '/') : location.pathname,
    ...(typeof document !== 'undefined' && document.getElementById('sg-page')?.dataset.docsVersion
      ? { version: document.getElementById('sg-page')?.dataset.docsVersion }
      : {}),
  };
  return { ...(readPageCopy() ?? fromSite(site)), page };
}
