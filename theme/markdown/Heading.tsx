import type { ReactNode } from 'react';

type Level = 2 | 3 | 4 | 5 | 6;

/** A heading with a "#" link to itself, so readers can share a section. */
export function headingComponent(level: Level) {
  const Tag = `h${level}` as const;
  return function Heading({ id, children }: { id?: string; children?: ReactNode }) {
    return (
      <Tag id={id} className="sg-heading">
        {children}
        {id ? <a className="sg-heading__anchor" href={`#${id}`} aria-label={`Direct link to ${typeof children === 'string' ? children : 'this heading'}`}>#</a> : null}
      </Tag>
    );
  };
}
