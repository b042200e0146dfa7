import 'server-only';
import { z } from 'zod';
import { imageHostPatterns } from '@/lib/media/remote-photo';
import { analyticsToolsFrom, type AnalyticsTools } from '@/lib/analytics/settings';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** A social feed token: server-only, never sent to the browser. */
const feedTokenSchema = z.preprocess(emptyToUndefined, z.string().max(500).optional());
const feedImageHostsSchema = z.preprocess(emptyToUndefined, z.string().max(2000).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  /** Base URL of an external site API. Unset: the embedded demo API under /demo-api serves the data. */
  SITE_API_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /**
   * Hosts the site API's absolute photo URLs may come from, comma-separated (`cdn.example.be,*.zabun.be`,
   * a port where one is needed). Unset: the host of SITE_API_URL.
   */
  IMAGE_HOSTS: z.preprocess(emptyToUndefined, z.string().max(2000).optional()),
  /** Time one site-API call may take before it fails. */
  SITE_API_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Shared with the site API, which sends it to POST /api/revalidate when data changes. Unset: no such route. */
  REVALIDATE_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').max(200).optional()),
  /** Reverse proxies in front of the site that append to X-Forwarded-For; 0: the socket's address counts. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** `true` only behind a proxy that sets X-Forwarded-Host: the site is then picked by that header, not Host. */
  TRUST_FORWARDED_HOST: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  /** Posts of one form per visitor address per minute (docs/decisions/0022-form-abuse-limits.md). */
  FORM_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(5)),
  /** Redis shared by every instance: Next's cache (cache-handler.mjs, read by next.config.ts) and the form rate limits. Unset: each instance on its own. */
  REDIS_URL: z.preprocess(emptyToUndefined, z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional()),
  /**
   * The edge nodes (Varnish) that keep this deployment's pages, comma-separated base URLs
   * (`http://10.0.0.5:6081,http://10.0.0.6:6081`): a change the site API announces purges them by key
   * (docs/edge.md). Unset: no edge to tell.
   */
  EDGE_PURGE_URLS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(2000)
      .refine((list) => list.split(',').every((url) => /^https?:\/\/[^\s/]+\/?$/.test(url.trim())), 'must be comma-separated http(s) base URLs')
      .optional(),
  ),
  /**
   * Ports visitors reach a local hostname (localhost, *.localhost) on besides PORT, comma-separated: the
   * edge's port on a developer's machine. Absolute URLs keep such a port; any other port names the same
   * page as the bare hostname, so a port in Host never makes a page of its own.
   */
  PUBLIC_PORTS: z.preprocess(emptyToUndefined, z.string().regex(/^\d{1,5}(,\d{1,5})*$/, 'must be comma-separated ports').optional()),
  /** Map tile URL template, e.g. https://tile.example.org/{z}/{x}/{y}.png. Unset: the offline map of Belgium (components/map/base-map.tsx). */
  MAP_TILE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL template')
      .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'must contain {z}, {x} and {y}')
      .optional(),
  ),
  /** Plain text credited on the map for its tiles (shown as text, never as HTML). */
  MAP_TILE_ATTRIBUTION: z.preprocess(emptyToUndefined, z.string().max(300).optional()),
  /** reCAPTCHA v3 site key (public). With the secret set, forms send a token and the server verifies it. */
  RECAPTCHA_SITE_KEY: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  RECAPTCHA_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  /** Where tokens are verified; a local fake in tests. */
  RECAPTCHA_VERIFY_URL: z.preprocess(emptyToUndefined, z.string().url().default('https://www.google.com/recaptcha/api/siteverify')),
  /** Lowest reCAPTCHA v3 score a submission may have (0 = bot, 1 = human). */
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /**
   * Media listing of the social feed's provider, with `{token}` where the access token goes, e.g.
   * https://graph.instagram.com/me/media?fields=id,caption,media_type,media_url,thumbnail_url,permalink&access_token={token}.
   * Unset: no site shows a social feed.
   */
  SOCIAL_FEED_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL template')
      .refine((url) => url.includes('{token}'), 'must contain {token}')
      .optional(),
  ),
  /** Access token of the social feed of every site; SOCIAL_FEED_TOKEN_<siteId> overrides it for one site. */
  SOCIAL_FEED_TOKEN: feedTokenSchema,
  /**
   * Hosts the feed's pictures load from in the visitor's browser (the Content-Security-Policy's img-src),
   * comma-separated: `https://*.cdninstagram.com`. Unset: Instagram's CDNs for Instagram's API, else the
   * host of SOCIAL_FEED_URL.
   */
  SOCIAL_FEED_IMAGE_HOSTS: feedImageHostsSchema,
  /**
   * OpenTelemetry's collector (OTLP over HTTP), its base URL: traces go to `<url>/v1/traces` (docs/tracing.md).
   * Unset: no tracing SDK is loaded and no span is recorded.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(emptyToUndefined, z.string().regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL').optional()),
  /** The service name the traces carry. */
  OTEL_SERVICE_NAME: z.preprocess(emptyToUndefined, z.string().max(200).default('agency-site')),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The validated environment; fails fast with every problem named. */
export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  cached = parsed.data;
  return cached;
}

/** True when the embedded demo API answers under /demo-api. */
export function demoApiEnabled(): boolean {
  return env().SITE_API_URL === undefined;
}

/** Whether X-Forwarded-Host names the site asked for (TRUST_FORWARDED_HOST): only behind a proxy that sets it. */
export function trustForwardedHost(): boolean {
  return env().TRUST_FORWARDED_HOST === 'true';
}

/** Base URL every site-API call is sent to. */
export function siteApiBaseUrl(): string {
  const e = env();
  return e.SITE_API_URL ?? `http://127.0.0.1:${e.PORT}/demo-api`;
}

/** Host patterns a remote photo may be fetched from (lib/media/remote-photo.ts). */
export function imageHosts(): string[] {
  const e = env();
  return imageHostPatterns(e.IMAGE_HOSTS, e.SITE_API_URL);
}

/** The map's tile source, or null: the map then draws its own offline map of Belgium. */
export function mapTiles(): { url: string; attribution: string } | null {
  const e = env();
  return e.MAP_TILE_URL ? { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION ?? '' } : null;
}

/**
 * The service name traces carry, or null when OTEL_EXPORTER_OTLP_ENDPOINT is unset: no tracing. The OTLP
 * exporter reads the endpoint (and OTEL_EXPORTER_OTLP_HEADERS) itself, as OpenTelemetry specifies them.
 */
export function tracingConfig(): { serviceName: string } | null {
  const e = env();
  return e.OTEL_EXPORTER_OTLP_ENDPOINT ? { serviceName: e.OTEL_SERVICE_NAME } : null;
}

/** reCAPTCHA v3 keys, or null when either is unset: forms then work without a token. */
export function recaptchaConfig(): { siteKey: string; secretKey: string; verifyUrl: string; minScore: number } | null {
  const e = env();
  return e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY
    ? { siteKey: e.RECAPTCHA_SITE_KEY, secretKey: e.RECAPTCHA_SECRET_KEY, verifyUrl: e.RECAPTCHA_VERIFY_URL, minScore: e.RECAPTCHA_MIN_SCORE }
    : null;
}

/**
 * The media listing of one site's social feed, its token filled in, or null when the site has no feed (no
 * URL, or no token for it): the block is then absent. `SOCIAL_FEED_TOKEN_<siteId>` wins over
 * SOCIAL_FEED_TOKEN. The URL carries the token: it stays on the server and is never logged.
 */
export function socialFeedConfig(siteId: number): { url: string } | null {
  const e = env();
  const name = `SOCIAL_FEED_TOKEN_${siteId}`;
  const own = feedTokenSchema.safeParse(process.env[name]);
  if (!own.success) throw new Error(`Invalid environment: ${name}: ${own.error.issues.map((i) => i.message).join('; ')}`);
  return socialFeedUrl(e.SOCIAL_FEED_URL, own.data ?? e.SOCIAL_FEED_TOKEN);
}

/**
 * Where one site's feed pictures load from, as listed (comma-separated): `SOCIAL_FEED_IMAGE_HOSTS_<siteId>`
 * wins over SOCIAL_FEED_IMAGE_HOSTS, as a site's own token wins; undefined when neither is set.
 */
export function socialFeedImageHostsSetting(siteId: number): string | undefined {
  const name = `SOCIAL_FEED_IMAGE_HOSTS_${siteId}`;
  const own = feedImageHostsSchema.safeParse(process.env[name]);
  if (!own.success) throw new Error(`Invalid environment: ${name}: ${own.error.issues.map((i) => i.message).join('; ')}`);
  return own.data ?? env().SOCIAL_FEED_IMAGE_HOSTS;
}

/** The URL template with every `{token}` replaced by the encoded token; null when either is missing. */
export function socialFeedUrl(template: string | undefined, token: string | undefined): { url: string } | null {
  return template && token ? { url: template.replaceAll('{token}', encodeURIComponent(token)) } : null;
}

/** The edge nodes to purge when the site API announces a change (EDGE_PURGE_URLS), without trailing slashes. */
export function edgePurgeUrls(): string[] {
  const list = env().EDGE_PURGE_URLS;
  return list ? list.split(',').map((url) => url.trim().replace(/\/+$/, '')) : [];
}

/** Ports a local hostname keeps in absolute URLs: this server's own, and PUBLIC_PORTS. */
export function publicPorts(): number[] {
  const e = env();
  return [e.PORT, ...(e.PUBLIC_PORTS ? e.PUBLIC_PORTS.split(',').map(Number) : [])];
}

const analyticsBySite = new Map<number, AnalyticsTools>();

/**
 * One site's analytics tools (GA4_ID_<siteId>, GTM_ID_<siteId>, MATOMO_URL_<siteId> + MATOMO_SITE_ID_<siteId>,
 * PLAUSIBLE_DOMAIN_<siteId>; lib/analytics/settings.ts), read once per process and site; none when unset.
 */
export function analyticsTools(siteId: number): AnalyticsTools {
  let tools = analyticsBySite.get(siteId);
  if (!tools) analyticsBySite.set(siteId, (tools = analyticsToolsFrom(process.env, siteId)));
  return tools;
}
