// lib/browser/shape.ts, not Zod: this module ships with every page that shows a card.
import { array, int } from '@/lib/browser/shape';
import { EMPTY_IDS, storedIdList, type StoredIdListOptions } from '@/lib/browser/stored-id-list';
import { favouritesPathnames, locales } from '@/lib/rules';

/** localStorage key. Storage is per origin, and each agency has its own hostname: favourites never cross agencies. */
export const FAVOURITES_KEY = 'favourites';
/** Oldest favourites drop off beyond this, so storage stays small and the favourites page stays quick. */
export const MAX_FAVOURITES = 200;
/** The largest id a route accepts (lib/domain/route-params.ts); a larger one could never be fetched. */
const MAX_ID = 2_147_483_647;

/** Newest first, unique positive ids, at most MAX_FAVOURITES; throws otherwise. */
export function checkFavouriteIds(value: unknown): number[] {
  const ids = array(int(1, MAX_ID), MAX_FAVOURITES)(value);
  if (new Set(ids).size !== ids.length) throw new Error('duplicate id');
  return ids;
}

export type FavouriteIds = readonly number[];

/**
 * A cookie mirrors the list for the favourites page alone (its Path is that page's, in each language), so the
 * server can put the visitor's cards in the HTML; storage stays the truth. No other request of the site
 * carries it, so cached pages and a CDN never see it (docs/decisions/0051-favourites.md).
 */
export const FAVOURITES_COOKIE = 'favourites';
/** Browsers keep a cookie 400 days at most; every change, and every view of the favourites page, renews it. */
const COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

/** The cookies (document.cookie syntax) that mirror `ids`, newest first: one per language's favourites page. */
export function favouritesCookies(ids: FavouriteIds, secure: boolean): string[] {
  const flags = `Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return locales.map((locale) => `${FAVOURITES_COOKIE}=${ids.join('.')}; Path=/${locale}${favouritesPathnames[locale]}; ${flags}`);
}

/** The ids a mirror cookie names: [] for an emptied list, null when there is none or it is not one of ours. */
export function parseFavouritesCookie(value: string | undefined): number[] | null {
  if (value === undefined) return null;
  if (value === '') return [];
  try {
    return checkFavouriteIds(value.split('.').map(Number));
  } catch {
    return null;
  }
}

function writeBrowserCookies(ids: FavouriteIds): void {
  if (typeof document === 'undefined') return;
  try {
    for (const cookie of favouritesCookies(ids, window.location.protocol === 'https:')) document.cookie = cookie;
  } catch {
    // A sandboxed frame refuses cookies: the page then fills from storage after hydration, as without the mirror.
  }
}

export type FavouritesStore = {
  /** For useSyncExternalStore: calls `listener` after any change, in this tab or another one. */
  subscribe(listener: () => void): () => void;
  /** The same array instance for as long as the list does not change (useSyncExternalStore compares by identity). */
  getSnapshot(): FavouriteIds;
  /** Always empty: the server cannot know, so the first client render agrees with the HTML. */
  getServerSnapshot(): FavouriteIds;
  isFavourite(id: number): boolean;
  /** Adds the id in front (newest first) or removes it; answers whether it is a favourite now. */
  toggle(id: number): boolean;
  remove(ids: readonly number[]): void;
  clear(): void;
  /** Writes the mirror cookie from storage (a list saved before the mirror existed gets one on the favourites page). */
  mirror(): void;
};

type StoreOptions = Pick<StoredIdListOptions, 'storage' | 'events'> & {
  /** Where the mirror cookie goes; the browser's cookies by default. */
  writeCookies?: (ids: FavouriteIds) => void;
};

function isValidId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_ID;
}

export function createFavouritesStore({ storage, events, writeCookies = writeBrowserCookies }: StoreOptions = {}): FavouritesStore {
  const list = storedIdList({ key: FAVOURITES_KEY, check: checkFavouriteIds, max: MAX_FAVOURITES, storage, events, onSaved: writeCookies });
  const { getSnapshot, write } = list;

  return {
    subscribe: list.subscribe,
    getSnapshot,
    getServerSnapshot: () => EMPTY_IDS,
    isFavourite: (id) => getSnapshot().includes(id),
    toggle(id) {
      if (!isValidId(id)) return false;
      const current = getSnapshot();
      if (current.includes(id)) {
        write(current.filter((other) => other !== id));
        return false;
      }
      write([id, ...current]);
      return true;
    },
    remove(ids) {
      const gone = new Set(ids);
      const current = getSnapshot();
      const next = current.filter((id) => !gone.has(id));
      if (next.length !== current.length) write(next);
    },
    clear: list.clear,
    mirror: () => writeCookies(getSnapshot()),
  };
}

/** The browser's favourites. Safe to import on the server: it touches nothing until it is used. */
export const favouritesStore = createFavouritesStore();
