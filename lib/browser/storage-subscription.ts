export type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** The visitor's localStorage; null on the server or when the visitor blocks site data. */
export function browserStorage(): Storage | null {
  try {
    // Reading the property itself throws a SecurityError when the visitor blocks site data.
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Where other tabs' `storage` events arrive; null on the server. */
export function browserWindow(): Window | null {
  return typeof window === 'undefined' ? null : window;
}

/**
 * The subscription half of a localStorage-backed external store (for useSyncExternalStore): listeners
 * of this tab, told by `notify()` after a local change, and the `storage` event, which only reaches
 * other tabs, for changes made there. `onOtherTab` runs first so the store can drop what it held.
 */
export function storageSubscription(key: string, events: () => StorageEvents | null, onOtherTab: (event: StorageEvent) => void) {
  const listeners = new Set<() => void>();

  function notify(): void {
    for (const listener of [...listeners]) listener();
  }

  function onStorage(event: StorageEvent): void {
    // key null: another tab cleared the whole storage.
    if (event.key !== key && event.key !== null) return;
    onOtherTab(event);
    notify();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (listeners.size === 1) events()?.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) events()?.removeEventListener('storage', onStorage);
    };
  }

  return { subscribe, notify };
}
