/**
 * `@docusaurus/BrowserOnly`: children (a function) that only make sense in a
 * browser. The server renders the `fallback`, as Docusaurus does before
 * hydration; in a page or island the browser hydrates, the children replace
 * it once mounted.
 */
import { useEffect, useState, type ReactNode } from 'react';

export interface BrowserOnlyProps {
  children: () => ReactNode;
  fallback?: ReactNode;
}

/**
 * The render function, called by a component of its own: the hooks it calls (`useColorMode()` inside
 * `{() => …}`, as Docusaurus sites write it) are that component's, not BrowserOnly's, whose hooks would
 * otherwise change in number between the first render and the one after mounting.
 */
function BrowserChildren({ render }: { render: () => ReactNode }) {
  return <>{render()}</>;
}

export default function BrowserOnly({ children, fallback }: BrowserOnlyProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? <BrowserChildren render={children} /> : (fallback ?? null)}</>;
}
