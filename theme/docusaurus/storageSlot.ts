/**
 * `createStorageSlot` of `@docusaurus/theme-common`: a key of localStorage, read and written without failing where
 * storage is refused.
 */
export interface StorageSlot {
  get: () => string | null;
  set: (value: string) => void;
  del: () => void;
  listen: (onChange: (event: StorageEvent) => void) => () => void;
}

export function createStorageSlot(key: string): StorageSlot {
  const storage = (): Storage | undefined => {
    try {
      return typeof localStorage === 'undefined' ? undefined : localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    get: () => storage()?.getItem(key) ?? null,
    set: (value) => {
      storage()?.setItem(key, value);
    },
    del: () => {
      storage()?.removeItem(key);
    },
    listen: (onChange) => {
      const listener = (event: StorageEvent) => {
        if (event.key === key) onChange(event);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}
