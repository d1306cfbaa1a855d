/**
 * Under a doc's content: "Edit this page" (`docs.editUrl`) and when and by
 * whom it was last changed (`docs.showLastUpdateTime`, `showLastUpdateAuthor`,
 * from git). Renders nothing when the doc has neither.
 */
import type { PageData } from '../data/siteData.ts';

export interface DocFooterProps {
  editUrl?: PageData['editUrl'];
  lastUpdate?: PageData['lastUpdate'];
}

/** The same text in every time zone: a build on a laptop and one in CI agree. */
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

export function DocFooter({ editUrl, lastUpdate }: DocFooterProps) {
  if (!editUrl && !lastUpdate) return null;
  return (
    <footer className="sg-doc-footer">
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
