// A demo-only call: publishes copies of listings as new ones, as an agency's back office would, so that
// "keep me informed" alerts can be seen (npm run demo:publish). Not part of the site-API contract.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { statusOfTransaction, statuses, type Locale } from '@/lib/rules';
import { shownPosition } from '@/lib/rules/area';
import { alertMail, matchesCriteria, priceDropMail, type AlertListing } from '../alerts';
import { estates, subscriptionTokens, subscriptions } from '../db/schema';
import { newToken, tokenHash } from '../tokens';
import type { DbLike } from '../db/types';
import { json, readBody } from '../http';
import { kickMailer } from '../mailer';
import { estateLink, siteOrigin, subscriptionLinks } from '../site-links';
import type { Handler, SiteContext } from './context';
import { queueMail } from '../outbox';

const publishBodySchema = z
  .object({
    count: z.number().int().min(1).max(10).default(3),
    /** Only copies of listings in this municipality. */
    cityId: z.number().int().positive().optional(),
    /** Only copies of listings with this status (an open one: for sale, to rent, take over). */
    status: z.enum(statuses).optional(),
  })
  .strict();

type EstateRow = typeof estates.$inferSelect;

export function toAlertListing(ctx: SiteContext, row: EstateRow): AlertListing {
  const picture = [...row.doc.pictures].sort((a, b) => a.index - b.index)[0];
  return {
    photo: picture ? new URL(picture.file, siteOrigin(ctx)).toString() : null,
    id: row.id,
    transactionId: row.transactionId,
    headTypeId: row.headTypeId,
    cityId: row.cityId,
    price: row.price,
    bedrooms: row.bedrooms,
    position: shownPosition(row.lat === null || row.lng === null ? null : { latitude: row.lat, longitude: row.lng }, row.doc.address.visible),
    title: row.doc.general.title,
  };
}

/**
 * One mail per subscriber (an address) that any of the new listings matches, each listing once even when
 * several of the address's searches match it; the links are those of the first search that matched.
 */
export async function queueAlerts(db: DbLike, ctx: SiteContext, published: EstateRow[]): Promise<number> {
  const subscribers = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.siteId, ctx.site.id), isNull(subscriptions.cancelledAt)))
    .orderBy(asc(subscriptions.id));
  const listings = published.map((row) => toAlertListing(ctx, row));
  const byAddress = new Map<string, { subscriber: (typeof subscribers)[number]; matching: Set<AlertListing> }>();
  for (const subscriber of subscribers) {
    // A price watch follows its listings' prices, not new listings.
    if (subscriber.estateIds !== null) continue;
    const matching = listings.filter((listing) => matchesCriteria(listing, subscriber.criteria));
    if (matching.length === 0) continue;
    const key = subscriber.email.toLowerCase();
    const entry = byAddress.get(key) ?? { subscriber, matching: new Set<AlertListing>() };
    for (const listing of matching) entry.matching.add(listing);
    byAddress.set(key, entry);
  }
  for (const { subscriber, matching } of byAddress.values()) {
    const locale = subscriber.locale as Locale;
    // the mail's own unsubscribe token: the database keeps only its hash, so it mints a new one
    const token = newToken();
    const mail = alertMail({
      locale,
      site: ctx.site.data,
      listings: listings.filter((listing) => matching.has(listing)),
      linkOf: (listing) => estateLink(ctx, locale, listing.id),
      links: subscriptionLinks(ctx, locale, token),
    });
    await db.insert(subscriptionTokens).values({ hash: tokenHash(token), subscriptionId: subscriber.id, createdAt: ctx.now });
    await queueMail(db, ctx.site.id, { kind: 'alert', to: subscriber.email, ...mail, fromName: ctx.site.data.name }, ctx.now);
  }
  return byAddress.size;
}

/**
 * One mail per address that asked about this listing's price, in the subscriber's language with a fresh
 * unsubscribe link: one mail per drop. An address asked when it watches the listing (its favourites)
 * or when one of its searches matches the listing at its new, lower price; with both, the watch's mail
 * goes (its wording and its unsubscribe link), never two.
 */
export async function queuePriceDropAlerts(db: DbLike, ctx: SiteContext, row: EstateRow, previousPrice: number): Promise<number> {
  const listing = toAlertListing(ctx, row);
  if (listing.price === null || listing.price >= previousPrice) return 0;
  const subscribers = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.siteId, ctx.site.id), isNull(subscriptions.cancelledAt)))
    .orderBy(asc(subscriptions.id));
  type Subscriber = (typeof subscribers)[number];
  const watches = (subscriber: Subscriber) => subscriber.estateIds?.includes(listing.id) ?? false;
  const byAddress = new Map<string, Subscriber>();
  for (const subscriber of subscribers) {
    const asked = subscriber.estateIds !== null ? watches(subscriber) : matchesCriteria(listing, subscriber.criteria);
    if (!asked) continue;
    const key = subscriber.email.toLowerCase();
    const chosen = byAddress.get(key);
    if (!chosen || (!watches(chosen) && watches(subscriber))) byAddress.set(key, subscriber);
  }
  for (const subscriber of byAddress.values()) {
    const locale = subscriber.locale as Locale;
    const token = newToken();
    const links = subscriptionLinks(ctx, locale, token);
    const mail = priceDropMail({
      locale,
      site: ctx.site.data,
      listing: { ...listing, price: listing.price },
      previousPrice,
      link: estateLink(ctx, locale, listing.id),
      // A watch has no search to change: its mail carries the unsubscribe link only.
      ...(watches(subscriber) ? { reason: 'favourite' as const, links: { unsubscribe: links.unsubscribe } } : { reason: 'search' as const, links }),
    });
    await db.insert(subscriptionTokens).values({ hash: tokenHash(token), subscriptionId: subscriber.id, createdAt: ctx.now });
    await queueMail(db, ctx.site.id, { kind: 'alert', to: subscriber.email, ...mail, fromName: ctx.site.data.name }, ctx.now);
  }
  return byAddress.size;
}

// POST /sites/{siteId}/demo/publish: `{ count?, cityId?, status? }` → `{ published: ids, alerts }`
export const publishDemoEstates: Handler<SiteContext> = async (ctx) => {
  const body = await readBody(ctx.request, publishBodySchema, true);
  const result = await ctx.db.transaction(async (tx) => {
    // New ids follow the largest: two publishes at once on PostgreSQL would both read the same largest id,
    // so they take turns (the lock ends with the transaction; the next one reads the first one's ids).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('demo-publish'))`);
    const candidates = await tx
      .select()
      .from(estates)
      .where(and(eq(estates.siteId, ctx.site.id), isNull(estates.parentId), eq(estates.project, false), body.cityId ? eq(estates.cityId, body.cityId) : undefined))
      .orderBy(desc(estates.publicationDate), desc(estates.id))
      .limit(200);
    // A new listing is plainly on offer: not a copy of one a back office put under option or sold.
    const fresh = new Set([1, 2, 3]);
    const sources = candidates
      .filter((row) => {
        const status = statusOfTransaction(row.transactionId);
        return status !== undefined && fresh.has(row.transactionId) && (!body.status || status === body.status);
      })
      .slice(0, body.count);
    const [{ maxId } = { maxId: 0 }] = await tx.select({ maxId: sql<number>`coalesce(max(${estates.id}), 0)::int` }).from(estates);
    const published: EstateRow[] = [];
    for (const [index, source] of sources.entries()) {
      const id = maxId + 1 + index;
      const publicationDate = ctx.now.toISOString();
      const status = statusOfTransaction(source.transactionId) ?? 'FOR_SALE';
      // The history starts with the publication (docs/site-api.md, "history").
      const history = [{ date: publicationDate, price: source.price, status }];
      const row: EstateRow = {
        ...source,
        id,
        publicationDate: ctx.now,
        summary: { ...source.summary, general: { ...source.summary.general, id, publicationDate }, history },
        doc: { ...source.doc, general: { ...source.doc.general, id, publicationDate }, history },
      };
      await tx.insert(estates).values(row);
      published.push(row);
    }
    return { published: published.map((row) => row.id), alerts: await queueAlerts(tx, ctx, published) };
  });
  kickMailer();
  return json(result, 201);
};
