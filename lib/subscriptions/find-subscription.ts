import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/rules';
import { parseToken } from '@/lib/domain/route-params';
import { getSubscription, type SubscriptionByToken } from '@/lib/site-api/subscriptions';

/**
 * The subscription a mailed link names, or that it was cancelled; null for a malformed or unknown token
 * (the page then is the plain localised 404). A malformed token never reaches the site API. Once per request.
 */
export const findSubscription = cache(async (siteId: number, token: string, locale: Locale): Promise<SubscriptionByToken | null> => {
  const valid = parseToken(token);
  if (!valid) return null;
  return getSubscription({ siteId, locale }, valid);
});
