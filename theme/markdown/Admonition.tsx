import type { ReactNode } from 'react';
import { useTranslate } from '../i18n/translate.ts';
import { useClassNames } from '../layout/classicClassNames.ts';
import { admonitionClassic } from './classicMarkup.ts';

/** The message of each kind's default title: Docusaurus's ids for its kinds. */
export const admonitionTitleIds: Record<string, string> = {
  note: 'theme.admonition.note',
  tip: 'theme.admonition.tip',
  info: 'theme.admonition.info',
  warning: 'theme.admonition.warning',
  caution: 'theme.admonition.caution',
  danger: 'theme.admonition.danger',
  important: 'sitegen.admonition.important',
  success: 'sitegen.admonition.success',
  secondary: 'theme.admonition.note',
};
export const admonitionIcons: Record<string, string> = {
  note: 'ℹ︎',
  tip: '💡',
  info: 'ℹ️',
  warning: '⚠️',
  caution: '⚠️',
  danger: '🔥',
  important: '❗',
  success: '✅',
  secondary: 'ℹ︎',
};

/** `:::note[Title]` (or Docusaurus's `:::note Title`) and friends. */
export function Admonition({ kind, title, children }: { kind: string; title?: string; children?: ReactNode }) {
  const t = useTranslate();
  const cx = useClassNames();
  const defaultId = admonitionTitleIds[kind];
  const shown = title ?? (defaultId ? t(defaultId) : undefined);
  return (
    <aside className={cx(`sg-admonition sg-admonition--${kind}`, admonitionClassic(kind))} aria-label={shown}>
      <p className="sg-admonition__title">
        <span aria-hidden="true">{admonitionIcons[kind]}</span> {shown}
      </p>
      <div className="sg-admonition__body">{children}</div>
    </aside>
  );
}
