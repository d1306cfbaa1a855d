/**
 * Tabs: click or arrow keys switch panels; tabs sharing a `data-group` switch
 * together on the page and remember the choice in localStorage.
 */
const storageKey = (group: string) => `sitegen.tabs.${group}`;

function select(tabs: HTMLElement, value: string): boolean {
  const buttons = [...tabs.querySelectorAll<HTMLButtonElement>(':scope > [role=tablist] > [role=tab]')];
  if (!buttons.some((b) => b.dataset.value === value)) return false;
  for (const button of buttons) {
    const active = button.dataset.value === value;
    button.setAttribute('aria-selected', String(active));
    button.tabIndex = active ? 0 : -1;
  }
  for (const panel of tabs.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]')) {
    panel.classList.toggle('is-active', panel.dataset.value === value);
  }
  return true;
}

function selectInGroup(group: string, value: string): void {
  for (const tabs of document.querySelectorAll<HTMLElement>(`.sg-tabs[data-group="${CSS.escape(group)}"]`)) select(tabs, value);
  try { localStorage.setItem(storageKey(group), value); } catch { /* ignore */ }
}

export function setupTabs(): void {
  for (const tabs of document.querySelectorAll<HTMLElement>('.sg-tabs')) {
    const group = tabs.dataset.group;
    if (group) {
      let stored: string | null = null;
      try { stored = localStorage.getItem(storageKey(group)); } catch { /* ignore */ }
      if (stored) select(tabs, stored);
    }
    const list = tabs.querySelector<HTMLElement>(':scope > [role=tablist]');
    list?.addEventListener('click', (event) => {
      const button = (event.target as HTMLElement).closest<HTMLButtonElement>('[role=tab]');
      const value = button?.dataset.value;
      if (!value) return;
      if (group) selectInGroup(group, value);
      else select(tabs, value);
    });
    list?.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      const buttons = [...list.querySelectorAll<HTMLButtonElement>('[role=tab]')];
      const current = buttons.findIndex((b) => b.getAttribute('aria-selected') === 'true');
      const next = buttons[(current + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length];
      if (!next?.dataset.value) return;
      if (group) selectInGroup(group, next.dataset.value);
      else select(tabs, next.dataset.value);
      next.focus();
    });
  }
}
