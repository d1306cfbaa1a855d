/**
 * `@docusaurus/theme-common`: the hooks and helpers of Docusaurus's theme that
 * sites' components use: the colour mode, the theme config, class names,
 * page metadata, the window size, storage slots, plural forms.
 */
import { useCallback, useContext, type ReactNode } from 'react';
import { PageHeadContext } from '../context.ts';
import { useTranslation } from '../i18n/translate.ts';
import { useDocusaurusData } from './docusaurusContext.ts';
import Head from './Head.tsx';
import { translate } from './Translate.tsx';

export { useColorMode, usePrevious, useStorageSlot, useWindowSize, type ColorMode } from './themeCommonHooks.ts';
import type { ColorMode } from './themeCommonHooks.ts';

export function useThemeConfig(): Record<string, unknown> {
  return useDocusaurusData().siteConfig.themeConfig;
}

/** Code is coloured by sitegen's own themes; a Prism theme object, for components that read one. */
export function usePrismTheme(): { plain: Record<string, string>; styles: unknown[] } {
  const config = useThemeConfig().prism as { theme?: { plain: Record<string, string>; styles: unknown[] } } | undefined;
  return config?.theme ?? { plain: {}, styles: [] };
}

export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    blogAuthorsListPage: 'blog-authors-list-page',
    blogAuthorsPostsPage: 'blog-authors-posts-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  announcementBar: { container: 'theme-announcement-bar' },
  tabs: { container: 'theme-tabs-container' },
  layout: {
    navbar: {
      container: 'theme-layout-navbar',
      containerLeft: 'theme-layout-navbar-left',
      containerRight: 'theme-layout-navbar-right',
      mobileSidebar: { container: 'theme-layout-navbar-sidebar', panel: 'theme-layout-navbar-sidebar-panel' },
    },
    main: { container: 'theme-layout-main' },
    footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' },
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
  },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
  pages: { pageFooterEditMetaRow: 'theme-pages-footer-edit-meta-row' },
} as const;

/** The page's title, description, keywords and social card, as `@docusaurus/Head` writes them. */
export function PageMetadata({
  title,
  description,
  keywords,
  image,
  children,
}: {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
  children?: ReactNode;
}) {
  const head = useContext(PageHeadContext);
  if (head) {
    if (title !== undefined) head.title = title;
    if (description !== undefined) head.description = description;
    if (keywords !== undefined) head.keywords = Array.isArray(keywords) ? keywords : [keywords];
    if (image !== undefined) head.image = image;
  }
  return children ? <Head>{children}</Head> : null;
}

/** Adds a class to `<html>` for the page. */
export function HtmlClassNameProvider({ className, children }: { className: string; children: ReactNode }) {
  const head = useContext(PageHeadContext);
  if (head && className) head.htmlClassName = [head.htmlClassName, className].filter(Boolean).join(' ');
  return <>{children}</>;
}

export function ThemedComponent({
  className,
  children,
}: {
  className?: string;
  children: (params: { theme: ColorMode; className: string }) => ReactNode;
}) {
  return (
    <>
      {(['light', 'dark'] as const).map((theme) => (
        <span key={theme} className={`sg-themed sg-themed--${theme}${className ? ` ${className}` : ''}`}>
          {children({ theme, className: `sg-themed--${theme}${className ? ` ${className}` : ''}` })}
        </span>
      ))}
    </>
  );
}

/** Plural forms as Docusaurus writes them: `one item|{count} items`. */
export function usePluralForm(): { selectMessage: (count: number, message: string) => string } {
  const { locale } = useTranslation();
  return {
    selectMessage: (count, message) => {
      const forms = message.split('|');
      if (forms.length === 1) return message;
      let rules: Intl.PluralRules;
      try {
        rules = new Intl.PluralRules(locale);
      } catch {
        rules = new Intl.PluralRules('en');
      }
      const order: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
      const categories = order.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
      return forms[Math.min(Math.max(categories.indexOf(rules.select(count)), 0), forms.length - 1)] ?? message;
    },
  };
}

export { createStorageSlot, type StorageSlot } from './storageSlot.ts';

export function translateTagsPageTitle(): string {
  return translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' });
}

export function isRegexpStringMatch(regexAsString: string | undefined, valueToTest: string): boolean {
  return typeof regexAsString !== 'undefined' && new RegExp(regexAsString, 'gi').test(valueToTest);
}

export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  return useCallback(((...args: never[]) => callback(...args)) as T, [callback]);
}

export const duplicates = <T,>(values: readonly T[]): T[] =>
  values.filter((value, index) => values.indexOf(value) !== index);
export const uniq = <T,>(values: readonly T[]): T[] => [...new Set(values)];

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export { useDocsPreferredVersion, useCurrentSidebarCategory } from './docsClient.ts';
