import type { ReactNode } from 'react';
import { useTranslate } from '../i18n/translate.ts';
import { useClassNames } from '../layout/classicClassNames.ts';
import { codeBlockClassic } from './classicMarkup.ts';

/** A highlighted code block with an optional title bar and a copy button (wired by the client runtime). */
export function CodeBlock({ title, language, children }: { title?: string; language?: string; children?: ReactNode }) {
  const t = useTranslate();
  const cx = useClassNames();
  return (
    <div className={cx('sg-code', codeBlockClassic(language))} {...(language ? { 'data-language': language } : {})}>
      {title ? <div className="sg-code__title">{title}</div> : null}
      <div className="sg-code__body">
        {children}
        <button
          type="button"
          className="sg-code__copy"
          aria-label={t('theme.CodeBlock.copyButtonAriaLabel')}
          title={t('theme.CodeBlock.copy')}
        >
          {t('theme.CodeBlock.copy')}
        </button>
      </div>
    </div>
  );
}

/**
 * A highlighted block's `<code>` whose tokens the compiler wrote as HTML (src/markdown/plugins/rehypeCompactCode.ts):
 * written as it is. Its children are the same code as text, for readers of the tree.
 */
export function HighlightedCode({
  html,
  children: _text,
  ...props
}: { html: string; children?: ReactNode } & Record<string, unknown>) {
  return <code {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
