/** With `navbar.hideOnScroll`, the navbar slides away while scrolling down and returns when scrolling up. */
export function setupHideOnScroll(): void {
  // Read at the first frame, when the browser lays the page out anyway: reading scrollY as the runtime starts,
  // before the first layout, forced that layout into the runtime's task (0.4 s of a throttled phone).
  let last: number | undefined;
  requestAnimationFrame(() => {
    last ??= window.scrollY;
  });
  window.addEventListener(
    'scroll',
    () => {
      const y = window.scrollY;
      const navbar = document.querySelector<HTMLElement>('.sg-navbar[data-hide-on-scroll]');
      if (navbar && last !== undefined) navbar.classList.toggle('is-hidden', y > last && y > navbar.offsetHeight);
      last = y;
    },
    { passive: true },
  );
}
