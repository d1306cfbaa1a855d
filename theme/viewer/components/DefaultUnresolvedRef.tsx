/** The default `UnresolvedRefsComponent`: says which reference failed and why. */
import type { UnresolvedRefsComponentProps } from '../viewerOptions.ts';
import { useTranslate } from '../../i18n/translate.ts';

export function DefaultUnresolvedRef({ reference, keyword, reason }: UnresolvedRefsComponentProps) {
  const t = useTranslate();
  return (
    <div className="sg-schema-unresolved" role="note">
      <strong>{t('sitegen.viewer.unresolvedReference')}</strong>{' '}
      <code>
        {keyword}: {reference}
      </code>
      <span className="sg-schema-unresolved__reason"> {reason}</span>
    </div>
  );
}
