/**
 * Inlined into <head> and run before first paint: applies the stored colour
 * mode, hides a dismissed announcement bar, normalises `.html` addresses, and
 * warns when the site is served under another base path than it was built
 * for. Dependency-free, and it works even when the stylesheet and runtime
 * fail to load (which a wrong base path causes).
 */
declare const __SITEGEN_BOOT__: {
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
  announcementId: string | null;
  basePath: string;
};

/** The base path the current address suggests, given the route of the page shown. */
export function suggestedBasePath(pathname: string, route: string): string {
  const path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (route !== '/' && path.endsWith(route)) return `${path.slice(0, path.length - route.length)}/`;
  if (route === '/') return path.endsWith('/') ? path : `${path}/`;
  return '/';
}

function baseBanner(configured: string, suggested: string): HTMLElement {
  const banner = document.createElement('div');
  banner.id = 'sg-base-banner';
  banner.setAttribute('role', 'alert');
  banner.style.cssText =
    'font:16px/1.5 system-ui,sans-serif;background:#fdecea;color:#611a15;border-bottom:2px solid ' +
    '#b42318;padding:12px 16px';
  const code = (text: string) =>
    `<code style="font-family:monospace;background:#fff;padding:0 4px">${text.replace(/[<>&"]/g, '')}</code>`;
  banner.innerHTML =
    `<strong>Your site did not load properly.</strong> It was built for the base path ${code(configured)}, but ` +
    `this address suggests ${code(suggested)}. Set <code style="font-family:monospace">basePath: ` +
    `'${suggested.replace(/[<>&"']/g, '')}'</code> in sitegen.config.ts, or serve the site under ` +
    `${code(configured)}.`;
  return banner;
}

(() => {
  const boot = __SITEGEN_BOOT__;
  const root = document.documentElement;
  root.setAttribute('data-js', '');
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    /* storage blocked: keep the default */
  }
  let mode = stored === 'dark' || stored === 'light' ? stored : boot.defaultMode;
  if (!stored && boot.respectPrefersColorScheme && matchMedia('(prefers-color-scheme: dark)').matches) mode = 'dark';
  root.setAttribute('data-theme', mode);
  try {
    const dismissed = localStorage.getItem('sitegen.announcement.dismissed');
    if (dismissed !== null && dismissed === boot.announcementId) root.setAttribute('data-announcement-dismissed', '');
  } catch {
    /* ignore */
  }
  const path = location.pathname;
  const clean = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (clean !== path) history.replaceState(history.state, '', clean + location.search + location.hash);
  if (!(clean.startsWith(boot.basePath) || `${clean}/` === boot.basePath)) {
    document.addEventListener('DOMContentLoaded', () => {
      const route = document.getElementById('sg-page')?.dataset.route ?? '/';
      document.body.prepend(baseBanner(boot.basePath, suggestedBasePath(clean, route)));
    });
  }
})();
