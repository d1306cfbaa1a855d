import type { ReactNode } from 'react';
import { useTranslate } from '../i18n/translate.ts';

/** A highlighted code block with an optional title bar and a copy button (wired by the client runtime). */
export function CodeBlock({ title, language, children }: { title?: string; language?: string; children?: ReactNode }) {
  const t = useTranslate();
  return (
    <div className="sg-code" {...(language ? { 'data-language': language } : {})}>
      {title ? <div className="sg-code__title">{title}</div> : null}
      <div className="sg-code__body">
        {children}
        <button type="button" className="sg-code__copy" aria-label={t('theme.CodeBlock.copyButtonAriaLabel')} title={t('theme.CodeBlock.copy')}>{t('theme.CodeBlock.copy')}</button>
      </div>
    </div>
  );
}
