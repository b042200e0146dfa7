import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { getSite } from '@/lib/site-api/sites';
import type { Site } from '@/lib/site-api/schemas';
import { SITE_ID_HEADER } from './site-header';

/** Thrown when a page is rendered without the site id that proxy.ts sets: a wiring error, not a visitor error. */
export class MissingSiteError extends Error {
  constructor() {
    super('No site id on the request: is proxy.ts running for this path?');
    this.name = 'MissingSiteError';
  }
}

/** The site id proxy.ts resolved from the hostname. */
export async function currentSiteId(): Promise<number> {
  const value = (await headers()).get(SITE_ID_HEADER);
  const id = Number(value);
  if (!value || !Number.isInteger(id) || id <= 0) throw new MissingSiteError();
  return id;
}

/** The site of this request, fetched once per request (and cached across requests by the client). */
export const currentSite = cache(async (): Promise<Site> => {
  const site = await getSite(await currentSiteId());
  if (!site) throw new MissingSiteError();
  return site;
});
