/** `@theme/MDXComponents/Ul`: a list of a doc, as written. */
import type { ComponentProps } from 'react';

export default function Ul(props: ComponentProps<'ul'>) {
  return <ul {...props} />;
}
