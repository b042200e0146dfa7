import 'server-only';
import { z } from 'zod';
import {
  priceWatchRequestSchema,
  subscriptionReceiptSchema,
  subscriptionRequestSchema,
  subscriptionSchema,
  subscriptionUpdateSchema,
  type PriceWatchRequest,
  type Subscription,
  type SubscriptionRequest,
  type SubscriptionUpdate,
} from './schemas';
import { writeExpectingContent, nullIfNotFound, siteApi, type SiteContext } from './client';
import { SiteApiError } from './errors';

// A subscription belongs to one visitor and changes with every click on its links: never cached.

export type SubscriptionReceipt = z.infer<typeof subscriptionReceiptSchema>;

const subscriptionPath = (ctx: SiteContext, token: string) => `/sites/${ctx.siteId}/subscriptions/${encodeURIComponent(token)}`;

// POST /sites/{siteId}/subscriptions: the answer holds no token, which reaches the subscriber only by e-mail
export function createSubscription(ctx: SiteContext, request: SubscriptionRequest): Promise<SubscriptionReceipt> {
  return writeExpectingContent('POST', `/sites/${ctx.siteId}/subscriptions`, { siteId: ctx.siteId, body: request, bodySchema: subscriptionRequestSchema, schema: subscriptionReceiptSchema });
}

// POST /sites/{siteId}/subscriptions/price-drops (optional): an API without it answers 404 or 405,
// which throws as any refusal does; the caller tells the visitor the agency does not offer it
export function createPriceWatch(ctx: SiteContext, request: PriceWatchRequest): Promise<SubscriptionReceipt> {
  return writeExpectingContent('POST', `/sites/${ctx.siteId}/subscriptions/price-drops`, { siteId: ctx.siteId, body: request, bodySchema: priceWatchRequestSchema, schema: subscriptionReceiptSchema });
}

/** What a mailed token names: its subscription, or one cancelled since (the API then tells no more). */
export type SubscriptionByToken = { state: 'active'; subscription: Subscription } | { state: 'cancelled' };

// GET /sites/{siteId}/subscriptions/{token}: null for an unknown or other site's token (404); cancelled for a 410
export async function getSubscription(ctx: SiteContext, token: string): Promise<SubscriptionByToken | null> {
  try {
    const subscription = await nullIfNotFound(
      siteApi().get(subscriptionPath(ctx, token), {
        siteId: ctx.siteId,
        locale: ctx.locale,
        schema: subscriptionSchema,
        cache: 'no-store',
      }),
    );
    return subscription ? { state: 'active', subscription } : null;
  } catch (error) {
    if (error instanceof SiteApiError && error.isHttp(410)) return { state: 'cancelled' };
    throw error;
  }
}

// PUT /sites/{siteId}/subscriptions/{token}: an unknown token throws (a 404)
export function updateSubscription(ctx: SiteContext, token: string, update: SubscriptionUpdate): Promise<Subscription> {
  return writeExpectingContent('PUT', subscriptionPath(ctx, token), { siteId: ctx.siteId, body: update, bodySchema: subscriptionUpdateSchema, schema: subscriptionSchema });
}

// DELETE /sites/{siteId}/subscriptions/{token}: 204, also for one cancelled before; an unknown token throws (a 404)
export async function deleteSubscription(ctx: SiteContext, token: string): Promise<void> {
  await siteApi().delete(subscriptionPath(ctx, token), { siteId: ctx.siteId, schema: z.unknown() });
}
