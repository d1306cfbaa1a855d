import { describe, expect, it } from 'vitest';
import { createSearchHistory, type StoredHit } from '../../../theme/search/searchHistory.ts';

const hit = (n: number): StoredHit => ({ id: `/docs/p${n}`, url: `/docs/p${n}`, page: `Page ${n}`, section: '' });
const ids = (hits: StoredHit[]) => hits.map(({ id }) => id.replace('/docs/p', ''));

/** Local storage's two methods over a plain map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

describe('search history', () => {
  it('lists recent hits newest first, each once, at most 7', () => {
    const history = createSearchHistory(memoryStorage(), 'search');
    for (let n = 1; n <= 9; n++) history.addRecent(hit(n));
    expect(ids(history.recents())).toEqual(['9', '8', '7', '6', '5', '4', '3']);
    history.addRecent(hit(5));
    expect(ids(history.recents())).toEqual(['5', '9', '8', '7', '6', '4', '3']);
    history.removeRecent('/docs/p8');
    expect(ids(history.recents())).toEqual(['5', '9', '7', '6', '4', '3']);
  });

  it("keeps only a hit's id, url, page and section", () => {
    const storage = memoryStorage();
    const history = createSearchHistory(storage, 'search');
    history.addRecent({ ...hit(1), pageParts: [{ text: 'Page 1', match: true }] } as StoredHit);
    expect(history.recents()).toEqual([hit(1)]);
    expect(storage.items.get('search-recent')).toBe(
      '[{"id":"/docs/p1","url":"/docs/p1","page":"Page 1","section":""}]',
    );
  });

  it('shows 4 recents beside favourites, and all 7 again once the last favourite goes', () => {
    const history = createSearchHistory(memoryStorage(), 'search');
    for (let n = 1; n <= 7; n++) history.addRecent(hit(n));
    history.addFavourite(hit(20));
    expect(ids(history.recents())).toEqual(['7', '6', '5', '4']);
    expect(ids(history.favourites())).toEqual(['20']);
    history.removeFavourite('/docs/p20');
    expect(ids(history.recents())).toEqual(['7', '6', '5', '4', '3', '2', '1']);
    expect(history.favourites()).toEqual([]);
  });

  it('keeps 10 favourites, dropping the oldest', () => {
    const history = createSearchHistory(memoryStorage(), 'search');
    for (let n = 1; n <= 11; n++) history.addFavourite(hit(n));
    expect(ids(history.favourites())).toEqual(['11', '10', '9', '8', '7', '6', '5', '4', '3', '2']);
    expect(history.isFavourite('/docs/p1')).toBe(false);
    expect(history.isFavourite('/docs/p2')).toBe(true);
    history.addFavourite(hit(5));
    expect(ids(history.favourites())).toEqual(['5', '11', '10', '9', '8', '7', '6', '4', '3', '2']);
  });

  it('moves a hit starred from the recents to the favourites, and does not add a favourite to the recents', () => {
    const history = createSearchHistory(memoryStorage(), 'search');
    history.addRecent(hit(1));
    history.addRecent(hit(2));
    history.addFavourite(hit(1));
    expect(ids(history.recents())).toEqual(['2']);
    expect(ids(history.favourites())).toEqual(['1']);
    history.addRecent(hit(1));
    expect(ids(history.recents())).toEqual(['2']);
    history.removeFavourite('/docs/p1');
    expect(ids(history.recents())).toEqual(['2']);
    expect(history.favourites()).toEqual([]);
  });

  it('stores under `<key>-recent` and `<key>-favourites`, read by another history on the same storage', () => {
    const storage = memoryStorage();
    const first = createSearchHistory(storage, 'docs');
    const second = createSearchHistory(storage, 'docs');
    first.addRecent(hit(1));
    first.addFavourite(hit(2));
    expect([...storage.items.keys()].sort()).toEqual(['docs-favourites', 'docs-recent']);
    expect(second.recents()).toEqual([hit(1)]);
    expect(second.favourites()).toEqual([hit(2)]);
    expect(second.isFavourite('/docs/p2')).toBe(true);
    second.removeRecent('/docs/p1');
    expect(first.recents()).toEqual([]);
    expect(createSearchHistory(storage, 'other').favourites()).toEqual([]);
  });

  it('reads corrupt JSON, other shapes and invalid entries as nothing', () => {
    const storage = memoryStorage({
      'search-recent': '{not json',
      'search-favourites': JSON.stringify([
        hit(1),
        null,
        'p2',
        { id: 3, url: '/docs/p3', page: 'Page 3', section: '' },
        { id: '/docs/p4', url: '/docs/p4' },
        hit(1),
        hit(5),
      ]),
    });
    const history = createSearchHistory(storage, 'search');
    expect(history.recents()).toEqual([]);
    expect(history.favourites()).toEqual([hit(1), hit(5)]);
    storage.items.set('search-favourites', '{"id":"/docs/p1"}');
    expect(history.favourites()).toEqual([]);
    history.addRecent(hit(2));
    expect(history.recents()).toEqual([hit(2)]);
  });

  it("never throws when storage does, and keeps the session's history in memory", () => {
    const throwing = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    for (const storage of [throwing, undefined]) {
      const history = createSearchHistory(storage, 'search');
      expect(history.recents()).toEqual([]);
      history.addRecent(hit(1));
      history.addRecent(hit(2));
      history.addFavourite(hit(3));
      history.removeRecent('/docs/p1');
      expect(history.recents()).toEqual([hit(2)]);
      expect(history.favourites()).toEqual([hit(3)]);
      expect(history.isFavourite('/docs/p3')).toBe(true);
    }
  });

  it('keeps writes that storage refused, rather than reading back the older stored list', () => {
    const storage = memoryStorage({ 'search-recent': JSON.stringify([hit(1)]) });
    let full = true;
    const quota = {
      getItem: storage.getItem,
      setItem: (key: string, value: string) => {
        if (full) throw new Error('QuotaExceededError');
        storage.setItem(key, value);
      },
    };
    const history = createSearchHistory(quota, 'search');
    expect(history.recents()).toEqual([hit(1)]);
    history.addRecent(hit(2));
    expect(history.recents()).toEqual([hit(2), hit(1)]);
    full = false;
    history.addRecent(hit(3));
    expect(storage.items.get('search-recent')).toBe(JSON.stringify([hit(3), hit(2), hit(1)]));
  });
});
