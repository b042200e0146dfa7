import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and during hydration, true once React runs in the browser. A control that only
 * works with JavaScript says it is not ready (aria-disabled) until then: a click before would be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
