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
