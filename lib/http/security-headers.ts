// The security headers of the site's pages, set by proxy.ts on each answer it passes on or makes itself.
// Computed from the running server's environment: a new tile, feed or reCAPTCHA host needs a restart, not a
// rebuild. Per-visitor pages get a nonced Content-Security-Policy instead (lib/http/page-policy.ts); what the
// proxy does not see (Next's files, photos, the APIs) gets the static set from next.config.ts.
import { analyticsHosts } from '@/lib/analytics/csp-hosts';
import { analyticsTools, env, mapTiles, recaptchaConfig, socialFeedConfig, socialFeedImageHostsSetting } from '@/lib/env';
import { SOCKET_PROTOCOL_HEADER } from './socket-headers';
import { EMBEDDABLE_FOLDERS, IMAGE_EXTENSIONS, SAME_FOR_EVERY_ANSWER, type Header } from './static-security-headers.mjs';
import { contentSecurityPolicy, hostSource, requestIsHttps, templateHostSource, type CspSources } from './content-security-policy';

export type { Header } from './static-security-headers.mjs';

/** The social feed provider's picture hosts: SOCIAL_FEED_IMAGE_HOSTS, else Instagram's CDNs for Instagram's API, else the feed URL's own host. */
export function socialFeedImageHosts(feedUrl: string | undefined, listed: string | undefined): string[] {
  if (listed?.trim()) return listed.split(',').flatMap((host) => hostSource(host) ?? []);
  const own = templateHostSource(feedUrl);
  if (!own) return [];
  if (/^https:\/\/graph\.(instagram|facebook)\.com$/.test(own)) return ['https://*.cdninstagram.com', 'https://*.fbcdn.net'];
  return [own];
}

/**
 * The picture hosts of one site's feed: none for a site without a feed, so one agency's policy never names
 * another's feed host.
 */
export function siteFeedImageHosts(siteId: number): string[] {
  if (!socialFeedConfig(siteId)) return [];
  return socialFeedImageHosts(env().SOCIAL_FEED_URL, socialFeedImageHostsSetting(siteId));
}

/** What the policy allows beyond the site itself, from the environment: with `siteId`, that site's feed pictures and analytics too. */
export function cspSourcesFromEnv(siteId: number | null = null): CspSources {
  const e = env();
  const tiles = templateHostSource(mapTiles()?.url);
  return {
    imageHosts: [...(tiles ? [tiles] : []), ...(siteId === null ? [] : siteFeedImageHosts(siteId))],
    recaptcha: recaptchaConfig() !== null,
    development: e.NODE_ENV === 'development',
    // A site's analytics hosts, none on an answer no site makes: one agency's policy never names another's tools.
    ...(siteId === null ? {} : { analytics: analyticsHosts(analyticsTools(siteId)) }),
  };
}

let sources: CspSources | undefined;
const siteSources = new Map<number, CspSources>();

/** The sources of an answer no site makes (an unknown host, a 503), read once per process. */
export function currentCspSources(): CspSources {
  sources ??= cspSourcesFromEnv();
  return sources;
}

/** The sources of one site's pages, read once per process and site (the settings need a restart to change). */
export function siteCspSources(siteId: number): CspSources {
  let known = siteSources.get(siteId);
  if (!known) siteSources.set(siteId, (known = cspSourcesFromEnv(siteId)));
  return known;
}

/**
 * Photos and other images other sites may show: the listing photos in an alert mail opened in webmail, a
 * logo on a portal. Everything else is for this site's own pages (CORP same-site).
 */
const EMBEDDABLE_FOLDER = new RegExp(`^/(${EMBEDDABLE_FOLDERS.join('|')})\\b`);
const IMAGE_FILE = new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i');

function embeddableElsewhere(path: string): boolean {
  return EMBEDDABLE_FOLDER.test(path) || IMAGE_FILE.test(path);
}

export type RequestFacts = { path: string; https: boolean };

/** The four possible sets (https or not, embeddable or not) of one configuration, each built once. */
const headerSets = new WeakMap<CspSources, Map<string, readonly Header[]>>();

/**
 * Every security header of one answer. Built once per configuration and kind of answer, not per request.
 */
export function securityHeadersFor({ path, https }: RequestFacts, cspSources: CspSources = currentCspSources()): readonly Header[] {
  const embeddable = embeddableElsewhere(path);
  let sets = headerSets.get(cspSources);
  if (!sets) headerSets.set(cspSources, (sets = new Map()));
  const key = `${https} ${embeddable}`;
  let headers = sets.get(key);
  if (!headers) {
    headers = Object.freeze([
      ...SAME_FOR_EVERY_ANSWER,
      { key: 'Cross-Origin-Resource-Policy', value: embeddable ? 'cross-origin' : 'same-site' },
      { key: 'Content-Security-Policy', value: contentSecurityPolicy(cspSources, { https }) },
    ]);
    sets.set(key, headers);
  }
  return headers;
}

/** Whether a request came over https, from its headers as server.mjs stamped them (TRUSTED_PROXY_HOPS decides whether X-Forwarded-Proto counts). */
export function isHttps(headers: { get(name: string): string | null }): boolean {
  return requestIsHttps(headers.get(SOCKET_PROTOCOL_HEADER), headers.get('x-forwarded-proto'), env().TRUSTED_PROXY_HOPS);
}
