/**
 * `@theme/MDXComponents/Code`: inline code. A fenced block never reaches it here: sitegen's compiler makes
 * every fence a highlighted code block before the components table is read.
 */
import type { ComponentProps } from 'react';

export default function Code(props: ComponentProps<'code'>) {
  return <code {...props} />;
}
