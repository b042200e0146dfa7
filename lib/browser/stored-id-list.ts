import { browserStorage, browserWindow, storageSubscription, type StorageEvents } from './storage-subscription';

export type IdList = readonly number[];

export type StoredIdListOptions = {
  /** localStorage key. Storage is per origin, and each agency has its own hostname: lists never cross agencies. */
  key: string;
  /** The list a stored value holds; throws for anything else (corrupted, edited by hand, an older format). */
  check: (value: unknown) => number[];
  /** Longest list kept: a write keeps the first `max` ids. */
  max: number;
  /** Where the list lives; null when there is none (server, storage blocked). Read on every access, never cached. */
  storage?: () => Storage | null;
  /** Where other tabs' `storage` events arrive. */
  events?: () => StorageEvents | null;
  /** Runs when another tab changed the list, before the listeners hear of it. */
  onOtherTab?: () => void;
  /** Runs after this tab saved the list (not when storage refused it and the list is kept in memory only). */
  onSaved?: (ids: IdList) => void;
};

export const EMPTY_IDS: IdList = Object.freeze([]);

/**
 * A list of listing ids in localStorage, as the favourites and the compare selection keep it: a snapshot
 * re-read only when the stored text changed (useSyncExternalStore compares by identity), anything invalid
 * read as the empty list, and, when storage refuses writes (quota, Safari's private mode), the list kept in
 * memory for the rest of the visit until another tab manages to save.
 */
export function storedIdList({ key, check, max, storage = browserStorage, events = browserWindow, onOtherTab, onSaved }: StoredIdListOptions) {
  let cachedRaw: string | null = null;
  let cached: IdList = EMPTY_IDS;
  let unsaved: IdList | null = null;

  function parse(raw: string | null): IdList {
    if (raw === null) return EMPTY_IDS;
    try {
      return Object.freeze(check(JSON.parse(raw)));
    } catch {
      return EMPTY_IDS;
    }
  }

  function readRaw(): string | null {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function getSnapshot(): IdList {
    if (unsaved) return unsaved;
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  }

  const { subscribe, notify } = storageSubscription(key, events, () => {
    // Another tab managed to save, so storage works again: its list wins over the one kept in memory.
    unsaved = null;
    onOtherTab?.();
  });

  /** Stores the list (or keeps it in memory) and tells this tab's listeners: the `storage` event only reaches other tabs. */
  function write(next: readonly number[]): void {
    const ids = Object.freeze(next.slice(0, max));
    try {
      const target = storage();
      if (!target) throw new Error('no storage');
      if (ids.length === 0) target.removeItem(key);
      else target.setItem(key, JSON.stringify(ids));
      unsaved = null;
    } catch {
      unsaved = ids;
    }
    if (unsaved === null) onSaved?.(ids);
    notify();
  }

  /** Empties the list, also when only an invalid value is stored. */
  function clear(): void {
    if (getSnapshot().length > 0 || readRaw() !== null) write([]);
  }

  return { subscribe, notify, getSnapshot, write, clear };
}
