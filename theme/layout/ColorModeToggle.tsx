import { useTranslate } from '../i18n/translate.ts';

/** Switches light and dark; the client runtime wires the click and stores the choice under `theme`. */
export function ColorModeToggle() {
  const label = useTranslate()('sitegen.colorToggle.ariaLabel');
  return (
    <button type="button" className="sg-color-toggle" data-color-toggle="" aria-label={label} title={label}>
      <span className="sg-color-toggle__light" aria-hidden="true">☀︎</span>
      <span className="sg-color-toggle__dark" aria-hidden="true">☾</span>
    </button>
  );
}
