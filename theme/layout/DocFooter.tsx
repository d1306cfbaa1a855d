/**
 * Under a doc's content: its tags (front matter `tags`, each a link to the
 * tag's page), "Edit this page" (`docs.editUrl`) and when and by whom it was
 * last changed (`docs.showLastUpdateTime`, `showLastUpdateAuthor`, from git).
 * Renders nothing when the doc has none of them.
 */
import type { PageData } from '../data/siteData.ts';
import { formatDate, useTranslateNodes, useTranslation, useTranslate } from '../i18n/translate.ts';
import { useClassNames } from './classicClassNames.ts';

export interface DocFooterProps {
  editUrl?: PageData['editUrl'];
  lastUpdate?: PageData['lastUpdate'];
  tags?: PageData['tags'];
}

export function DocFooter({ editUrl, lastUpdate, tags }: DocFooterProps) {
  const t = useTranslate();
  const nodes = useTranslateNodes();
  const { locale } = useTranslation();
  const cx = useClassNames();
  if (!editUrl && !lastUpdate && !tags?.length) return null;
  return (
    <footer className={cx('sg-doc-footer', 'theme-doc-footer')}>
      {tags?.length ? (
        <div className="sg-doc-footer__tags">
          <b>{t('theme.tags.tagsListLabel')}</b>
          <ul className="sg-tag-list">
            {tags.map((tag) => (
              <li key={tag.href}>
                <a className="sg-tag" href={tag.href} rel="tag">
                  {tag.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {editUrl ? (
        <a
          className={cx('sg-doc-footer__edit', 'theme-edit-this-page')}
          href={editUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('theme.common.editThisPage')}
        </a>
      ) : (
        <span />
      )}
      {lastUpdate ? (
        <p className={cx('sg-doc-footer__updated', 'theme-last-updated')}>
          {nodes('theme.lastUpdated.lastUpdatedAtBy', {
            // The same date in every time zone: a build on a laptop and one in CI agree.
            atDate:
              lastUpdate.time !== undefined
                ? nodes('theme.lastUpdated.atDate', {
                    date: (
                      <time dateTime={new Date(lastUpdate.time).toISOString()}>
                        {formatDate(locale, lastUpdate.time)}
                      </time>
                    ),
                  })
                : '',
            byUser: lastUpdate.author
              ? nodes('theme.lastUpdated.byUser', {
                  user: <span className="sg-doc-footer__author">{lastUpdate.author}</span>,
                })
              : '',
          })}
        </p>
      ) : null}
    </footer>
  );
}
