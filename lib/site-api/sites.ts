import 'server-only';
import { siteSchema, type Site } from './schemas';
import { nullIfNotFound, siteApi } from './client';
import { cacheTags, hostnameTags, revalidateSeconds } from './cache-tags';

/**
 * X-SITE of the hostname lookup. The spec puts X-SITE on every call, but the lookup is how the site id
 * is found: 0 is never a site id (ids are positive), so the API reads it as "no site yet".
 */
export const UNKNOWN_SITE_ID = 0;

// GET /sites/{siteId}
export function getSite(siteId: number): Promise<Site | null> {
  return nullIfNotFound(
    siteApi().get(`/sites/${siteId}`, {
      siteId,
      schema: siteSchema,
      cache: { revalidate: revalidateSeconds.content, tags: cacheTags(siteId, 'site') },
    }),
  );
}

/**
 * GET /sites/{siteId}, asked now and not cached: the hostnames a site has after a change of it (lowercased),
 * [] for a site that is gone. Throws when the site API cannot say.
 */
export async function currentHostnames(siteId: number): Promise<string[]> {
  const site = await nullIfNotFound(siteApi().get(`/sites/${siteId}`, { siteId, schema: siteSchema, cache: 'no-store' }));
  return (site?.hostnames ?? []).map((hostname) => hostname.trim().toLowerCase());
}

// GET /sites/by-hostname/{hostname}
export function getSiteByHostname(hostname: string, siteId: number = UNKNOWN_SITE_ID): Promise<Site | null> {
  const host = hostname.trim().toLowerCase();
  return nullIfNotFound(
    siteApi().get(`/sites/by-hostname/${encodeURIComponent(host)}`, {
      siteId,
      schema: siteSchema,
      cache: { revalidate: revalidateSeconds.content, tags: hostnameTags(host) },
    }),
  );
}

/** A hostname no site can have (RFC 2606's `.invalid`): its lookup asks the site API without naming a site. */
const NO_SITE_HOSTNAME = 'readiness-probe.invalid';

/**
 * GET /sites/by-hostname/{hostname}, for a hostname no site has, not cached: resolves when the site API
 * answers (its 404 included), throws when it cannot. The readiness probe's question.
 */
export async function pingSiteApi(signal: AbortSignal): Promise<void> {
  await nullIfNotFound(siteApi().get(`/sites/by-hostname/${NO_SITE_HOSTNAME}`, { siteId: UNKNOWN_SITE_ID, schema: siteSchema, cache: 'no-store', signal }));
}
