/** Copy buttons of code blocks: copy the block's text, say "Copied" for a moment. */
export function setupCopyButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('.sg-code__copy');
    if (!button) return;
    const code = button.parentElement?.querySelector('pre')?.textContent ?? '';
    void navigator.clipboard.writeText(code).then(() => {
      button.textContent = 'Copied';
      button.classList.add('is-copied');
      setTimeout(() => { button.textContent = 'Copy'; button.classList.remove('is-copied'); }, 1500);
    });
  });
}
