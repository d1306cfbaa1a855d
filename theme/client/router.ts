/**
 * Client navigation. A click on an internal link fetches the target page,
 * links the stylesheets it needs that are not linked yet (pageStylesheets.ts),
 * swaps the `#sg-page` region, the title and the head meta, and pushes the
 * address; back and forward do the same from history (restoring the scroll
 * position). The window stays the same. If anything fails, the browser loads
 * the page itself.
 *
 * Other modules follow along through two events on `document`:
 * `sitegen:before-swap` (detail: the old region) and `sitegen:navigated`
 * (detail: the new region). A widget that rewrites the address of the page
 * on screen (`history.replaceState`, keeping `history.state`) dispatches
 * `sitegen:address-replaced`, so that address still counts as this page.
 *
 * Each history entry the router makes carries the id of the page it shows
 * (`history.state.page`): going back or forward to an entry of the page on
 * screen only scrolls, whatever its address says since. Entries the browser
 * makes for `#fragment` links have no state; they are told apart by address.
 */
import { internalPageUrl } from './links.ts';
import { adoptStylesheets } from './pageStylesheets.ts';
import { fetchPage, pageKey } from './pageCache.ts';
import { endProgress, startProgress } from './progressBar.ts';

export interface SwapDetail {
  root: HTMLElement;
}

/** Head elements that describe the page and change with it. */
const pageHeadSelectors = [
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'meta[name^="docsearch:"]',
];

function replaceHead(next: Document): void {
  document.title = next.title;
  for (const selector of pageHeadSelectors) {
    for (const old of document.head.querySelectorAll(selector)) old.remove();
    for (const fresh of next.head.querySelectorAll(selector)) document.head.append(document.importNode(fresh, true));
  }
  // Scripts the new page needs and the current one did not load: the Mermaid loader, and the islands hydrator,
  // which a page imports once it has painted (afterPaintScript in templates/document.ts): the same import is added.
  for (const script of next.head.querySelectorAll<HTMLScriptElement>(
    'script[type="module"][src], script[type="module"][data-after-paint]',
  )) {
    const afterPaint = script.getAttribute('data-after-paint');
    const src = afterPaint ?? script.getAttribute('src') ?? '';
    const attribute = afterPaint === null ? 'src' : 'data-after-paint';
    if (!document.head.querySelector(`script[type="module"][${attribute}="${CSS.escape(src)}"]`)) {
      const added = document.createElement('script');
      added.type = 'module';
      if (afterPaint === null) added.src = src;
      else {
        added.setAttribute('data-after-paint', afterPaint);
        // The page's own words (same origin, as its src was): the import, a frame later.
        added.textContent = script.textContent;
      }
      document.head.append(added);
    }
  }
}

/** The next page's island manifest and theme strings (which an English page has none of) replace the current ones. */
function replacePageData(next: Document): void {
  for (const id of ['sg-islands', 'sg-strings']) {
    const fresh = next.getElementById(id);
    const current = document.getElementById(id);
    if (fresh && current) current.textContent = fresh.textContent;
    else if (fresh) document.body.append(document.importNode(fresh, true));
    else if (id === 'sg-strings') current?.remove();
  }
}

function scrollFor(url: URL, restore: number | undefined): void {
  if (restore !== undefined) {
    window.scrollTo(0, restore);
    return;
  }
  const id = decodeURIComponent(url.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

let navigation = 0;
/** The page on screen, to tell a hash change within it from a move to another page. */
let shownKey = '';
/** The id of the page on screen, stamped on the history entries that show it. */
let shownPage = 0;
let pages = 0;

interface EntryState {
  scroll?: number;
  page?: number;
}
const entryState = () => (history.state as EntryState | null) ?? {};

/**
 * The new page's classes on `<html>` (a Docusaurus page's `blog-post-page plugin-blog`…), with the runtime's own
 * (`sg-…`).
 */
function replaceHtmlClasses(here: HTMLElement, there: HTMLElement): void {
  const classes = [...there.classList, ...[...here.classList].filter((name) => name.startsWith('sg-'))];
  if (classes.length > 0) here.className = classes.join(' ');
  else here.removeAttribute('class');
}

export async function navigate(url: URL, options: { push: boolean; restoreScroll?: number }): Promise<void> {
  const current = ++navigation;
  startProgress();
  try {
    const html = await fetchPage(url);
    if (current !== navigation) return; // a later click won
    const next = new DOMParser().parseFromString(html, 'text/html');
    // A page of another language (its base path, scripts and strings, its lang and dir) is loaded whole.
    const [here, there] = [document.documentElement, next.documentElement];
    if (
      there.getAttribute('data-base') !== here.getAttribute('data-base') ||
      there.lang !== here.lang ||
      there.dir !== here.dir
    ) {
      location.assign(url.href);
      return;
    }
    const region = next.getElementById('sg-page');
    const old = document.getElementById('sg-page');
    if (!region || !old) throw new Error('the page has no #sg-page region');
    await adoptStylesheets(next);
    if (current !== navigation) return;
    const page = options.push ? ++pages : (entryState().page ?? ++pages);
    if (options.push) {
      history.replaceState({ ...entryState(), scroll: window.scrollY }, '');
      history.pushState({ scroll: 0, page }, '', url.href);
    } else if (entryState().page === undefined) {
      history.replaceState({ ...entryState(), page }, '');
    }
    document.dispatchEvent(new CustomEvent<SwapDetail>('sitegen:before-swap', { detail: { root: old } }));
    const adopted = document.adoptNode(region);
    old.replaceWith(adopted);
    replaceHead(next);
    replacePageData(next);
    replaceHtmlClasses(here, there);
    shownKey = pageKey(url);
    shownPage = page;
    scrollFor(url, options.restoreScroll);
    document.dispatchEvent(new CustomEvent<SwapDetail>('sitegen:navigated', { detail: { root: adopted } }));
  } catch {
    // Whatever went wrong (offline, a server error, a page from elsewhere), the browser can still load it.
    location.assign(url.href);
  } finally {
    if (current === navigation) endProgress();
  }
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return;
  const url = internalPageUrl(anchor);
  if (!url) return;
  // Same page, only the hash differs: the browser scrolls by itself.
  if (pageKey(url) === pageKey(new URL(location.href)) && url.hash) return;
  event.preventDefault();
  void navigate(url, { push: true });
}

function onPopState(event: PopStateEvent): void {
  const url = new URL(location.href);
  const { scroll, page } = (event.state as EntryState | null) ?? {};
  if (page !== undefined ? page === shownPage : pageKey(url) === shownKey) {
    scrollFor(url, scroll);
    return;
  }
  void navigate(url, { push: false, restoreScroll: scroll });
}

export function setupRouter(): void {
  if (!('DOMParser' in window) || !history.pushState) return;
  shownKey = pageKey(new URL(location.href));
  // After a reload, the entry may carry the id of a page from before: ids start above it.
  pages = entryState().page ?? 0;
  shownPage = ++pages;
  history.scrollRestoration = 'manual';
  // No scrollY here: reading it before the first layout forced that layout into the runtime's task. The entry's
  // scroll is written when the router leaves it (navigate), which is the only time it is read back.
  history.replaceState({ ...entryState(), page: shownPage }, '');
  document.addEventListener('click', onClick);
  document.addEventListener('sitegen:address-replaced', () => {
    shownKey = pageKey(new URL(location.href));
  });
  window.addEventListener('popstate', onPopState);
}
