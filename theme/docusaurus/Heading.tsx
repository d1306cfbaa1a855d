/**
 * `@theme/Heading`: `<Heading as="h2" id="x">`, a heading with a "#" link to itself (an `h1` has
 * neither, as in Docusaurus). Its id counts for the build's anchor check.
 */
import type { ComponentProps } from 'react';
import { useTranslate } from '../i18n/translate.ts';

export type HeadingType = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export type HeadingProps = ComponentProps<HeadingType> & { as: HeadingType };

export default function Heading({ as: As, id, children, className, ...rest }: HeadingProps) {
  const t = useTranslate();
  if (As === 'h1' || !id)
    return (
      <As {...rest} className={className} {...(As === 'h1' ? {} : { id })}>
        {children}
      </As>
    );
  return (
    <As {...rest} id={id} className={['anchor', 'sg-heading', className].filter(Boolean).join(' ')}>
      {children}
      <a
        className="hash-link sg-heading__anchor"
        href={`#${id}`}
        aria-label={t('theme.common.headingLinkTitle', {
          heading: typeof children === 'string' ? children : t('sitegen.heading.thisHeading'),
        })}
      >
        #
      </a>
    </As>
  );
}
