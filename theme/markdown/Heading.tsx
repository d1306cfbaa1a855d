import type { ReactNode } from 'react';
import { useTranslate } from '../i18n/translate.ts';

type Level = 2 | 3 | 4 | 5 | 6;

/** A heading with a "#" link to itself, so readers can share a section. */
export function headingComponent(level: Level) {
  const Tag = `h${level}` as const;
  return function Heading({ id, children }: { id?: string; children?: ReactNode }) {
    const t = useTranslate();
    return (
      <Tag id={id} className="sg-heading">
        {children}
        {id ? (
          <a
            className="sg-heading__anchor"
            href={`#${id}`}
            aria-label={t('theme.common.headingLinkTitle', {
              heading: typeof children === 'string' ? children : t('sitegen.heading.thisHeading'),
            })}
          >
            #
          </a>
        ) : null}
      </Tag>
    );
  };
}
