/** The part of the resolved config the theme renders, with every link resolved to an href. */
import type { ThemeConfig, ThemeNavbarItem } from '../../theme/context.ts';
import { isExternalHref } from '../../theme/data/links.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import { hrefFor } from '../routes/outputPath.ts';

/**
 * `sidebarFirstHref`: a sidebar's first doc (in the last docs version); `sidebarVersionHrefs`, on a site of
 * several versions, its first doc in each version, by version name.
 */
export function themeConfigFrom(config: ResolvedConfig, sidebarFirstHref: (sidebarId: string) => string | undefined, sidebarVersionHrefs?: (sidebarId: string) => Record<string, string>): ThemeConfig {
  const href = (to: string | undefined, external: string | undefined) =>
    external ?? hrefFor(to ?? '/', config.basePath, config.trailingSlash);
  // A file (the logo) keeps its name: no trailing slash; an absolute address stays as it is.
  const fileHref = (src: string) => (isExternalHref(src) ? src : hrefFor(src.startsWith('/') ? src : `/${src}`, config.basePath, false));
  const items: ThemeNavbarItem[] = config.navbar.items.map((item): ThemeNavbarItem => {
    const position = item.position ?? (item.type === 'search' || item.type === 'localeDropdown' || item.type === 'docsVersionDropdown' || item.type === 'colorMode' ? 'right' : 'left');
    if (item.type === 'localeDropdown' || item.type === 'docsVersionDropdown' || item.type === 'colorMode') return { type: item.type, position };
    if (item.type === 'search') return { type: 'search', position, href: hrefFor('/search', config.basePath, config.trailingSlash) };
    if (item.type === 'docSidebar') {
      const versionHrefs = sidebarVersionHrefs?.(item.sidebarId);
      return { type: 'link', label: item.label, href: sidebarFirstHref(item.sidebarId) ?? '#', external: false, position, activeSidebar: item.sidebarId, ...(versionHrefs ? { versionHrefs } : {}) };
    }
    return {
      type: 'link', label: item.label, href: href(item.to, item.href), external: item.href !== undefined, position,
      ...(item.activeBasePath ? { activeBasePath: hrefFor(item.activeBasePath, config.basePath, false) } : {}),
      ...(item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}),
    };
  });
  return {
    title: config.title,
    tagline: config.tagline,
    basePath: hrefFor('/', config.basePath, false),
    trailingSlash: config.trailingSlash,
    ...(config.repositoryUrl ? { repositoryUrl: config.repositoryUrl } : {}),
    navbar: { title: config.navbar.title, ...(config.navbar.logo ? { logo: { ...config.navbar.logo, src: fileHref(config.navbar.logo.src), ...(config.navbar.logo.srcDark ? { srcDark: fileHref(config.navbar.logo.srcDark) } : {}) } } : {}), items, hideOnScroll: config.navbar.hideOnScroll },
    footer: {
      style: config.footer.style,
      copyright: config.footer.copyright,
      links: config.footer.links.map((column) => ({
        title: column.title,
        items: column.items.map((link) => ({ label: link.label, href: href(link.to, link.href), external: link.href !== undefined })),
      })),
    },
    ...(config.announcementBar ? { announcementBar: config.announcementBar } : {}),
    colorMode: config.colorMode,
  };
}
