import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { favouritesStore, type FavouriteIds, type FavouritesStore } from './favourites-store';

export type Favourites = {
  /** Newest first; empty on the server and during hydration. */
  ids: FavouriteIds;
  /**
   * False on the server and during hydration, when `ids` is the empty server snapshot rather than the visitor's
   * list: a page can show a placeholder then instead of "you have no favourites".
   */
  ready: boolean;
  isFavourite(id: number): boolean;
  /** Answers whether the estate is a favourite now. */
  toggle(id: number): boolean;
  remove(ids: readonly number[]): void;
  clear(): void;
  /** Writes the cookie that lets the favourites page render this list on the server. */
  mirror(): void;
};


/** The visitor's favourites, kept in step with storage and with other tabs. */
export function useFavourites(store: FavouritesStore = favouritesStore): Favourites {
  const ids = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const ready = useHydrated();
  const isFavourite = useCallback((id: number) => ids.includes(id), [ids]);
  return useMemo(
    () => ({ ids, ready, isFavourite, toggle: store.toggle, remove: store.remove, clear: store.clear, mirror: store.mirror }),
    [ids, ready, isFavourite, store],
  );
}
