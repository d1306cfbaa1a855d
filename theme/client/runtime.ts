/**
 * The shell runtime, loaded on every page: colour-mode toggle, announcement
 * bar dismissal, tabs (synced by group) and code copy buttons. Plain DOM, no
 * React, so pages without islands stay small.
 */
import { setupTabs } from './tabs.ts';

function setupColorToggle(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-color-toggle]')) {
    button.addEventListener('click', () => {
      const next = document.documentElement.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
      document.documentElement.setAttribute('data-theme', next);
      try { localStorage.setItem('theme', next); } catch { /* storage blocked: the choice lasts this page */ }
    });
  }
}

function setupAnnouncementBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-announcement-id]');
  const close = bar?.querySelector('[data-announcement-close]');
  close?.addEventListener('click', () => {
    const id = bar?.dataset.announcementId ?? '';
    document.documentElement.setAttribute('data-announcement-dismissed', id);
    try { localStorage.setItem('sitegen.announcement.dismissed', id); } catch { /* ignore */ }
  });
}

function setupCopyButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('.sg-code__copy')) {
    button.addEventListener('click', () => {
      const code = button.parentElement?.querySelector('pre')?.textContent ?? '';
      void navigator.clipboard.writeText(code).then(() => {
        button.textContent = 'Copied';
        button.classList.add('is-copied');
        setTimeout(() => { button.textContent = 'Copy'; button.classList.remove('is-copied'); }, 1500);
      });
    });
  }
}

setupColorToggle();
setupAnnouncementBar();
setupTabs();
setupCopyButtons();
