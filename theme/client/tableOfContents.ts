/**
 * Highlights the table-of-contents entry of the heading being read: the last
 * heading whose top has passed just under the navbar.
 */
let headings: HTMLElement[] = [];
let links = new Map<string, HTMLAnchorElement>();
let frame = 0;

function update(): void {
  frame = 0;
  const offset = (document.querySelector<HTMLElement>('.sg-navbar')?.offsetHeight ?? 0) + 16;
  let active: HTMLElement | undefined;
  for (const heading of headings) {
    if (heading.getBoundingClientRect().top - offset <= 0) active = heading;
    else break;
  }
  // At the very bottom the last headings may never reach the top: the last one is being read.
  if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)
    active = headings.at(-1) ?? active;
  for (const [id, link] of links) {
    const on = id === active?.id;
    link.classList.toggle('is-active', on);
    // Infima's name for it, on a Docusaurus website.
    if (link.classList.contains('table-of-contents__link'))
      link.classList.toggle('table-of-contents__link--active', on);
    if (on) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
  }
}

function collect(): void {
  links = new Map();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.sg-toc a[href^="#"]')) {
    links.set(decodeURIComponent(link.hash.slice(1)), link);
  }
  headings = [...links.keys()].map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null);
  // At the next frame, when the browser lays the page out anyway: measuring now forced that layout early.
  frame ||= requestAnimationFrame(update);
}

export function setupTableOfContents(): void {
  window.addEventListener(
    'scroll',
    () => {
      frame ||= requestAnimationFrame(update);
    },
    { passive: true },
  );
  window.addEventListener(
    'resize',
    () => {
      frame ||= requestAnimationFrame(update);
    },
    { passive: true },
  );
  document.addEventListener('sitegen:navigated', collect);
  collect();
}
