import DarkModeIcon from '../docusaurus/Icon/DarkMode.tsx';
import LightModeIcon from '../docusaurus/Icon/LightMode.tsx';
import { useTranslate } from '../i18n/translate.ts';
import { useClassNames, useIsClassic } from './classicClassNames.ts';

/**
 * Switches light and dark; the client runtime wires the click and stores the choice under `theme`. On a
 * Docusaurus website it draws Docusaurus's sun and moon.
 */
export function ColorModeToggle() {
  const label = useTranslate()('sitegen.colorToggle.ariaLabel');
  const cx = useClassNames();
  const classic = useIsClassic();
  return (
    <button
      type="button"
      className={cx('sg-color-toggle', 'clean-btn')}
      data-color-toggle=""
      aria-label={label}
      title={label}
    >
      <span className="sg-color-toggle__light" aria-hidden="true">
        {classic ? <LightModeIcon /> : '☀︎'}
      </span>
      <span className="sg-color-toggle__dark" aria-hidden="true">
        {classic ? <DarkModeIcon /> : '☾'}
      </span>
    </button>
  );
}
