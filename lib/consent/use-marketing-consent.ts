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

/**
 * Whether third-party embeds may load. The one place that maps the stored choice onto the marketing
 * category: with the single accept/refuse banner, "accepted" is marketing consent. When consent comes
 * in categories, only this function changes.
 */
export function useMarketingConsent(store: ConsentStore = consentStore): MarketingConsent {
  const { choice, ready, reopen } = useConsent(store);
  return { granted: choice === 'accepted', ready, openSettings: reopen };
}
