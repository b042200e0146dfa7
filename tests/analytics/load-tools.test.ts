// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsTools } from '@/lib/analytics/settings';
import { consentOf } from '@/lib/consent/categories';

const TOOLS: AnalyticsTools = {
  ga4: { id: 'G-ABC123XYZ', scriptUrl: 'http://fake.test/gtag/js' },
  gtm: { id: 'GTM-K9X7QP', scriptUrl: 'http://fake.test/gtm.js' },
  matomo: { url: 'http://fake.test/matomo/', siteId: '7' },
  plausible: { domain: 'agency.be', scriptUrl: 'http://fake.test/plausible.js' },
};

const scripts = () => [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const layer = () => ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) => (entry && typeof entry === 'object' && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry));

// A fresh page for each test: the module remembers which tools it started.
async function freshPage() {
  vi.resetModules();
  document.head.innerHTML = '';
  delete (window as { dataLayer?: unknown }).dataLayer;
  delete (window as { _paq?: unknown })._paq;
  return import('@/lib/analytics/load-tools');
}

beforeEach(() => vi.resetModules());

describe('starting the analytics tools', () => {
  it('loads nothing after a refusal, and tells Consent Mode everything stays denied', async () => {
    const { applyConsent } = await freshPage();
    expect(applyConsent(TOOLS, consentOf(false, false))).toEqual([]);
    expect(scripts()).toEqual([]);
    expect(layer()).toEqual([['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]]);
  });

  it('loads every tool after statistics, the Consent Mode update in the data layer before Google’s tags', async () => {
    const { applyConsent } = await freshPage();
    applyConsent(TOOLS, consentOf(true, false));
    expect(scripts()).toEqual(['http://fake.test/gtag/js?id=G-ABC123XYZ', 'http://fake.test/gtm.js?id=GTM-K9X7QP', 'http://fake.test/matomo/matomo.js', 'http://fake.test/plausible.js']);
    expect(layer()[0]).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    expect(layer()).toContainEqual(['config', 'G-ABC123XYZ']);
    expect(document.querySelector('script[data-domain="agency.be"]')).not.toBeNull();
    expect((window as { _paq?: unknown[][] })._paq).toContainEqual(['setSiteId', '7']);
  });

  it('loads only the tag manager after marketing alone, its tags told by Consent Mode', async () => {
    const { applyConsent } = await freshPage();
    applyConsent(TOOLS, consentOf(false, true));
    expect(scripts()).toEqual(['http://fake.test/gtm.js?id=GTM-K9X7QP']);
    expect(layer()[0]).toEqual(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
  });

  it('loads each script once however often the choice changes, and tells Consent Mode of each change', async () => {
    const { applyConsent } = await freshPage();
    applyConsent(TOOLS, consentOf(true, true));
    applyConsent(TOOLS, consentOf(true, true));
    applyConsent(TOOLS, consentOf(false, false));
    expect(scripts()).toHaveLength(4);
    expect(layer().filter((entry) => Array.isArray(entry) && entry[1] === 'update')).toHaveLength(2);
  });
});
