// Price watches: a visitor's favourites live in their browser only, so to hear when a favourite's
// price drops they give an address and the listings' ids. The watch is a subscription of its own kind (same
// table, same token links, same unsubscribe page); it gets price-drop mails only, never new-listing alerts.
import { and, asc, eq, inArray, isNull, isNotNull, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/rules';
import { MAX_WATCHED_ESTATES, priceWatchRequestSchema, type SubscriptionCriteria } from '@/lib/site-api/schemas/leads';
import { formatCurrency } from '@/lib/rules/format';
import { estates, subscriptionTokens, subscriptions } from '../db/schema';
import { ApiError, json, readBody } from '../http';
import { renderMail, type MailBlock } from '../mail-layout';
import { kickMailer } from '../mailer';
import { queueMail } from '../outbox';
import { confirmedLately } from '../confirmations';
import { estateLink, subscriptionLinks } from '../site-links';
import { newToken, tokenHash } from '../tokens';
import type { Handler, SiteContext } from './context';
import { toAlertListing } from './publish';

/** A watch follows listings, not a search: its criteria are stored empty and never read. */
export const WATCH_CRITERIA: SubscriptionCriteria = { statuses: [], types: [], cities: [], priceMin: null, priceMax: null, bedroomsMin: null };

const texts: Record<Locale, { subject: string; heading: string; body: string; again: string; onRequest: string; cancel: string }> = {
  nl: {
    subject: 'U volgt de prijs van uw favorieten bij {site}',
    heading: 'We houden de prijs voor u in het oog',
    body: 'U krijgt een mail zodra de prijs van een van deze panden daalt:',
    again: 'U volgde al de prijs van favorieten: deze panden zijn erbij gekomen. U krijgt één mail per prijsdaling.',
    onRequest: 'prijs op aanvraag',
    cancel: 'Uitschrijven',
  },
  fr: {
    subject: 'Vous suivez le prix de vos favoris chez {site}',
    heading: 'Nous surveillons le prix pour vous',
    body: 'Vous recevrez un e-mail dès que le prix d’un de ces biens baisse\u00a0:',
    again: 'Vous suiviez déjà le prix de favoris\u00a0: ces biens s’y ajoutent. Vous recevrez un e-mail par baisse de prix.',
    onRequest: 'prix sur demande',
    cancel: 'Me désinscrire',
  },
  en: {
    subject: 'You follow the price of your favourites at {site}',
    heading: 'We keep an eye on the price for you',
    body: 'You will get a mail as soon as the price of one of these listings drops:',
    again: 'You already followed the price of favourites: these listings have been added. You get one mail per price drop.',
    onRequest: 'price on request',
    cancel: 'Unsubscribe',
  },
  de: {
    subject: 'Sie verfolgen den Preis Ihrer Favoriten bei {site}',
    heading: 'Wir behalten den Preis für Sie im Auge',
    body: 'Sie erhalten eine E-Mail, sobald der Preis eines dieser Angebote sinkt:',
    again: 'Sie verfolgten bereits den Preis von Favoriten: Diese Angebote sind hinzugekommen. Sie erhalten eine E-Mail pro Preissenkung.',
    onRequest: 'Preis auf Anfrage',
    cancel: 'Abbestellen',
  },
};

// POST /sites/{siteId}/subscriptions/price-drops: `{ email, locale, estateIds, privacy }`. One active watch
// per address: asking again adds the listings (200, `alreadySubscribed`) and mails the link again, unless
// it adds none and the link went out within the last CONFIRMATION_QUIET_MS.
export const createPriceWatch: Handler<SiteContext> = async (ctx) => {
  const body = await readBody(ctx.request, priceWatchRequestSchema);
  const email = body.email.toLowerCase();
  const token = newToken();
  const t = texts[body.locale];
  const links = subscriptionLinks(ctx, body.locale, token);
  const already = await ctx.db.transaction(async (tx) => {
    // The subscribe call's lock: two posts of one address at once cannot both insert.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscription:${ctx.site.id}:${email}`}))`);
    // Only this site's listings: another site's id, or an unknown one, names nothing here.
    const listed = await tx
      .select()
      .from(estates)
      .where(and(eq(estates.siteId, ctx.site.id), inArray(estates.id, [...new Set(body.estateIds)])))
      .orderBy(asc(estates.id));
    if (listed.length === 0) throw new ApiError(422, 'VALIDATION_FAILED', 'None of these listings is on this site', { fields: { estateIds: 'Unknown listings' } });
    const same = (
      await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.siteId, ctx.site.id), sql`lower(${subscriptions.email}) = ${email}`, isNull(subscriptions.cancelledAt), isNotNull(subscriptions.estateIds)))
        .limit(1)
    )[0];
    const ids = listed.map((row) => row.id);
    let subscriptionId = same?.id;
    if (same) {
      // The newest ask wins when the union is longer than a watch may be.
      const estateIds = [...new Set([...(same.estateIds ?? []).filter((id) => !ids.includes(id)), ...ids])].slice(-MAX_WATCHED_ESTATES);
      await tx.update(subscriptions).set({ locale: body.locale, estateIds, updatedAt: ctx.now }).where(eq(subscriptions.id, same.id));
    } else {
      const [created] = await tx
        .insert(subscriptions)
        .values({ siteId: ctx.site.id, email: body.email, firstname: null, lastname: null, locale: body.locale, criteria: WATCH_CRITERIA, estateIds: ids, createdAt: ctx.now, updatedAt: ctx.now })
        .returning({ id: subscriptions.id });
      subscriptionId = created?.id;
    }
    if (subscriptionId === undefined) throw new Error('price watch insert returned nothing');
    // The same ask again soon after is one mail; new listings to watch are worth another.
    const nothingNew = ids.every((id) => same?.estateIds?.includes(id));
    if (same && nothingNew && (await confirmedLately(tx, same.id, ctx.now))) return true;
    await tx.insert(subscriptionTokens).values({ hash: tokenHash(token), subscriptionId, createdAt: ctx.now });
    const blocks: MailBlock[] = [
      { kind: 'text', text: same ? t.again : t.body },
      ...listed.map((row): MailBlock => {
        const listing = toAlertListing(ctx, row);
        return {
          kind: 'listing',
          title: listing.title[body.locale] || listing.title.nl || `#${listing.id}`,
          price: listing.price !== null ? formatCurrency(listing.price) : t.onRequest,
          href: estateLink(ctx, body.locale, listing.id),
          photo: listing.photo,
        };
      }),
      { kind: 'links', links: [{ label: t.cancel, href: links.unsubscribe }] },
    ];
    const parts = renderMail(ctx.site.data, body.locale, t.heading, blocks);
    await queueMail(tx, ctx.site.id, { kind: 'subscription', to: body.email, subject: t.subject.replace('{site}', ctx.site.data.name), ...parts, fromName: ctx.site.data.name }, ctx.now);
    return Boolean(same);
  });
  kickMailer();
  return json({ email: body.email, locale: body.locale, createdAt: ctx.now.toISOString(), ...(already ? { alreadySubscribed: true } : {}) }, already ? 200 : 201);
};
