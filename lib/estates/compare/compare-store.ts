import { EMPTY_IDS, storedIdList, type StoredIdListOptions } from '@/lib/browser/stored-id-list';
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

type StoreOptions = Pick<StoredIdListOptions, 'storage' | 'events'>;

/** The same list as the favourites (lib/browser/stored-id-list.ts), with a hard limit instead of dropping the oldest. */
export function createCompareStore({ storage, events }: StoreOptions = {}): CompareStore {
  let refusals = 0;
  const list = storedIdList({ key: COMPARE_KEY, check: checkCompareIds, max: MAX_COMPARE, storage, events, onOtherTab: () => (refusals = 0) });
  const { getSnapshot, notify } = list;

  function write(next: readonly number[]): void {
    refusals = 0;
    list.write(next);
  }

  return {
    subscribe: list.subscribe,
    getSnapshot,
    getServerSnapshot: () => EMPTY_IDS,
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
      refusals = 0;
      list.clear();
    },
  };
}

/** The browser's compare selection. Safe to import on the server: it touches nothing until it is used. */
export const compareStore = createCompareStore();
