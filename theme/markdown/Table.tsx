import type { ReactNode } from 'react';

/**
 * Wide tables scroll inside their own box instead of widening the page. The
 * box is focusable, so keyboard users can scroll it too.
 */
export function Table({ children }: { children?: ReactNode }) {
  return (
    <div className="sg-table-wrapper" tabIndex={0}>
      <table>{children}</table>
    </div>
  );
}
