/** The notice on a page reachable by its address but listed nowhere (front matter `unlisted`). */
import { useTranslate } from '../i18n/translate.ts';

export function UnlistedBanner() {
  const t = useTranslate();
  return (
    <aside
      className="sg-admonition sg-admonition--caution"
      aria-label={t('theme.contentVisibility.unlistedBanner.title')}
    >
      <p className="sg-admonition__title">{t('theme.contentVisibility.unlistedBanner.title')}</p>
      <p>{t('theme.contentVisibility.unlistedBanner.message')}</p>
    </aside>
  );
}
