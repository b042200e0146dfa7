import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getSite } from '@/lib/site-api/sites';
import type { Site } from '@/lib/site-api/schemas';
import { SITE_ID_HEADER } from './site-header';

/**
 * The site id proxy.ts resolved from the hostname. Paths the proxy does not handle (a dot in the last
 * segment, say) reach the pages without one: for the visitor that is a page that does not exist.
 */
export async function currentSiteId(): Promise<number> {
  const value = (await headers()).get(SITE_ID_HEADER);
  const id = Number(value);
  if (!value || !Number.isInteger(id) || id <= 0) notFound();
  return id;
}

/** The site of this request, fetched once per request (and cached across requests by the client). */
export const currentSite = cache(async (): Promise<Site> => {
  const site = await getSite(await currentSiteId());
  if (!site) notFound();
  return site;
});
