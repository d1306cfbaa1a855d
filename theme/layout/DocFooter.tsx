/**
 * Under a doc's content: its tags (front matter `tags`, each a link to the
 * tag's page), "Edit this page" (`docs.editUrl`) and when and by whom it was
 * last changed (`docs.showLastUpdateTime`, `showLastUpdateAuthor`, from git).
 * Renders nothing when the doc has none of them.
 */
import type { PageData } from '../data/siteData.ts';

export interface DocFooterProps {
  editUrl?: PageData['editUrl'];
  lastUpdate?: PageData['lastUpdate'];
  tags?: PageData['tags'];
}

/** The same text in every time zone: a build on a laptop and one in CI agree. */
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

export function DocFooter({ editUrl, lastUpdate, tags }: DocFooterProps) {
  if (!editUrl && !lastUpdate && !tags?.length) return null;
  return (
    <footer className="sg-doc-footer">
      {tags?.length ? (
        <div className="sg-doc-footer__tags">
          <b>Tags:</b>
          <ul className="sg-tag-list">
            {tags.map((tag) => <li key={tag.href}><a className="sg-tag" href={tag.href} rel="tag">{tag.label}</a></li>)}
          </ul>
        </div>
      ) : null}
      {editUrl ? (
        <a className="sg-doc-footer__edit" href={editUrl} target="_blank" rel="noopener noreferrer">Edit this page</a>
      ) : <span />}
      {lastUpdate ? (
        <p className="sg-doc-footer__updated">
          Last updated
          {lastUpdate.time !== undefined ? <> on <time dateTime={new Date(lastUpdate.time).toISOString()}>{dateFormat.format(lastUpdate.time)}</time></> : null}
          {lastUpdate.author ? <> by <span className="sg-doc-footer__author">{lastUpdate.author}</span></> : null}
        </p>
      ) : null}
    </footer>
  );
}
