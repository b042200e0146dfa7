// @vitest-environment jsdom
// @vitest-isolate: the page's data layer and consent library state must be a fresh page's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackLead } from '@/lib/analytics/lead-event';
import { consentOf, type ConsentCategories } from '@/lib/consent/categories';
import { createConsentStore } from '@/lib/consent/consent-store';

type Tracked = Window & { dataLayer?: unknown[]; _paq?: unknown[][]; plausible?: (...args: unknown[]) => void };
const page = () => window as Tracked;

async function storeWith(consent: ConsentCategories | null) {
  const store = createConsentStore({ storage: () => null, events: () => null, persist: async () => {} });
  if (consent) await store.choose(consent);
  return store;
}

afterEach(() => {
  delete page().dataLayer;
  delete page()._paq;
  delete page().plausible;
});

describe('lead events', () => {
  it('send nothing before the visitor chose, nor after a refusal', async () => {
    page()._paq = [];
    page().plausible = vi.fn();
    trackLead('contact', await storeWith(null));
    trackLead('contact', await storeWith(consentOf(false, false)));
    expect(page().dataLayer ?? []).toEqual([]);
    expect(page()._paq).toEqual([]);
    expect(page().plausible).not.toHaveBeenCalled();
  });

  it('go to the data layer, Matomo and Plausible once statistics are accepted', async () => {
    page()._paq = [];
    page().plausible = vi.fn();
    trackLead('valuation', await storeWith(consentOf(true, false)));
    expect(page().dataLayer).toEqual([{ event: 'lead', lead_type: 'valuation' }]);
    expect(page()._paq).toEqual([['trackEvent', 'lead', 'valuation']]);
    expect(page().plausible).toHaveBeenCalledWith('lead', { props: { lead_type: 'valuation' } });
  });

  it('go only to the data layer with marketing alone: Matomo and Plausible count statistics', async () => {
    page()._paq = [];
    page().plausible = vi.fn();
    trackLead('visit', await storeWith(consentOf(false, true)));
    expect(page().dataLayer).toEqual([{ event: 'lead', lead_type: 'visit' }]);
    expect(page()._paq).toEqual([]);
    expect(page().plausible).not.toHaveBeenCalled();
  });
});
