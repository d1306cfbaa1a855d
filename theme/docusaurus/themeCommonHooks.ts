/**
 * The hooks of `@docusaurus/theme-common` that act in the browser (state and effects): the colour mode, the
 * window size, a storage slot's value, the previous value. src/client/pageInteractivity.ts knows them by
 * name: a page that calls one is hydrated, one that uses only theme-common's class names is not.
 */
import { useCallback, useEffect, useState } from 'react';
import { useDocusaurusData } from './docusaurusContext.ts';
import { createStorageSlot, type StorageSlot } from './storageSlot.ts';

export type ColorMode = 'light' | 'dark';

function pageColorMode(fallback: ColorMode): ColorMode {
  if (typeof document === 'undefined') return fallback;
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/**
 * The colour mode: the config's default on the server and while hydrating (so both render the same), the
 * page's once mounted, following the toggle. `setColorMode` sets it as the toggle does, and remembers it.
 */
export function useColorMode(): {
  colorMode: ColorMode;
  colorModeChoice: ColorMode | null;
  setColorMode: (mode: ColorMode | null) => void;
  isDarkTheme: boolean;
  setLightTheme: () => void;
  setDarkTheme: () => void;
} {
  const { siteConfig } = useDocusaurusData();
  const colorModeConfig = (siteConfig.themeConfig.colorMode ?? {}) as { defaultMode?: ColorMode };
  const fallback: ColorMode = colorModeConfig.defaultMode === 'dark' ? 'dark' : 'light';
  const [colorMode, setMode] = useState<ColorMode>(fallback);
  useEffect(() => {
    setMode(pageColorMode(fallback));
    const observer = new MutationObserver(() => setMode(pageColorMode(fallback)));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, [fallback]);
  const setColorMode = useCallback((mode: ColorMode | null) => {
    const next = mode ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
    document.documentElement.dataset.theme = next;
    try {
      if (mode === null) localStorage.removeItem('theme');
      else localStorage.setItem('theme', mode);
    } catch {
      // storage refused: the choice lasts for this page
    }
  }, []);
  return {
    colorMode,
    colorModeChoice: colorMode,
    setColorMode,
    isDarkTheme: colorMode === 'dark',
    setLightTheme: () => setColorMode('light'),
    setDarkTheme: () => setColorMode('dark'),
  };
}

/** 'desktop' or 'mobile' once mounted (996 px, the theme's breakpoint), 'ssr' on the server and while hydrating. */
export function useWindowSize(options: { desktopBreakpoint?: number } = {}): 'desktop' | 'mobile' | 'ssr' {
  const breakpoint = options.desktopBreakpoint ?? 996;
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > breakpoint ? 'desktop' : 'mobile');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [breakpoint]);
  return size;
}

export function useStorageSlot(key: string | null): [string | null, StorageSlot] {
  const slot = createStorageSlot(key ?? '');
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    setValue(slot.get());
    return slot.listen(() => setValue(slot.get()));
    // The slot is made from the key: the key alone says when to listen again.
  }, [key]);
  return [value, slot];
}

export function usePrevious<T>(value: T): T | undefined {
  const [previous, setPrevious] = useState<{ value: T; before: T | undefined }>({ value, before: undefined });
  if (previous.value !== value) setPrevious({ value, before: previous.value });
  return previous.before;
}
