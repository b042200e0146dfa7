import { useMemo, useSyncExternalStore } from 'react';
import { ALL_CATEGORIES, NECESSARY_ONLY, type ConsentCategories } from './categories';
import { consentStore, type ConsentStore } from './consent-store';

export type Consent = {
  /** Null while the visitor has not chosen, and always on the server and during hydration. */
  categories: ConsentCategories | null;
  /** Whether the banner should be on screen; false on the server and during hydration. */
  asking: boolean;
  /** False on the server and during hydration, when `categories` is the server's null rather than the visitor's answer. */
  ready: boolean;
  /** Counts the visitor's requests to see the question again (see ConsentStore.getReopenRequests). */
  reopenRequests: number;
  acceptAll(): void;
  refuseAll(): void;
  choose(consent: ConsentCategories): void;
  reopen(): void;
};

const subscribeToNothing = () => () => {};

/** The visitor's cookie consent, kept in step with storage and with other tabs. */
export function useConsent(store: ConsentStore = consentStore): Consent {
  const categories = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const asking = useSyncExternalStore(store.subscribe, store.isAsking, () => false);
  const reopenRequests = useSyncExternalStore(store.subscribe, store.getReopenRequests, () => 0);
  const ready = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return useMemo(
    () => ({
      categories,
      asking,
      ready,
      reopenRequests,
      acceptAll: () => void store.choose(ALL_CATEGORIES),
      refuseAll: () => void store.choose(NECESSARY_ONLY),
      choose: (consent: ConsentCategories) => void store.choose(consent),
      reopen: store.reopen,
    }),
    [categories, asking, reopenRequests, ready, store],
  );
}
