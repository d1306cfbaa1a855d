/**
 * The navigation progress bar: shown only when a navigation takes longer
 * than 200 ms, so fast (prefetched) navigations never flash it.
 */
import { pageString } from './pageStrings.ts';

export const progressDelayMs = 200;

let bar: HTMLElement | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function element(): HTMLElement {
  if (!bar) {
    bar = document.createElement('div');
    bar.className = 'sg-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', pageString('sitegen.progressBar.ariaLabel', 'Loading the page'));
    bar.hidden = true;
    document.body.prepend(bar);
  }
  return bar;
}

export function startProgress(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const el = element();
    el.hidden = false;
    el.classList.remove('is-done');
  }, progressDelayMs);
}

export function endProgress(): void {
  clearTimeout(timer);
  if (bar && !bar.hidden) {
    bar.classList.add('is-done');
    const done = bar;
    setTimeout(() => {
      done.hidden = true;
      done.classList.remove('is-done');
    }, 200);
  }
}
