import type { ReactNode } from 'react';

const defaultTitles: Record<string, string> = {
  note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', caution: 'Caution', danger: 'Danger',
  important: 'Important', success: 'Success', secondary: 'Note',
};
const icons: Record<string, string> = {
  note: 'ℹ︎', tip: '💡', info: 'ℹ️', warning: '⚠️', caution: '⚠️', danger: '🔥', important: '❗', success: '✅', secondary: 'ℹ︎',
};

/** `:::note[Title]` (or Docusaurus's `:::note Title`) and friends. */
export function Admonition({ kind, title, children }: { kind: string; title?: string; children?: ReactNode }) {
  return (
    <aside className={`sg-admonition sg-admonition--${kind}`} aria-label={title ?? defaultTitles[kind]}>
      <p className="sg-admonition__title">
        <span aria-hidden="true">{icons[kind]}</span> {title ?? defaultTitles[kind]}
      </p>
      <div className="sg-admonition__body">{children}</div>
    </aside>
  );
}
