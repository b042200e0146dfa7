import { consentStore, type ConsentStore } from '@/lib/consent/consent-store';
import { analyticsWindow, dataLayer } from './data-layer';

/** The leads the agency counts (docs/decisions/0061-consent-categories.md). */
export type LeadType = 'contact' | 'valuation' | 'visit' | 'subscription' | 'stay';

/**
 * Tells the site's analytics that a lead was sent: `{event: 'lead', lead_type}` in the data layer (a tag
 * manager's trigger, GA4 through it), and Matomo's and Plausible's own calls when their scripts are on the
 * page. Nothing at all without statistics or marketing consent: the data layer is read by tags that may be
 * of either kind. Matomo and Plausible load only with statistics, so their queues exist only then.
 */
export function trackLead(type: LeadType, store: ConsentStore = consentStore): void {
  const consent = store.getSnapshot();
  if (!consent || (!consent.statistics && !consent.marketing)) return;
  dataLayer().push({ event: 'lead', lead_type: type });
  if (!consent.statistics) return;
  const target = analyticsWindow();
  target._paq?.push(['trackEvent', 'lead', type]);
  target.plausible?.('lead', { props: { lead_type: type } });
}
