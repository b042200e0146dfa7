import 'server-only';

/** Lifetimes (seconds) of cached reads: content changes rarely, listings more often. */
export const revalidateSeconds = {
  content: 60,
  listings: 30,
  /** Assets and photos are addressed by hash or id and version: they do not change under one URL. */
  immutable: 86_400,
} as const;

/** Resources a cached read can be tagged with; the revalidation endpoint invalidates by the same names. */
export type CacheResource =
  | 'site'
  | 'navigation'
  | 'pages'
  | 'page'
  | 'entities'
  | 'agreements'
  | 'estate-page'
  | 'translations'
  | 'assets'
  | 'estates'
  | 'estate'
  | 'estate-filters'
  | 'estate-collection'
  | 'rental-units'
  | 'rental-unit'
  | 'rental-unit-filters'
  | 'social-feed';

/** `site-1`: on every cached read of the site, so one tag drops all of it. */
export function siteTag(siteId: number): string {
  return `site-${siteId}`;
}

/** `site-1-estate` or `site-1-estate-123`. */
export function resourceTag(siteId: number, resource: CacheResource, id?: string | number): string {
  return id === undefined ? `${siteTag(siteId)}-${resource}` : `${siteTag(siteId)}-${resource}-${id}`;
}

/**
 * Tags of one cached read: the site, the resource kind and, for one item, the item.
 * Every tag carries the site id, so revalidating one agency never touches another's cache.
 */
export function cacheTags(siteId: number, resource: CacheResource, id?: string | number): string[] {
  const tags = [siteTag(siteId), resourceTag(siteId, resource)];
  if (id !== undefined) tags.push(resourceTag(siteId, resource, id));
  return tags;
}

/** Tags of a hostname lookup, made before the site id is known. */
export function hostnameTags(hostname: string): string[] {
  return ['sites', `sites-hostname-${hostname}`];
}
