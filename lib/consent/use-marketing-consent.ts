import { consentStore, type ConsentStore } from './consent-store';
import { useConsent } from './use-consent';

export type MarketingConsent = {
  /** The visitor allowed third-party embeds (video players); false on the server and during hydration. */
  granted: boolean;
  /** False on the server and during hydration, when `granted` is not yet the visitor's answer. */
  ready: boolean;
  /** Puts the cookie question on screen again. */
  openSettings(): void;
};

/** Whether third-party embeds (video players) may load: the visitor accepted the marketing category. */
export function useMarketingConsent(store: ConsentStore = consentStore): MarketingConsent {
  const { categories, ready, reopen } = useConsent(store);
  return { granted: categories?.marketing === true, ready, openSettings: reopen };
}
