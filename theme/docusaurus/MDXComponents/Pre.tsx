/** `@theme/MDXComponents/Pre`: a `<pre>` written in a doc (fences are code blocks before reaching it). */
import type { ComponentProps } from 'react';

export default function Pre(props: ComponentProps<'pre'>) {
  return <pre {...props} />;
}
