/**
 * Sidebar categories open and close with a height animation whose length
 * grows with the height (as Material and Docusaurus do), and lasts 1 ms for
 * readers who prefer reduced motion. Without JavaScript they are plain
 * <details> and simply open.
 */
export function animationDurationMs(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const ratio = height / 36;
  return Math.round((4 + 15 * ratio ** 0.25 + ratio / 5) * 10);
}

const reduced = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function animate(details: HTMLDetailsElement, opening: boolean): void {
  const body = details.querySelector<HTMLElement>(':scope > ul');
  if (!body || typeof body.animate !== 'function') { details.open = opening; return; }
  if (opening) details.open = true;
  const height = body.scrollHeight;
  const duration = animationDurationMs(height, reduced());
  details.dataset.animating = String(duration);
  const frames = [{ height: '0px', overflow: 'hidden' }, { height: `${height}px`, overflow: 'hidden' }];
  const animation = body.animate(opening ? frames : [...frames].reverse(), { duration, easing: 'ease-in-out' });
  animation.onfinish = () => {
    if (!opening) details.open = false;
    delete details.dataset.animating;
  };
}

export function setupCollapsibles(): void {
  document.addEventListener('click', (event) => {
    const summary = (event.target as Element | null)?.closest?.('summary');
    const details = summary?.parentElement;
    if (!(details instanceof HTMLDetailsElement) || !details.closest('.sg-sidebar') || details.dataset.animating) return;
    event.preventDefault();
    animate(details, !details.open);
  });
}
