/**
 * `@docusaurus/useIsomorphicLayoutEffect`: a layout effect in the browser, nothing on the server (where effects do not
 * run).
 */
import { useEffect, useLayoutEffect } from 'react';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
export default useIsomorphicLayoutEffect;
