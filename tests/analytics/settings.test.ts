import { describe, expect, it } from 'vitest';
import { analyticsToolsFrom, hasAnalytics, OFFICIAL_SCRIPT_URLS } from '@/lib/analytics/settings';

describe('analytics settings per site', () => {
  it('reads each tool of one site, with the official script URLs by default', () => {
    const tools = analyticsToolsFrom(
      { GA4_ID_1: 'G-ABC123XYZ', GTM_ID_1: 'GTM-K9X7QP', MATOMO_URL_1: 'https://stats.agency.be', MATOMO_SITE_ID_1: '7', PLAUSIBLE_DOMAIN_1: 'agency.be' },
      1,
    );
    expect(tools).toEqual({
      ga4: { id: 'G-ABC123XYZ', scriptUrl: OFFICIAL_SCRIPT_URLS.ga4 },
      gtm: { id: 'GTM-K9X7QP', scriptUrl: OFFICIAL_SCRIPT_URLS.gtm },
      matomo: { url: 'https://stats.agency.be/', siteId: '7' },
      plausible: { domain: 'agency.be', scriptUrl: OFFICIAL_SCRIPT_URLS.plausible },
    });
  });

  it('gives one site none of another site’s tools, and a site without settings no tool at all', () => {
    const variables = { GA4_ID_1: 'G-ABC123XYZ', PLAUSIBLE_DOMAIN_2: 'other.be' };
    expect(analyticsToolsFrom(variables, 2)).toEqual({ plausible: { domain: 'other.be', scriptUrl: OFFICIAL_SCRIPT_URLS.plausible } });
    expect(hasAnalytics(analyticsToolsFrom(variables, 3))).toBe(false);
    expect(hasAnalytics(analyticsToolsFrom({ GA4_ID_3: '' }, 3))).toBe(false);
  });

  it('takes script URLs from the environment, so tests can serve a fake', () => {
    const tools = analyticsToolsFrom({ GA4_ID_2: 'G-TEST1234', GA4_SCRIPT_URL: 'http://127.0.0.1:3106/gtag/js' }, 2);
    expect(tools.ga4?.scriptUrl).toBe('http://127.0.0.1:3106/gtag/js');
  });

  it('fails at start naming the variable when a value is wrong', () => {
    expect(() => analyticsToolsFrom({ GA4_ID_1: 'UA-1234-1' }, 1)).toThrow(/analytics of site 1.*ga4: must be a GA4 measurement id/);
    expect(() => analyticsToolsFrom({ GTM_ID_1: 'G-ABC123' }, 1)).toThrow(/gtm/);
    expect(() => analyticsToolsFrom({ PLAUSIBLE_SCRIPT_URL: 'javascript:alert(1)' }, 1)).toThrow(/PLAUSIBLE_SCRIPT_URL/);
    expect(() => analyticsToolsFrom({ MATOMO_URL_1: 'https://stats.agency.be/' }, 1)).toThrow(/MATOMO_URL and MATOMO_SITE_ID go together/);
  });
});
