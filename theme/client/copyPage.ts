/**
 * The "Copy page" button (theme/layout/CopyPage.tsx): fetches the page's Markdown twin when clicked, copies
 * it, and says so for a moment (in the button's live status, in the page's language). A click outside an
 * open menu, or Escape in it, closes it.
 */
import { pageString } from './pageStrings.ts';

export function setupCopyPage(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    for (const open of document.querySelectorAll<HTMLDetailsElement>('.sg-copy-page__menu[open]')) {
      if (!open.contains(target)) open.open = false;
    }
    const button = target?.closest?.<HTMLButtonElement>('.sg-copy-page__button');
    if (button) void copyPage(button);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = (event.target as Element | null)?.closest?.<HTMLDetailsElement>('.sg-copy-page__menu[open]');
    if (!open) return;
    open.open = false;
    open.querySelector('summary')?.focus();
  });
}

async function copyPage(button: HTMLButtonElement): Promise<void> {
  const label = button.querySelector('.sg-copy-page__label');
  const status = button.parentElement?.querySelector('.sg-copy-page__status');
  const say = (id: string, fallback: string) => {
    const text = pageString(id, fallback);
    if (label) label.textContent = text;
    if (status) status.textContent = text;
    button.classList.toggle('is-copied', id === 'sitegen.copyPage.copied');
    setTimeout(() => {
      if (label) label.textContent = pageString('sitegen.copyPage.copy', 'Copy page');
      if (status) status.textContent = '';
      button.classList.remove('is-copied');
    }, 2000);
  };
  const href = button.dataset.twin;
  try {
    if (!href || !navigator.clipboard) throw new Error('nothing to copy with');
    // The text is promised to the clipboard at once, inside the click (Safari allows no write after an await).
    const text = fetch(href).then((response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return response.text();
    });
    if (typeof ClipboardItem === 'function') {
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) }),
      ]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
    say('sitegen.copyPage.copied', 'Copied');
  } catch {
    say('sitegen.copyPage.failed', 'Copy failed');
  }
}
