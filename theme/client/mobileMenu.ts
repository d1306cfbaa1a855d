/**
 * The mobile menu (a <details> in the navbar, so it opens without
 * JavaScript). With JavaScript it also shows the docs sidebar or the blog's recent posts, and closes on
 * Escape, on navigation and when the window grows past the breakpoint.
 */
export const mobileBreakpointPx = 996;

function menu(): HTMLDetailsElement | null {
  return document.querySelector<HTMLDetailsElement>('details[data-mobile-menu]');
}

/** Moves the docs sidebar, or the blog's recent posts, into the open menu, and back when it closes. */
function placeSidebar(open: boolean): void {
  const slot = document.querySelector('[data-drawer-sidebar]');
  const home = document.querySelector('.sg-main-wrapper__sidebar');
  const sidebar = document.querySelector('.sg-sidebar, .sg-blog-sidebar');
  if (!slot || !home || !sidebar) return;
  if (open && sidebar.parentElement !== slot) slot.append(sidebar);
  if (!open && sidebar.parentElement !== home) home.append(sidebar);
}

export function closeMobileMenu(): void {
  const details = menu();
  if (details?.open) {
    details.open = false;
    details.querySelector('summary')?.focus();
  }
}

export function setupMobileMenu(): void {
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.hasAttribute('data-mobile-menu')) return;
      placeSidebar(details.open);
      // The drawer opens under the navbar, wherever the announcement bar has pushed it.
      const bottom = details.closest('.sg-navbar')?.getBoundingClientRect().bottom;
      if (bottom !== undefined) document.documentElement.style.setProperty('--sg-menu-top', `${Math.max(0, bottom)}px`);
      document.documentElement.classList.toggle('sg-menu-open', details.open);
    },
    true,
  );
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu()?.open) closeMobileMenu();
  });
  // A click on the dimmed page beside the open menu closes it. The backdrop is the
  // menu's own ::after, so such a click lands on the <details> itself.
  document.addEventListener('click', (event) => {
    const details = menu();
    if (!details?.open) return;
    const target = event.target as Node;
    const inside =
      details.querySelector('summary')?.contains(target) || details.querySelector('.sg-drawer')?.contains(target);
    if (!inside) {
      event.preventDefault();
      closeMobileMenu();
    }
  });
  const wide = window.matchMedia(`(min-width: ${mobileBreakpointPx + 1}px)`);
  wide.addEventListener('change', () => {
    if (wide.matches) closeMobileMenu();
  });
  document.addEventListener('sitegen:before-swap', () => {
    const details = menu();
    if (details?.open) {
      details.open = false;
      placeSidebar(false);
      document.documentElement.classList.remove('sg-menu-open');
    }
  });
}
