/** `@theme/MDXComponents/Li`: an item of a list of a doc, as written. */
import type { ComponentProps } from 'react';

export default function Li(props: ComponentProps<'li'>) {
  return <li {...props} />;
}
