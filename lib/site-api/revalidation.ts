import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { resourceTag, siteTag, type CacheResource } from './cache-tags';

/**
 * What the site API may say changed. Without `resource` everything of the site is dropped (a new logo,
 * colours, a bulk import); with one, only the cached answers that resource can appear in.
 */
export const changeSchema = z
  .object({
    siteId: z.number().int().positive(),
    resource: z.enum(['site', 'estate', 'rental-unit', 'page', 'navigation', 'agreements', 'translations', 'assets', 'social-feed']).default('site'),
    id: z.union([z.number().int().positive(), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)]).optional(),
  })
  .strict();
export type Change = z.infer<typeof changeSchema>;

/** A listing shows in searches, filter counts and collections as well as on its own page. */
const estateLists: CacheResource[] = ['estates', 'estate-filters', 'estate-collection'];
const rentalLists: CacheResource[] = ['rental-units', 'rental-unit-filters'];

/** The cache tags a change makes stale; every one carries the site id, so no other agency is touched. */
export function tagsOfChange({ siteId, resource, id }: Change): string[] {
  const one = (r: CacheResource) => resourceTag(siteId, r, id);
  const all = (rs: CacheResource[]) => rs.map((r) => resourceTag(siteId, r));
  switch (resource) {
    case 'site':
      // `sites`: the hostname lookups, made before any site id is known, so the site's hostnames go too.
      return [siteTag(siteId), 'sites'];
    case 'estate':
      return [one('estate'), one('estate-page'), ...all(estateLists)];
    case 'rental-unit':
      return [one('rental-unit'), ...all(rentalLists)];
    case 'page':
      // Pages are also read by URL, and a changed URL moves them: the by-URL answers go too.
      return [one('page'), resourceTag(siteId, 'pages')];
    default:
      return [one(resource)];
  }
}

/**
 * True when the request carries `Authorization: Bearer <secret>`. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or the first wrong character.
 */
export function hasSecret(request: Request, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
