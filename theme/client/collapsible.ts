/**
 * Sidebar categories open and close with a height animation whose length
 * grows with the height (as Material and Docusaurus do), and lasts 1 ms for
 * readers who prefer reduced motion. Without JavaScript they are plain
 * <details> and simply open. A closed category of a large sidebar has its
 * items filled in from the sidebar's file when it first opens, in place of the
 * link to that file a reader without JavaScript follows.
 */
export function animationDurationMs(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const ratio = height / 36;
  return Math.round((4 + 15 * ratio ** 0.25 + ratio / 5) * 10);
}

const reduced = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function animate(details: HTMLDetailsElement, opening: boolean): void {
  const body = details.querySelector<HTMLElement>(':scope > ul');
  if (!body || typeof body.animate !== 'function') {
    details.open = opening;
    return;
  }
  if (opening) details.open = true;
  const height = body.scrollHeight;
  const duration = animationDurationMs(height, reduced());
  details.dataset.animating = String(duration);
  const frames = [
    { height: '0px', overflow: 'hidden' },
    { height: `${height}px`, overflow: 'hidden' },
  ];
  const animation = body.animate(opening ? frames : [...frames].reverse(), { duration, easing: 'ease-in-out' });
  animation.onfinish = () => {
    if (!opening) details.open = false;
    delete details.dataset.animating;
  };
}

const sidebarFiles = new Map<string, Promise<HTMLElement>>();

/** The whole sidebar of a large site, fetched once: the list in the page DocSidebar.tsx's `SidebarFile` makes. */
function sidebarFile(src: string): Promise<HTMLElement> {
  let file = sidebarFiles.get(src);
  if (!file) {
    file = fetch(src).then(async (response) => {
      if (!response.ok) throw new Error(`${src}: ${response.status}`);
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const list = page.querySelector('main > nav > ul');
      if (!(list instanceof HTMLElement)) throw new Error(`${src} holds no sidebar`);
      return list;
    });
    file.catch(() => sidebarFiles.delete(src));
    sidebarFiles.set(src, file);
  }
  return file;
}

/** The items of the category at `path` (`3.0.2`: indexes from the top) in the sidebar's file. */
function itemsAt(list: HTMLElement, path: string): HTMLElement | null {
  let items: HTMLElement | null = list;
  for (const index of path.split('.')) {
    const item: Element | undefined = items?.children[Number(index)];
    items = item?.querySelector<HTMLElement>(':scope > ul, :scope > details > ul') ?? null;
  }
  return items;
}

/** A closed category of a large sidebar comes without its items: they are filled in before it opens. */
async function fillIn(details: HTMLDetailsElement): Promise<void> {
  const path = details.dataset.sgLazy;
  const src = details.closest<HTMLElement>('[data-sg-sidebar-src]')?.dataset.sgSidebarSrc;
  if (path === undefined || !src) return;
  try {
    const items = itemsAt(await sidebarFile(src), path);
    if (!items) throw new Error(`no category ${path} in ${src}`);
    const copy = items.cloneNode(true) as HTMLElement;
    // The file shows every category open; here they open as the reader asks.
    for (const inner of copy.querySelectorAll('details[open]')) inner.removeAttribute('open');
    for (const element of copy.querySelectorAll('[id]')) element.removeAttribute('id');
    details.querySelector(':scope > .sg-sidebar__list--elsewhere, :scope > ul')?.remove();
    details.append(copy);
    delete details.dataset.sgLazy;
  } catch {
    // The category's own page lists its items; one without a page, the sidebar's file.
    const link =
      details.parentElement?.querySelector<HTMLAnchorElement>(':scope > a[href]') ??
      details.querySelector<HTMLAnchorElement>(':scope > ul a[href]');
    if (link) link.click();
  }
}

export function setupCollapsibles(): void {
  document.addEventListener('click', (event) => {
    const summary = (event.target as Element | null)?.closest?.('summary');
    const details = summary?.parentElement;
    if (!(details instanceof HTMLDetailsElement) || !details.closest('.sg-sidebar') || details.dataset.animating)
      return;
    event.preventDefault();
    if (details.dataset.sgLazy !== undefined && !details.open) {
      details.dataset.animating = 'loading';
      void fillIn(details).finally(() => {
        delete details.dataset.animating;
        if (details.dataset.sgLazy === undefined) animate(details, true);
      });
      return;
    }
    animate(details, !details.open);
  });
}
