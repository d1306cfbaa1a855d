/** `@theme/Admonition`: `<Admonition type="tip" title="…">`, the component behind `:::tip`. */
import type { ReactNode } from 'react';
import { Admonition as ThemeAdmonition } from '../markdown/Admonition.tsx';

export interface AdmonitionProps {
  type?: string;
  /** What sitegen's Markdown compiler names `type`: a site's MDXComponents may map `admonition` to this component. */
  kind?: string;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

export default function Admonition({ type, kind, title, children }: AdmonitionProps) {
  return (
    <ThemeAdmonition kind={type ?? kind ?? 'note'} title={typeof title === 'string' ? title : undefined}>
      {children}
    </ThemeAdmonition>
  );
}
