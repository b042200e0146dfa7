import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/domain/enums';
import { parseToken } from '@/lib/domain/route-params';
import { getSubscription } from '@/lib/site-api/subscriptions';
import type { Subscription } from '@/lib/site-api/schemas';
import { currentSiteId } from '@/lib/tenancy/current-site';

/**
 * The subscription a mailed link names, or null for a malformed, unknown or cancelled token (the page
 * then is the plain localised 404). A malformed token never reaches the site API. Once per request.
 */
export const findSubscription = cache(async (token: string, locale: Locale): Promise<Subscription | null> => {
  const valid = parseToken(token);
  if (!valid) return null;
  return getSubscription({ siteId: await currentSiteId(), locale }, valid);
});
