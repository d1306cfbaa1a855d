import type { ReactNode } from 'react';

/** Wide tables scroll inside their own box instead of widening the page. */
export function Table({ children }: { children?: ReactNode }) {
  return (
    <div className="sg-table-wrapper">
      <table>{children}</table>
    </div>
  );
}
