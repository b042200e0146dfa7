import type { AnalyticsTools } from './settings';
import { OFFICIAL_SCRIPT_URLS } from './settings';

export type AnalyticsHosts = { scripts: string[]; connect: string[]; images: string[] };

/**
 * Google's hosts for GA4 (and a tag manager container carrying GA4 tags), as its CSP guide lists them
 * without Google Signals.
 */
const GOOGLE: AnalyticsHosts = {
  scripts: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

const origin = (url: string) => new URL(url).origin;

/** A script served elsewhere (a test's fake, an agency's own tagging server) loads and collects there. */
const sameHost = (url: string): AnalyticsHosts => ({ scripts: [origin(url)], connect: [origin(url)], images: [origin(url)] });

const google = (scriptUrl: string, official: string) => (scriptUrl === official ? GOOGLE : sameHost(scriptUrl));

/** Exactly the hosts a site's tools need in script-src, connect-src and img-src; none for a site without tools. */
export function analyticsHosts(tools: AnalyticsTools): AnalyticsHosts {
  const parts: AnalyticsHosts[] = [
    ...(tools.ga4 ? [google(tools.ga4.scriptUrl, OFFICIAL_SCRIPT_URLS.ga4)] : []),
    ...(tools.gtm ? [google(tools.gtm.scriptUrl, OFFICIAL_SCRIPT_URLS.gtm)] : []),
    ...(tools.matomo ? [sameHost(tools.matomo.url)] : []),
    // Plausible's script posts its events to its own origin and sets no image.
    ...(tools.plausible ? [{ scripts: [origin(tools.plausible.scriptUrl)], connect: [origin(tools.plausible.scriptUrl)], images: [] }] : []),
  ];
  const union = (pick: (hosts: AnalyticsHosts) => string[]) => [...new Set(parts.flatMap(pick))];
  return { scripts: union((h) => h.scripts), connect: union((h) => h.connect), images: union((h) => h.images) };
}
