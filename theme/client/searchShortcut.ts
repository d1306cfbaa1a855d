/**
 * Search on every page, for a few hundred bytes: Ctrl+K, Cmd+K or "/"
 * (outside text fields) and the navbar's search button open the dialog,
 * whose code (React, the dialog, the provider) is fetched the first time the
 * reader points at the button, focuses it, or presses a shortcut. If that
 * code cannot load, the button does what it does without JavaScript: it
 * opens the `/search` page. On the `/search` page itself, the page's results
 * come to life here too.
 */
type DialogHost = typeof import('./searchDialogHost.ts');

let dialogHost: Promise<DialogHost> | undefined;

function loadDialogHost(): Promise<DialogHost> {
  dialogHost ??= import('./searchDialogHost.ts');
  dialogHost.catch(() => {
    dialogHost = undefined;
  });
  return dialogHost;
}

/**
 * Which request to open is current: a second toggle, Escape or a page change
 * while the code loads cancels the first, so the dialog never appears late
 * over a page the reader has moved on to.
 */
let opening = 0;
let openRequests = 0;

/** `fallback`: the button that was clicked, whose page opens if the code cannot load (a shortcut just fails). */
async function toggleDialog(fallback: HTMLAnchorElement | null): Promise<void> {
  if (opening !== 0) {
    opening = 0;
    return;
  }
  const request = ++openRequests;
  opening = request;
  try {
    const host = await loadDialogHost();
    if (opening !== request) return;
    if (host.isSearchDialogOpen()) host.closeSearchDialog();
    else await host.openSearchDialog(() => opening === request);
  } catch (error) {
    console.error('sitegen: the search dialog failed to load', error);
    if (fallback && opening === request) location.assign(fallback.href);
  } finally {
    if (opening === request) opening = 0;
  }
}

function mountSearchPages(root: ParentNode): void {
  const container = root.querySelector<HTMLElement>('[data-search-page]');
  if (!container) return;
  void import('./searchPageHost.ts')
    .then((host) => host.mountSearchPage(container))
    .catch((error: unknown) => {
      console.error('sitegen: the search page failed to load', error);
    });
}

export function setupSearchShortcut(): void {
  document.addEventListener('keydown', (event) => {
    // Autofill sends keydown events without a key; a held Ctrl+K would toggle over and over.
    if (typeof event.key !== 'string' || event.repeat) return;
    if (event.key === 'Escape' && opening !== 0) {
      opening = 0;
      return;
    }
    const target = event.target as HTMLElement | null;
    const typing = target?.closest?.('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
    const slash = event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey;
    const modK =
      event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
    if (!slash && !modK) return;
    // Inside the open dialog "/" is just a character; Ctrl+K still toggles.
    if (slash && target?.closest?.('.sg-search-dialog')) return;
    event.preventDefault();
    void toggleDialog(null);
  });
  // The button: a link to /search that, with JavaScript, opens the dialog instead.
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const button = (event.target as Element | null)?.closest?.('a[data-search-open]');
    if (!(button instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    void toggleDialog(button);
  });
  const preload = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('a[data-search-open]'))
      void loadDialogHost().catch(() => undefined);
  };
  document.addEventListener('pointerover', preload, { passive: true });
  document.addEventListener('focusin', preload);
  document.addEventListener('touchstart', preload, { passive: true });
  for (const button of document.querySelectorAll<HTMLAnchorElement>('a[data-search-open]')) {
    button.setAttribute('role', 'button');
    button.setAttribute('aria-haspopup', 'dialog');
  }
  // A link acting as a button answers Space too.
  document.addEventListener('keydown', (event) => {
    if (
      event.key !== ' ' ||
      !(event.target instanceof HTMLAnchorElement) ||
      !event.target.hasAttribute('data-search-open')
    )
      return;
    event.preventDefault();
    void toggleDialog(event.target);
  });
  mountSearchPages(document);
  document.addEventListener('sitegen:before-swap', () => {
    opening = 0;
  });
  document.addEventListener('sitegen:navigated', (event) =>
    mountSearchPages((event as CustomEvent<{ root: HTMLElement }>).detail.root),
  );
}
