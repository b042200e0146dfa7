import { browserStorage, browserWindow, storageSubscription } from '@/lib/browser/storage-subscription';
import { CONSENT_STORAGE_KEY, LEGACY_CONSENT_KEY, parseLegacyConsent, parseStoredConsent, provisionalStoredConsent, type ConsentCategories } from './categories';

export type ConsentStore = {
  /** For useSyncExternalStore: calls `listener` after any change, in this tab or another one. */
  subscribe(listener: () => void): () => void;
  /** The visitor's categories, or null while they have not chosen. */
  getSnapshot(): ConsentCategories | null;
  /** Always null: the server cannot know, so the first client render agrees with the HTML. */
  getServerSnapshot(): null;
  /** Whether the question should be on screen: no choice yet, or the visitor asked to change it. */
  isAsking(): boolean;
  /** Remembers the choice (through the library, loaded if need be) and closes the question at once. */
  choose(consent: ConsentCategories): Promise<void>;
  /** Puts the question on screen again (the footer's "cookie settings", the share links' note). */
  reopen(): void;
  /** How many times `reopen` was called: the banner moves the focus to itself on each new request. */
  getReopenRequests(): number;
};

type StoreOptions = {
  /** Where the choice lives; null when there is none (server, storage blocked). Read on every access, never cached. */
  storage?: () => Storage | null;
  /** Where other tabs' `storage` events arrive. */
  events?: () => Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /** Writes the choice where `storage` finds it again (vanilla-cookieconsent, loaded on demand). */
  persist?: (consent: ConsentCategories) => Promise<void>;
  now?: () => number;
};

const persistWithLibrary = async (consent: ConsentCategories) => (await import('./library')).saveConsent(consent);

/** The stored choice: the library's value, else the earlier banner's answer (accept: all, refuse: necessary only). */
export function readStoredConsent(storage: Storage | null, now: number): ConsentCategories | null {
  if (!storage) return null;
  try {
    return parseStoredConsent(storage.getItem(CONSENT_STORAGE_KEY), now) ?? parseLegacyConsent(storage.getItem(LEGACY_CONSENT_KEY));
  } catch {
    return null;
  }
}

export function createConsentStore({ storage = browserStorage, events = browserWindow, persist = persistWithLibrary, now = Date.now }: StoreOptions = {}): ConsentStore {
  // The choice just made: it counts at once, while the library loads and writes it, and for the rest of the
  // visit when storage refuses writes (quota, Safari's private mode).
  let chosen: ConsentCategories | null = null;
  let reopened = false;
  let reopenRequests = 0;

  const getSnapshot = () => chosen ?? readStoredConsent(storage(), now());

  const { subscribe, notify } = storageSubscription(CONSENT_STORAGE_KEY, events, (event) => {
    chosen = null;
    // The visitor answered in another tab: the question open here is answered too.
    if (parseStoredConsent(event.newValue, now()) !== null) reopened = false;
  });

  return {
    subscribe,
    getSnapshot,
    getServerSnapshot: () => null,
    isAsking: () => reopened || getSnapshot() === null,
    async choose(consent) {
      chosen = consent;
      reopened = false;
      // The `storage` event only reaches other tabs; this tab's banner, share links and analytics hear it from here.
      notify();
      try {
        storage()?.removeItem(LEGACY_CONSENT_KEY);
        // Kept at once: a visitor who answers and moves on before the library has loaded is not asked again.
        storage()?.setItem(CONSENT_STORAGE_KEY, provisionalStoredConsent(consent, now()));
        await persist(consent);
        // Stored: storage is the truth again, so another tab's later choice counts here.
        if (chosen === consent && readStoredConsent(storage(), now()) === consent) chosen = null;
      } catch {
        // Kept in memory for this visit; the question comes back on the next one.
      }
    },
    reopen() {
      reopened = true;
      reopenRequests += 1;
      notify();
    },
    getReopenRequests: () => reopenRequests,
  };
}

/** The browser's consent. Safe to import on the server: it touches nothing until it is used. */
export const consentStore = createConsentStore();
