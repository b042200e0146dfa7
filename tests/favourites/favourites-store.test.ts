// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFavouritesStore,
  favouritesCookies,
  FAVOURITES_KEY,
  MAX_FAVOURITES,
  parseFavouritesCookie,
} from '@/lib/favourites/favourites-store';

function stored(): unknown {
  const raw = localStorage.getItem(FAVOURITES_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** What another tab does: write storage, then this tab receives a `storage` event. */
function writeFromAnotherTab(value: string | null) {
  if (value === null) localStorage.removeItem(FAVOURITES_KEY);
  else localStorage.setItem(FAVOURITES_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY, newValue: value, storageArea: localStorage }));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('favourites store', () => {
  it('starts empty and keeps favourites newest first', () => {
    const store = createFavouritesStore();
    expect(store.getSnapshot()).toEqual([]);
    expect(store.toggle(11)).toBe(true);
    expect(store.toggle(22)).toBe(true);
    expect(store.getSnapshot()).toEqual([22, 11]);
    expect(store.isFavourite(11)).toBe(true);
    expect(store.isFavourite(33)).toBe(false);
    expect(stored()).toEqual([22, 11]);
  });

  it('survives a reload: a fresh store reads what the previous one saved', () => {
    createFavouritesStore().toggle(7);
    const afterReload = createFavouritesStore();
    expect(afterReload.getSnapshot()).toEqual([7]);
    expect(afterReload.isFavourite(7)).toBe(true);
  });

  it('toggles off, removes several at once and clears', () => {
    const store = createFavouritesStore();
    for (const id of [1, 2, 3, 4]) store.toggle(id);
    expect(store.toggle(3)).toBe(false);
    expect(store.getSnapshot()).toEqual([4, 2, 1]);
    store.remove([1, 4, 99]);
    expect(store.getSnapshot()).toEqual([2]);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(localStorage.getItem(FAVOURITES_KEY)).toBeNull();
  });

  it('returns the same snapshot until the list changes (useSyncExternalStore compares by identity)', () => {
    const store = createFavouritesStore();
    store.toggle(5);
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.toggle(6);
    expect(store.getSnapshot()).not.toBe(first);
    expect(store.getServerSnapshot()).toEqual([]);
  });

  it.each([
    ['corrupted JSON', '[1, 2'],
    ['not an array', '{"ids":[1]}'],
    ['a non-integer', '[1, 2.5]'],
    ['a negative id', '[-3]'],
    ['a string id', '["12"]'],
    ['duplicates', '[4, 4]'],
    ['more than the cap', JSON.stringify(Array.from({ length: MAX_FAVOURITES + 1 }, (_, i) => i + 1))],
  ])('reads %s as an empty list, and the next change overwrites it', (_, raw) => {
    localStorage.setItem(FAVOURITES_KEY, raw);
    const store = createFavouritesStore();
    expect(store.getSnapshot()).toEqual([]);
    store.toggle(9);
    expect(stored()).toEqual([9]);
  });

  it('keeps at most 200, dropping the oldest', () => {
    const store = createFavouritesStore();
    for (let id = 1; id <= MAX_FAVOURITES + 5; id++) store.toggle(id);
    const ids = store.getSnapshot();
    expect(ids).toHaveLength(MAX_FAVOURITES);
    expect(ids[0]).toBe(MAX_FAVOURITES + 5);
    expect(ids.at(-1)).toBe(6);
    expect(stored()).toHaveLength(MAX_FAVOURITES);
  });

  it('ignores ids that can never be an estate', () => {
    const store = createFavouritesStore();
    expect(store.toggle(0)).toBe(false);
    expect(store.toggle(-1)).toBe(false);
    expect(store.toggle(1.5)).toBe(false);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('tells every subscriber of a change made in this tab', () => {
    const store = createFavouritesStore();
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(first);
    const unsubscribe = store.subscribe(second);
    store.toggle(3);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.clear();
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('follows another tab through the storage event', () => {
    const store = createFavouritesStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    writeFromAnotherTab('[42, 7]');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual([42, 7]);

    writeFromAnotherTab(null);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toEqual([]);

    // Other keys are none of its business.
    window.dispatchEvent(new StorageEvent('storage', { key: 'consent', newValue: 'yes', storageArea: localStorage }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    writeFromAnotherTab('[1]');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('degrades to an in-memory list when storage cannot be read or written', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = createFavouritesStore();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toEqual([]);
    expect(() => store.toggle(8)).not.toThrow();
    // The heart still works for the rest of the visit, and the page hears about it.
    expect(store.getSnapshot()).toEqual([8]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('works without any storage at all (the server, or site data blocked)', () => {
    const store = createFavouritesStore({ storage: () => null, events: () => null });
    expect(store.getSnapshot()).toEqual([]);
    const unsubscribe = store.subscribe(() => {});
    expect(store.toggle(4)).toBe(true);
    expect(store.getSnapshot()).toEqual([4]);
    unsubscribe();
  });

  describe('the mirror cookie the favourites page renders from', () => {
    it('follows every saved change, an emptied list included', () => {
      const writeCookies = vi.fn();
      const store = createFavouritesStore({ writeCookies });
      store.toggle(11);
      store.toggle(22);
      expect(writeCookies).toHaveBeenLastCalledWith([22, 11]);
      store.remove([11]);
      expect(writeCookies).toHaveBeenLastCalledWith([22]);
      store.clear();
      expect(writeCookies).toHaveBeenLastCalledWith([]);
      expect(writeCookies).toHaveBeenCalledTimes(4);
    });

    it('is written from storage on request (a list saved before the mirror existed), and not when storage refused the list', () => {
      localStorage.setItem(FAVOURITES_KEY, '[5, 4]');
      const writeCookies = vi.fn();
      const store = createFavouritesStore({ writeCookies });
      store.mirror();
      expect(writeCookies).toHaveBeenCalledWith([5, 4]);

      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError');
      });
      writeCookies.mockClear();
      store.toggle(6);
      expect(writeCookies).not.toHaveBeenCalled();
    });

    it('is sent with the favourites page of each language only, for 400 days, Secure over https', () => {
      expect(favouritesCookies([22, 11], false)).toEqual([
        'favourites=22.11; Path=/nl/favorieten; Max-Age=34560000; SameSite=Lax',
        'favourites=22.11; Path=/fr/favoris; Max-Age=34560000; SameSite=Lax',
        'favourites=22.11; Path=/en/favorites; Max-Age=34560000; SameSite=Lax',
        'favourites=22.11; Path=/de/favoriten; Max-Age=34560000; SameSite=Lax',
      ]);
      expect(favouritesCookies([], true)[0]).toBe('favourites=; Path=/nl/favorieten; Max-Age=34560000; SameSite=Lax; Secure');
    });

    it('reads back as the list, empty when emptied, and as nothing when absent or not one of ours', () => {
      expect(parseFavouritesCookie('22.11')).toEqual([22, 11]);
      expect(parseFavouritesCookie('')).toEqual([]);
      expect(parseFavouritesCookie(undefined)).toBeNull();
      for (const value of ['22..11', '22.x', '0', '-3', '4.4', '1.5e99', '22,11']) expect(parseFavouritesCookie(value), value).toBeNull();
      const tooMany = Array.from({ length: MAX_FAVOURITES + 1 }, (_, i) => i + 1).join('.');
      expect(parseFavouritesCookie(tooMany)).toBeNull();
    });
  });
});
