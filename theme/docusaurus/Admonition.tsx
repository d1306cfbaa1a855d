/** `@theme/Admonition`: `<Admonition type="tip" title="…">`, the component behind `:::tip`. */
import type { ReactNode } from 'react';
import { Admonition as ThemeAdmonition } from '../markdown/Admonition.tsx';

export interface AdmonitionProps {
  type: string;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

export default function Admonition({ type, title, children }: AdmonitionProps) {
  return <ThemeAdmonition kind={type} title={typeof title === 'string' ? title : undefined}>{children}</ThemeAdmonition>;
}
