/** The colour-mode toggle: flips `data-theme` and stores the choice under `theme`. */
export function setupColorMode(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('[data-color-toggle]')) return;
    const next = document.documentElement.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    document.documentElement.setAttribute('data-theme', next);
    try {
      localStorage.setItem('theme', next);
    } catch {
      /* storage blocked: the choice lasts this page */
    }
  });
}
