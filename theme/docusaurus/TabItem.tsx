/** `@theme/TabItem`: one panel of `@theme/Tabs`, which reads its props. */
import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  /** The tab selected at first. */
  default?: boolean;
  className?: string;
  attributes?: Record<string, unknown>;
  children?: ReactNode;
}

export default function TabItem({ className, children }: TabItemProps) {
  return className ? <div className={className}>{children}</div> : <>{children}</>;
}
