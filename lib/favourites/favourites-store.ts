// lib/browser/shape.ts, not Zod: this module ships with every page that shows a card (issue 16).
import { array, int } from '@/lib/browser/shape';
import { EMPTY_IDS, storedIdList, type StoredIdListOptions } from '@/lib/browser/stored-id-list';

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
};

type StoreOptions = Pick<StoredIdListOptions, 'storage' | 'events'>;

function isValidId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_ID;
}

export function createFavouritesStore({ storage, events }: StoreOptions = {}): FavouritesStore {
  const list = storedIdList({ key: FAVOURITES_KEY, check: checkFavouriteIds, max: MAX_FAVOURITES, storage, events });
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
  };
}

/** The browser's favourites. Safe to import on the server: it touches nothing until it is used. */
export const favouritesStore = createFavouritesStore();
