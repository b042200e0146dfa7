import { useMemo, useSyncExternalStore } from 'react';
import { consentStore, type ConsentChoice, type ConsentStore } from './consent-store';

export type Consent = {
  /** Null while the visitor has not chosen, and always on the server and during hydration. */
  choice: ConsentChoice | null;
  /** Whether the banner should be on screen; false on the server and during hydration. */
  asking: boolean;
  /** False on the server and during hydration, when `choice` is the server's null rather than the visitor's answer. */
  ready: boolean;
  /** Counts the visitor's requests to see the question again (see ConsentStore.getReopenRequests). */
  reopenRequests: number;
  accept(): void;
  refuse(): void;
  reopen(): void;
};

const subscribeToNothing = () => () => {};

/** The visitor's cookie consent, kept in step with storage and with other tabs. */
export function useConsent(store: ConsentStore = consentStore): Consent {
  const choice = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const asking = useSyncExternalStore(store.subscribe, store.isAsking, () => false);
  const reopenRequests = useSyncExternalStore(store.subscribe, store.getReopenRequests, () => 0);
  const ready = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return useMemo(
    () => ({
      choice,
      asking,
      ready,
      reopenRequests,
      accept: () => store.choose('accepted'),
      refuse: () => store.choose('refused'),
      reopen: store.reopen,
    }),
    [choice, asking, ready, reopenRequests, store],
  );
}
