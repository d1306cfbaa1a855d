/**
 * Recent searches and favourites, DocSearch-style, in local storage: a
 * recent search is a hit the reader chose, a favourite one they starred.
 * Storage may be missing, throw (private mode, a full quota) or hold
 * anything (another version, another script): none of that may break the
 * search box, so reads fall back to empty and failed writes live on in
 * memory for the session.
 */
import { searchLimits } from './searchTypes.ts';

/** What is kept of a hit: enough to list and open it, no highlighting (that belonged to one query). */
export interface StoredHit {
  id: string;
  url: string;
  page: string;
  section: string;
}

export interface SearchHistory {
  /** Most recent first: `searchLimits.recentSearches`, or `recentSearchesWithFavourites` when there are favourites. */
  recents(): StoredHit[];
  /** Most recently added first, at most `searchLimits.favourites`. */
  favourites(): StoredHit[];
  /** Puts `hit` first; not added when it is a favourite (it is listed there). */
  addRecent(hit: StoredHit): void;
  removeRecent(id: string): void;
  /** Puts `hit` first among the favourites (dropping the oldest beyond the limit) and out of the recents. */
  addFavourite(hit: StoredHit): void;
  removeFavourite(id: string): void;
  isFavourite(id: string): boolean;
}

type HistoryStorage = Pick<Storage, 'getItem' | 'setItem'>;

const toStoredHit = ({ id, url, page, section }: StoredHit): StoredHit => ({ id, url, page, section });

function isStoredHit(value: unknown): value is StoredHit {
  if (typeof value !== 'object' || value === null) return false;
  const { id, url, page, section } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof url === 'string' && typeof page === 'string' && typeof section === 'string';
}

/** The valid, distinct hits of a stored value; anything else reads as nothing. */
function parseHits(raw: string | null): StoredHit[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const hits: StoredHit[] = [];
  for (const item of value as unknown[])
    if (isStoredHit(item) && !hits.some(({ id }) => id === item.id)) hits.push(toStoredHit(item));
  return hits;
}

/** One list under one storage key, kept in memory when storage fails. */
function storedList(storage: HistoryStorage | undefined, storageKey: string) {
  let memory: StoredHit[] = [];
  // Once a write fails, storage holds an older list than the session's: stop reading it until a write succeeds.
  let storageBehind = false;
  return {
    read(): StoredHit[] {
      if (!storage || storageBehind) return memory;
      try {
        // Read every time: another tab, or another history on the same storage, may have written since.
        memory = parseHits(storage.getItem(storageKey));
      } catch {
        // Storage that cannot be read: the session's list stands.
      }
      return memory;
    },
    write(hits: StoredHit[]): void {
      memory = hits;
      if (!storage) return;
      try {
        storage.setItem(storageKey, JSON.stringify(hits));
        storageBehind = false;
      } catch {
        storageBehind = true;
      }
    },
  };
}

/**
 * The history kept under `${key}-recent` and `${key}-favourites`; `storage` is usually `window.localStorage` (undefined
 * when it cannot be reached).
 */
export function createSearchHistory(storage: HistoryStorage | undefined, key: string): SearchHistory {
  const recent = storedList(storage, `${key}-recent`);
  const favourite = storedList(storage, `${key}-favourites`);
  const favourites = () => favourite.read().slice(0, searchLimits.favourites);
  const isFavourite = (id: string) => favourites().some((hit) => hit.id === id);

  return {
    recents() {
      const starred = favourites();
      // All 7 stay stored: removing the last favourite brings the hidden ones back.
      const limit = starred.length > 0 ? searchLimits.recentSearchesWithFavourites : searchLimits.recentSearches;
      return recent
        .read()
        .filter((hit) => !starred.some((star) => star.id === hit.id))
        .slice(0, limit);
    },
    favourites,
    addRecent(hit) {
      if (isFavourite(hit.id)) return;
      recent.write(
        [toStoredHit(hit), ...recent.read().filter(({ id }) => id !== hit.id)].slice(0, searchLimits.recentSearches),
      );
    },
    removeRecent(id) {
      recent.write(recent.read().filter((hit) => hit.id !== id));
    },
    addFavourite(hit) {
      favourite.write(
        [toStoredHit(hit), ...favourites().filter(({ id }) => id !== hit.id)].slice(0, searchLimits.favourites),
      );
      const recents = recent.read();
      if (recents.some(({ id }) => id === hit.id)) recent.write(recents.filter(({ id }) => id !== hit.id));
    },
    removeFavourite(id) {
      favourite.write(favourites().filter((hit) => hit.id !== id));
    },
    isFavourite,
  };
}
