/**
 * "Copy page" on a doc or post that has a Markdown twin (src/twins/): a button that copies the twin (fetched
 * when clicked, by theme/client/copyPage.ts, so a page pays nothing until then), and a menu, a native
 * disclosure that works without JavaScript, with "View as Markdown" and the "Open in …" links of the site's
 * assistants (`llms.assistants`). Without JavaScript the button is hidden (nothing could copy); the menu stays.
 */
import { useSite } from '../context.ts';
import { useTranslate } from '../i18n/translate.ts';

export function CopyPage() {
  const { page } = useSite();
  const t = useTranslate();
  const twin = page.twin;
  if (!twin) return null;
  return (
    <div className="sg-copy-page">
      <button
        type="button"
        className="sg-copy-page__button"
        data-twin={twin.href}
        aria-label={t('sitegen.copyPage.copyAriaLabel')}
      >
        <span className="sg-copy-page__label">{t('sitegen.copyPage.copy')}</span>
      </button>
      <span className="sg-copy-page__status" role="status" />
      <details className="sg-copy-page__menu">
        <summary aria-label={t('sitegen.copyPage.menu')} title={t('sitegen.copyPage.menu')}>
          <span aria-hidden="true">▾</span>
        </summary>
        <ul>
          <li>
            <a href={twin.href} type="text/markdown">
              {t('sitegen.copyPage.viewMarkdown')}
            </a>
          </li>
          {twin.assistants.map((assistant) => (
            <li key={assistant.label}>
              <a href={assistant.href} target="_blank" rel="noopener noreferrer">
                {t('sitegen.copyPage.openIn', { name: assistant.label })}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
