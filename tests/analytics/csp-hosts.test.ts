import { describe, expect, it } from 'vitest';
import { analyticsHosts } from '@/lib/analytics/csp-hosts';
import { analyticsToolsFrom } from '@/lib/analytics/settings';
import { contentSecurityPolicy } from '@/lib/http/content-security-policy';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));
const policyOf = (variables: Record<string, string>) =>
  directives(contentSecurityPolicy({ imageHosts: [], recaptcha: false, development: false, analytics: analyticsHosts(analyticsToolsFrom(variables, 1)) }, { https: true }));

describe('the Content-Security-Policy of a site with analytics', () => {
  it('names nothing beyond the site for a site without a tool', () => {
    const csp = policyOf({ GA4_ID_2: 'G-ABC123XYZ' });
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('names Google’s tag and collection hosts for GA4', () => {
    const csp = policyOf({ GA4_ID_1: 'G-ABC123XYZ' });
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://*.googletagmanager.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com']);
  });

  it('names only the Matomo host for Matomo, and only Plausible’s for Plausible', () => {
    const matomo = policyOf({ MATOMO_URL_1: 'https://stats.agency.be/matomo/', MATOMO_SITE_ID_1: '3' });
    expect(matomo.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://stats.agency.be']);
    expect(matomo.get('connect-src')).toEqual(["'self'", 'https://stats.agency.be']);
    const plausible = policyOf({ PLAUSIBLE_DOMAIN_1: 'agency.be' });
    expect(plausible.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://plausible.io']);
    expect(plausible.get('connect-src')).toEqual(["'self'", 'https://plausible.io']);
    expect(plausible.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('names the configured script host instead of Google’s when the tag is served elsewhere (a fake, a tagging server)', () => {
    const csp = policyOf({ GTM_ID_1: 'GTM-K9X7QP', GTM_SCRIPT_URL: 'http://127.0.0.1:3106/gtm.js' });
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'http://127.0.0.1:3106']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:3106']);
  });

  it('names a host once when two tools share it', () => {
    const csp = policyOf({ GA4_ID_1: 'G-ABC123XYZ', GTM_ID_1: 'GTM-K9X7QP' });
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://*.googletagmanager.com']);
  });
});
