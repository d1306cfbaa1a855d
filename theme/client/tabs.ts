/**
 * Tabs: click or arrow keys (mirrored right to left) switch panels; tabs
 * sharing a `data-group` switch together and remember the choice in
 * localStorage, on this page and on the pages client navigation brings in.
 */
const storageKey = (group: string) => `sitegen.tabs.${group}`;

function select(tabs: HTMLElement, value: string): boolean {
  const buttons = [...tabs.querySelectorAll<HTMLButtonElement>(':scope > [role=tablist] > [role=tab]')];
  if (!buttons.some((b) => b.dataset.value === value)) return false;
  for (const button of buttons) {
    const active = button.dataset.value === value;
    button.setAttribute('aria-selected', String(active));
    button.tabIndex = active ? 0 : -1;
    // Infima's name for it, on a Docusaurus website.
    if (button.classList.contains('tabs__item')) button.classList.toggle('tabs__item--active', active);
  }
  for (const panel of tabs.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]')) {
    panel.classList.toggle('is-active', panel.dataset.value === value);
  }
  return true;
}

/** Tabs with a `queryString` (Docusaurus's) keep their choice in the address: `?os=linux`. */
function writeQuery(tabs: HTMLElement, value: string): void {
  const name = tabs.dataset.queryString;
  if (!name) return;
  const url = new URL(location.href);
  url.searchParams.set(name, value);
  history.replaceState(history.state, '', url);
  document.dispatchEvent(new CustomEvent('sitegen:address-replaced'));
}

function choose(tabs: HTMLElement, value: string): void {
  writeQuery(tabs, value);
  const group = tabs.dataset.group;
  if (!group) {
    select(tabs, value);
    return;
  }
  for (const other of document.querySelectorAll<HTMLElement>(`.sg-tabs[data-group="${CSS.escape(group)}"]`))
    select(other, value);
  try {
    localStorage.setItem(storageKey(group), value);
  } catch {
    /* ignore */
  }
}

/** Applies remembered group choices to the tabs under `root`. */
function restore(root: ParentNode): void {
  for (const tabs of root.querySelectorAll<HTMLElement>('.sg-tabs[data-group]')) {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(storageKey(tabs.dataset.group ?? ''));
    } catch {
      /* ignore */
    }
    if (stored) select(tabs, stored);
  }
  const query = new URLSearchParams(location.search);
  for (const tabs of root.querySelectorAll<HTMLElement>('.sg-tabs[data-query-string]')) {
    const value = query.get(tabs.dataset.queryString ?? '');
    if (value) select(tabs, value);
  }
}

export function setupTabs(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('.sg-tabs [role=tab]');
    const tabs = button?.closest<HTMLElement>('.sg-tabs');
    if (button?.dataset.value && tabs) choose(tabs, button.dataset.value);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const current = (event.target as Element | null)?.closest?.<HTMLButtonElement>('.sg-tabs [role=tab]');
    const list = current?.parentElement;
    const tabs = list?.closest<HTMLElement>('.sg-tabs');
    if (!current || !list || !tabs) return;
    const buttons = [...list.querySelectorAll<HTMLButtonElement>('[role=tab]')];
    const index = buttons.indexOf(current);
    // The key pointing at the next tab on screen: right to left, the next tab is on the left.
    const forward = (event.key === 'ArrowRight') === (getComputedStyle(list).direction !== 'rtl');
    const next = buttons[(index + (forward ? 1 : buttons.length - 1)) % buttons.length];
    if (!next?.dataset.value) return;
    event.preventDefault();
    choose(tabs, next.dataset.value);
    next.focus();
  });
  document.addEventListener('sitegen:navigated', (event) =>
    restore((event as CustomEvent<{ root: HTMLElement }>).detail.root),
  );
  restore(document);
}
