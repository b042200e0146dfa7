// lib/browser/shape.ts, not Zod: this module ships with every page that shows a card (issue 16).
import { array, int } from '@/lib/browser/shape';
import { storageSubscription } from '@/lib/browser/storage-subscription';

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

type StoreOptions = {
  /** Where the list lives; null when there is none (server, storage blocked). Read on every access, never cached. */
  storage?: () => Storage | null;
  /** Where other tabs' `storage` events arrive. */
  events?: () => Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
};

const EMPTY: FavouriteIds = Object.freeze([]);

function browserStorage(): Storage | null {
  try {
    // Reading the property itself throws a SecurityError when the visitor blocks site data.
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function browserWindow(): Window | null {
  return typeof window === 'undefined' ? null : window;
}

/** A stored value, or the empty list for anything that is not a valid one (corrupted, edited by hand, older format). */
function parse(raw: string | null): FavouriteIds {
  if (raw === null) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  try {
    return Object.freeze(checkFavouriteIds(value));
  } catch {
    return EMPTY;
  }
}

function isValidId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_ID;
}

export function createFavouritesStore({ storage = browserStorage, events = browserWindow }: StoreOptions = {}): FavouritesStore {
  // The last raw value read and its parsed list: a snapshot is re-parsed only when the stored text changed.
  let cachedRaw: string | null = null;
  let cached: FavouriteIds = EMPTY;
  // When storage refuses writes (quota, Safari's private mode) the list lives here for the rest of the visit.
  let unsaved: FavouriteIds | null = null;

  function readRaw(): string | null {
    try {
      return storage()?.getItem(FAVOURITES_KEY) ?? null;
    } catch {
      return null;
    }
  }

  function getSnapshot(): FavouriteIds {
    if (unsaved) return unsaved;
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  }

  const { subscribe, notify } = storageSubscription(FAVOURITES_KEY, events, () => {
    // Another tab managed to save, so storage works again: its list wins over the one kept in memory.
    unsaved = null;
  });


  function write(next: readonly number[]): void {
    const ids = Object.freeze(next.slice(0, MAX_FAVOURITES));
    try {
      const target = storage();
      if (!target) throw new Error('no storage');
      if (ids.length === 0) target.removeItem(FAVOURITES_KEY);
      else target.setItem(FAVOURITES_KEY, JSON.stringify(ids));
      unsaved = null;
    } catch {
      unsaved = ids;
    }
    // The `storage` event only reaches other tabs; this tab's other hearts and lists hear it from here.
    notify();
  }

  return {
    subscribe,
    getSnapshot,
    getServerSnapshot: () => EMPTY,
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
    clear() {
      if (getSnapshot().length > 0 || readRaw() !== null) write([]);
    },
  };
}

/** The browser's favourites. Safe to import on the server: it touches nothing until it is used. */
export const favouritesStore = createFavouritesStore();
