/**
 * Ctrl+K, Cmd+K or "/" (outside text fields) opens search: it follows the
 * navbar's search link. The search dialog, when there is one, takes over the
 * same link.
 */
export function setupSearchShortcut(): void {
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement | null;
    const typing = target?.closest?.('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
    const slash = event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey;
    const modK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
    if (!slash && !modK) return;
    const link = document.querySelector<HTMLAnchorElement>('a[data-search-open]');
    if (!link) return;
    event.preventDefault();
    link.click();
  });
}
