/**
 * Prefetches pages whose links are visible or hovered, so navigation is
 * instant; never on a 2g connection or with data saving on.
 */
import { fetchPage } from './pageCache.ts';
import { internalPageUrl } from './links.ts';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !(connection?.saveData === true || connection?.effectiveType?.includes('2g') === true);
}

function prefetch(anchor: HTMLAnchorElement): void {
  const url = internalPageUrl(anchor);
  if (url && url.pathname !== location.pathname && prefetchAllowed()) fetchPage(url).catch(() => undefined);
}

let observer: IntersectionObserver | undefined;

/** Watches the links under `root`; called for the first page and after each navigation. */
export function observeLinks(root: ParentNode): void {
  if (!prefetchAllowed() || !('IntersectionObserver' in window)) return;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      prefetch(entry.target as HTMLAnchorElement);
    }
  });
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (internalPageUrl(anchor)) observer.observe(anchor);
  }
}

export function setupPrefetch(): void {
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement) prefetch(anchor);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
  observeLinks(document);
}
