import { useSite } from '../context.ts';
import { useTranslate } from '../i18n/translate.ts';
import { useClassNames } from './classicClassNames.ts';

/**
 * Rendered on the server; the inline head script hides it before first paint
 * when `localStorage` holds its id as dismissed, so nothing shifts.
 */
export function AnnouncementBar() {
  const bar = useSite().config.announcementBar;
  const t = useTranslate();
  const cx = useClassNames();
  if (!bar) return null;
  return (
    <div
      className={cx('sg-announcement', 'theme-announcement-bar')}
      role="region"
      aria-label={t('sitegen.announcementBar.ariaLabel')}
      data-announcement-id={bar.id}
      style={{
        ...(bar.backgroundColor ? { backgroundColor: bar.backgroundColor } : {}),
        ...(bar.textColor ? { color: bar.textColor } : {}),
      }}
    >
      <div className="sg-announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button
          type="button"
          className="sg-announcement__close"
          data-announcement-close=""
          aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel')}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
