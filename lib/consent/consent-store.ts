import { browserStorage, browserWindow, storageSubscription } from '@/lib/browser/storage-subscription';

/** localStorage key. Storage is per origin, and each agency has its own hostname: a choice never crosses agencies. */
export const CONSENT_KEY = 'consent';

export const consentChoices = ['accepted', 'refused'] as const;
export type ConsentChoice = (typeof consentChoices)[number];

export type ConsentStore = {
  /** For useSyncExternalStore: calls `listener` after any change, in this tab or another one. */
  subscribe(listener: () => void): () => void;
  /** The visitor's choice, or null while they have not made one. */
  getSnapshot(): ConsentChoice | null;
  /** Always null: the server cannot know, so the first client render agrees with the HTML. */
  getServerSnapshot(): null;
  /** Whether the choice should be on screen: no choice yet, or the visitor asked to change it. */
  isAsking(): boolean;
  /** Remembers the choice and closes the question. */
  choose(choice: ConsentChoice): void;
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
};

/** A stored value, or null for anything else (never chosen, edited by hand, an older format). */
export function parseConsent(raw: string | null): ConsentChoice | null {
  return raw === 'accepted' || raw === 'refused' ? raw : null;
}

export function createConsentStore({ storage = browserStorage, events = browserWindow }: StoreOptions = {}): ConsentStore {
  // When storage refuses writes (quota, Safari's private mode) the choice lives here for the rest of the visit.
  let unsaved: ConsentChoice | null = null;
  let reopened = false;
  let reopenRequests = 0;

  function getSnapshot(): ConsentChoice | null {
    if (unsaved) return unsaved;
    try {
      return parseConsent(storage()?.getItem(CONSENT_KEY) ?? null);
    } catch {
      return null;
    }
  }

  const { subscribe, notify } = storageSubscription(CONSENT_KEY, events, (event) => {
    unsaved = null;
    // The visitor answered in another tab: the question open here is answered too.
    if (parseConsent(event.newValue) !== null) reopened = false;
  });

  return {
    subscribe,
    getSnapshot,
    getServerSnapshot: () => null,
    isAsking: () => reopened || getSnapshot() === null,
    choose(choice) {
      try {
        const target = storage();
        if (!target) throw new Error('no storage');
        target.setItem(CONSENT_KEY, choice);
        unsaved = null;
      } catch {
        unsaved = choice;
      }
      reopened = false;
      // The `storage` event only reaches other tabs; this tab's banner and share links hear it from here.
      notify();
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
