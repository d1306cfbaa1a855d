/**
 * Inlined into <head> and run before first paint: applies the stored colour
 * mode, hides a dismissed announcement bar, and normalises `.html` addresses.
 * Kept tiny and dependency-free; failures (storage blocked) leave defaults.
 */
declare const __SITEGEN_BOOT__: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; announcementId: string | null };

(() => {
  const root = document.documentElement;
  root.setAttribute('data-js', '');
  let stored: string | null = null;
  try { stored = localStorage.getItem('theme'); } catch { /* storage blocked: keep the default */ }
  let mode = stored === 'dark' || stored === 'light' ? stored : __SITEGEN_BOOT__.defaultMode;
  if (!stored && __SITEGEN_BOOT__.respectPrefersColorScheme && matchMedia('(prefers-color-scheme: dark)').matches) mode = 'dark';
  root.setAttribute('data-theme', mode);
  try {
    const dismissed = localStorage.getItem('sitegen.announcement.dismissed');
    if (dismissed !== null && dismissed === __SITEGEN_BOOT__.announcementId) root.setAttribute('data-announcement-dismissed', '');
  } catch { /* ignore */ }
  const path = location.pathname;
  const clean = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (clean !== path) history.replaceState(history.state, '', clean + location.search + location.hash);
})();
