/**
 * `@docusaurus/BrowserOnly`: children (a function) that only make sense in a
 * browser. sitegen renders docs to static HTML and hydrates only widgets, so
 * the server shows the `fallback`, as Docusaurus does before hydration.
 */
import type { ReactNode } from 'react';

export interface BrowserOnlyProps {
  children: () => ReactNode;
  fallback?: ReactNode;
}

export default function BrowserOnly({ fallback }: BrowserOnlyProps) {
  return <>{fallback ?? null}</>;
}
