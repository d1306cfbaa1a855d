/** With `navbar.hideOnScroll`, the navbar slides away while scrolling down and returns when scrolling up. */
export function setupHideOnScroll(): void {
  let last = window.scrollY;
  window.addEventListener('scroll', () => {
    const navbar = document.querySelector<HTMLElement>('.sg-navbar[data-hide-on-scroll]');
    const y = window.scrollY;
    if (navbar) navbar.classList.toggle('is-hidden', y > last && y > navbar.offsetHeight);
    last = y;
  }, { passive: true });
}
