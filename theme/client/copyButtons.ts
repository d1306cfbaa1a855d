/** Copy buttons of code blocks: copy the block's text, say "Copied" for a moment, in the page's language. */
import { pageString } from './pageStrings.ts';

export function setupCopyButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('.sg-code__copy');
    if (!button) return;
    const code = button.parentElement?.querySelector('pre')?.textContent ?? '';
    const say = (text: string) => {
      button.textContent = text;
      button.classList.add('is-copied');
      setTimeout(() => {
        button.textContent = pageString('theme.CodeBlock.copy', 'Copy');
        button.classList.remove('is-copied');
      }, 1500);
    };
    // navigator.clipboard exists only on secure origins (https, localhost).
    if (!navigator.clipboard) {
      say(pageString('sitegen.codeBlock.selectAndCopy', 'Select and copy'));
      return;
    }
    navigator.clipboard.writeText(code).then(
      () => say(pageString('theme.CodeBlock.copied', 'Copied')),
      () => say(pageString('sitegen.codeBlock.copyFailed', 'Copy failed')),
    );
  });
}
