/**
 * The shell runtime, loaded on every page: colour mode, announcement bar,
 * tabs, copy buttons, the mobile menu, collapsible sidebar categories, the
 * table of contents highlight, the docs version preference, prefetching and
 * client navigation. Plain DOM
 * with listeners on `document`, so pages brought in by client navigation
 * need no re-binding; no React, so pages without islands stay small.
 */
import { setupAnnouncementBar } from './announcementBar.ts';
import { setupCollapsibles } from './collapsible.ts';
import { setupColorMode } from './colorMode.ts';
import { setupCopyButtons } from './copyButtons.ts';
import { setupCopyPage } from './copyPage.ts';
import { setupDocsVersion } from './docsVersion.ts';
import { setupHideOnScroll } from './hideOnScroll.ts';
import { setupMobileMenu } from './mobileMenu.ts';
import { observeLinks, setupPrefetch } from './prefetch.ts';
import { setupRouter, type SwapDetail } from './router.ts';
import { setupSearchShortcut } from './searchShortcut.ts';
import { setupTableOfContents } from './tableOfContents.ts';
import { setupTabs } from './tabs.ts';

setupColorMode();
setupAnnouncementBar();
setupTabs();
setupCopyButtons();
setupCopyPage();
setupMobileMenu();
setupCollapsibles();
setupHideOnScroll();
setupTableOfContents();
setupDocsVersion();
setupSearchShortcut();
setupPrefetch();
setupRouter();
document.addEventListener('sitegen:navigated', (event) => observeLinks((event as CustomEvent<SwapDetail>).detail.root));
