/**
 * Closing the announcement bar stores its id as dismissed; the before-paint
 * script hides it on later pages until the configured id changes.
 */
export const dismissedKey = 'sitegen.announcement.dismissed';

export function setupAnnouncementBar(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('[data-announcement-close]')) return;
    const id = document.querySelector<HTMLElement>('[data-announcement-id]')?.dataset.announcementId ?? '';
    document.documentElement.setAttribute('data-announcement-dismissed', '');
    try {
      localStorage.setItem(dismissedKey, id);
    } catch {
      /* ignore */
    }
  });
}
