/** Text parts as React text, matches in `<mark>`: highlights never pass through HTML. */
import { Fragment } from 'react';
import type { TextPart } from './highlight.ts';

export function Highlighted({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </>
  );
}
