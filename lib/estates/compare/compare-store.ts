import { storageSubscription } from '@/lib/browser/storage-subscription';
import { checkCompareIds, MAX_COMPARE, MAX_COMPARE_ID } from './compare-ids';

/** localStorage key. Storage is per origin, and each agency has its own hostname: selections never cross agencies. */
export const COMPARE_KEY = 'compare';

export type CompareIds = readonly number[];
export type ToggleResult = 'added' | 'removed' | 'full';

export type CompareStore = {
  /** For useSyncExternalStore: calls `listener` after any change, in this tab or another one. */
  subscribe(listener: () => void): () => void;
  /** Oldest first (the columns' order); the same array for as long as the selection does not change. */
  getSnapshot(): CompareIds;
  /** Always empty: the server cannot know, so the first client render agrees with the HTML. */
  getServerSnapshot(): CompareIds;
  /** How many times a fifth listing was refused since the selection last changed: the tray says why. */
  getRefusals(): number;
  /** Adds the id at the end, removes it, or refuses a fifth one ('full'). */
  toggle(id: number): ToggleResult;
  clear(): void;
};

type StoreOptions = {
  storage?: () => Storage | null;
  events?: () => Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
};

const EMPTY: CompareIds = Object.freeze([]);

function browserStorage(): Storage | null {
  try {
    // Reading the property itself throws a SecurityError when the visitor blocks site data.
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parse(raw: string | null): CompareIds {
  if (raw === null) return EMPTY;
  try {
    return Object.freeze(checkCompareIds(JSON.parse(raw)));
  } catch {
    return EMPTY;
  }
}

/** The same shape as the favourites store (lib/favourites/favourites-store.ts), with a hard limit instead of dropping the oldest. */
export function createCompareStore({ storage = browserStorage, events = () => (typeof window === 'undefined' ? null : window) }: StoreOptions = {}): CompareStore {
  let cachedRaw: string | null = null;
  let cached: CompareIds = EMPTY;
  // When storage refuses writes the selection lives here for the rest of the visit.
  let unsaved: CompareIds | null = null;
  let refusals = 0;

  function readRaw(): string | null {
    try {
      return storage()?.getItem(COMPARE_KEY) ?? null;
    } catch {
      return null;
    }
  }

  function getSnapshot(): CompareIds {
    if (unsaved) return unsaved;
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  }

  const { subscribe, notify } = storageSubscription(COMPARE_KEY, events, () => {
    unsaved = null;
    refusals = 0;
  });

  function write(next: readonly number[]): void {
    const ids = Object.freeze(next.slice(0, MAX_COMPARE));
    try {
      const target = storage();
      if (!target) throw new Error('no storage');
      if (ids.length === 0) target.removeItem(COMPARE_KEY);
      else target.setItem(COMPARE_KEY, JSON.stringify(ids));
      unsaved = null;
    } catch {
      unsaved = ids;
    }
    refusals = 0;
    notify();
  }

  return {
    subscribe,
    getSnapshot,
    getServerSnapshot: () => EMPTY,
    getRefusals: () => refusals,
    toggle(id) {
      const current = getSnapshot();
      // An id no route accepts is never stored: nothing changes.
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_COMPARE_ID) return 'removed';
      if (current.includes(id)) {
        write(current.filter((other) => other !== id));
        return 'removed';
      }
      if (current.length >= MAX_COMPARE) {
        refusals += 1;
        notify();
        return 'full';
      }
      write([...current, id]);
      return 'added';
    },
    clear() {
      if (getSnapshot().length > 0 || readRaw() !== null) write([]);
    },
  };
}

/** The browser's compare selection. Safe to import on the server: it touches nothing until it is used. */
export const compareStore = createCompareStore();
