/**
 * `@docusaurus/useBaseUrl`: a path of the site with the base path in front (a relative path too, as
 * Docusaurus does); `absolute` adds the site's url. `useBaseUrlUtils().withBaseUrl` is the same as a function.
 */
import { useContext } from 'react';
import { SiteContext, type SiteContextValue } from '../context.ts';
import { useDocusaurusData } from './docusaurusContext.ts';
import { hasProtocol } from './isInternalUrl.ts';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

function baseUrlOf(site: SiteContextValue | null): string {
  if (site) return site.config.basePath;
  if (typeof document !== 'undefined') return document.documentElement.dataset.base ?? '/';
  return '/';
}

export function addBaseUrl(
  baseUrl: string,
  siteUrl: string,
  url: string,
  { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {},
): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const withBase = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl.replace(/\/$/, '') + withBase : withBase;
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const site = useContext(SiteContext);
  const { siteConfig } = useDocusaurusData();
  const baseUrl = baseUrlOf(site);
  return { withBaseUrl: (url, options) => addBaseUrl(baseUrl, siteConfig.url, url, options) };
}

export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
