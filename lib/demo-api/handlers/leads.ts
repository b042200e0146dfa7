// Visitor submissions the spec implies: contact requests, send-to-a-friend and subscriptions by
// token. Each one is stored, and the e-mail it causes is queued in the outbox for a mailer.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/rules';
import { frenchOf } from '@/lib/rules/french';
import {
  contactLeadRequestSchema,
  sendToFriendRequestSchema,
  subscriptionRequestSchema,
  subscriptionUpdateSchema,
  type Subscription,
  type SubscriptionCriteria,
} from '@/lib/site-api/schemas/leads';
import { estates, rentalUnits, subscriptionTokens, subscriptions } from '../db/schema';
import { ApiError, json, noContent, notFound, readBody } from '../http';
import { kickMailer } from '../mailer';
import { queueMail } from '../outbox';
import { confirmedLately } from '../confirmations';
import { contactMails } from '../lead-mails';
import { fillMailText, renderMail } from '../mail-layout';
import { estateLink, holidayLink, subscriptionLinks } from '../site-links';
import { TOKEN, newToken, tokenHash } from '../tokens';
import type { Handler, SiteContext } from './context';
import { storeLead } from './store-lead';


type Subject = { title: string | null; photo: string | null; link: string | null };

/**
 * Title (in the given language) and first photo (a site-relative path) of the listing a submission is
 * about; unknown ids are a field error.
 */
async function subjectOf(ctx: SiteContext, refs: { estateId: number | null; rentalUnitId: number | null }, locale: Locale): Promise<Subject> {
  if (refs.estateId !== null) {
    const row = (await ctx.db.select({ doc: estates.doc }).from(estates).where(and(eq(estates.siteId, ctx.site.id), eq(estates.id, refs.estateId))).limit(1))[0];
    if (!row) throw new ApiError(422, 'VALIDATION_FAILED', 'Unknown estate', { fields: { estateId: 'Unknown estate' } });
    const picture = [...row.doc.pictures].sort((a, b) => a.index - b.index)[0];
    return { title: row.doc.general.title[locale] ?? null, photo: picture?.file ?? null, link: estateLink(ctx, locale, refs.estateId) };
  }
  if (refs.rentalUnitId !== null) {
    const row = (await ctx.db.select({ doc: rentalUnits.doc }).from(rentalUnits).where(and(eq(rentalUnits.siteId, ctx.site.id), eq(rentalUnits.id, refs.rentalUnitId))).limit(1))[0];
    if (!row) throw new ApiError(422, 'VALIDATION_FAILED', 'Unknown rental unit', { fields: { rentalUnitId: 'Unknown rental unit' } });
    const photo = row.doc.photos[0];
    return {
      title: row.doc.general.descriptionShort[locale] ?? null,
      photo: photo ? `/rental-units/assets/${ctx.site.data.accountId}/${photo.id}/600x400` : null,
      link: holidayLink(ctx, locale, refs.rentalUnitId),
    };
  }
  return { title: null, photo: null, link: null };
}


// POST /sites/{siteId}/leads/contact
export const createContactLead: Handler<SiteContext> = async (ctx) => {
  const body = await readBody(ctx.request, contactLeadRequestSchema);
  const subject = await subjectOf(ctx, body, body.locale);
  const mails = contactMails({ site: ctx.site.data, visitor: body, options: body.options, locale: body.locale, about: subject, origin: body.origin });
  return storeLead(ctx, { type: 'contact', estateId: body.estateId, rentalUnitId: body.rentalUnitId, data: body }, mails);
};

const friendTexts: Record<Locale, { subject: string; heading: string; open: string; from: string }> = {
  nl: { subject: '{name} denkt dat dit pand je kan interesseren', heading: '{name} stuurt je dit pand', open: 'Bekijk het pand', from: 'Verstuurd door {name} via de website van {site}.' },
  fr: { subject: '{name} pense que ce bien peut vous intéresser', heading: '{name} vous envoie ce bien', open: 'Voir le bien', from: 'Envoyé par {name} via le site {ofSite}.' },
  en: { subject: '{name} thinks you may like this property', heading: '{name} sends you this property', open: 'View the property', from: 'Sent by {name} through the website of {site}.' },
  de: { subject: '{name} denkt, diese Immobilie könnte Sie interessieren', heading: '{name} sendet Ihnen diese Immobilie', open: 'Immobilie ansehen', from: 'Gesendet von {name} über die Website von {site}.' },
};

// POST /sites/{siteId}/leads/send-to-a-friend
export const createSendToFriendLead: Handler<SiteContext> = async (ctx) => {
  const body = await readBody(ctx.request, sendToFriendRequestSchema);
  // The link goes out under the agency's name: it must point at one of the agency's own hosts.
  const linkHost = new URL(body.url).hostname;
  if (!ctx.site.hostnames.includes(linkHost)) {
    throw new ApiError(422, 'VALIDATION_FAILED', 'The link is not on this site', { fields: { url: 'Not a page of this site' } });
  }
  const subject = await subjectOf(ctx, body, body.locale);
  const about = subject.title;
  const photo = subject.photo ? new URL(subject.photo, body.url).toString() : null;
  const t = friendTexts[body.locale];
  const fill = (text: string) => fillMailText(text, { name: body.senderName, site: ctx.site.data.name, ofSite: frenchOf(ctx.site.data.name) });
  const parts = renderMail(ctx.site.data, body.locale, fill(t.heading), [
    ...(about ? [{ kind: 'listing' as const, title: about, href: body.url, photo }] : []),
    ...(body.message ? [{ kind: 'text' as const, text: body.message }] : []),
    { kind: 'button', label: t.open, href: body.url },
    { kind: 'text', text: fill(t.from) },
  ]);
  const mail = { kind: 'send-to-a-friend', to: body.friendEmail, subject: fill(t.subject), ...parts, replyTo: body.senderEmail, fromName: ctx.site.data.name } as const;
  return storeLead(ctx, { type: 'send-to-a-friend', estateId: body.estateId, rentalUnitId: body.rentalUnitId, data: body }, [mail]);
};

const confirmation: Record<Locale, { subject: string; heading: string; body: string; again: string; edit: string; cancel: string }> = {
  nl: {
    subject: 'Uw inschrijving bij {site}',
    heading: 'U bent ingeschreven',
    body: 'U ontvangt voortaan ons nieuwe aanbod dat bij uw zoekopdracht past.',
    again: 'U was al ingeschreven voor deze zoekopdracht: u krijgt elk nieuw pand maar één keer. Hieronder vindt u uw links opnieuw.',
    edit: 'Mijn zoekopdracht wijzigen',
    cancel: 'Uitschrijven',
  },
  fr: {
    subject: 'Votre inscription chez {site}',
    heading: 'Vous êtes inscrit',
    body: 'Vous recevrez désormais nos nouveaux biens qui correspondent à votre recherche.',
    again: 'Vous étiez déjà inscrit pour cette recherche : vous ne recevrez chaque nouveau bien qu’une fois. Voici à nouveau vos liens.',
    edit: 'Modifier ma recherche',
    cancel: 'Me désinscrire',
  },
  en: {
    subject: 'Your subscription at {site}',
    heading: 'You are subscribed',
    body: 'You will now receive our new listings that match your search.',
    again: 'You were already subscribed to this search: you get each new listing only once. Here are your links again.',
    edit: 'Change my search',
    cancel: 'Unsubscribe',
  },
  de: {
    subject: 'Ihr Abonnement bei {site}',
    heading: 'Sie sind angemeldet',
    body: 'Sie erhalten ab jetzt unsere neuen Angebote, die zu Ihrer Suche passen.',
    again: 'Sie waren für diese Suche bereits angemeldet: Sie erhalten jedes neue Angebot nur einmal. Hier sind Ihre Links noch einmal.',
    edit: 'Meine Suche ändern',
    cancel: 'Abbestellen',
  },
};

/** Criteria with their lists sorted: two forms that ticked the same boxes in another order are one search. */
function normalisedCriteria(criteria: SubscriptionCriteria): SubscriptionCriteria {
  const sorted = <T extends string | number>(list: T[]) => [...new Set(list)].sort();
  return { ...criteria, statuses: sorted(criteria.statuses), types: sorted(criteria.types), cities: sorted(criteria.cities) };
}

/** JSON with every object's keys sorted: jsonb gives an area's keys back in its own order. */
const canonicalJson = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );

/** Key by key: a jsonb column gives its keys back in its own order. */
function sameCriteria(stored: SubscriptionCriteria, wanted: SubscriptionCriteria): boolean {
  const a = normalisedCriteria(stored);
  const b = normalisedCriteria(wanted);
  const keys = ['statuses', 'types', 'cities', 'priceMin', 'priceMax', 'bedroomsMin', 'area'] as const satisfies ReadonlyArray<keyof SubscriptionCriteria>;
  return keys.every((key) => canonicalJson(a[key] ?? null) === canonicalJson(b[key] ?? null));
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

function subscriptionAnswer(row: SubscriptionRow, token: string): Subscription {
  return {
    token,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    locale: row.locale as Locale,
    criteria: row.criteria,
    ...(row.estateIds !== null ? { estateIds: row.estateIds } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// POST /sites/{siteId}/subscriptions: the token travels only by e-mail. One active subscription per
// address and search: subscribing again to the same search updates it (200, `alreadySubscribed`) and
// mails its links again (a new token; the earlier mail's links keep working) instead of doubling every
// alert, unless they were mailed within the last CONFIRMATION_QUIET_MS.
export const createSubscription: Handler<SiteContext> = async (ctx) => {
  const body = await readBody(ctx.request, subscriptionRequestSchema);
  const criteria = normalisedCriteria(body.criteria);
  const token = newToken();
  const t = confirmation[body.locale];
  const links = subscriptionLinks(ctx, body.locale, token);
  const already = await ctx.db.transaction(async (tx) => {
    // Two posts of the same address at once wait for each other, so they cannot both insert.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscription:${ctx.site.id}:${body.email.toLowerCase()}`}))`);
    const active = await tx
      .select()
      .from(subscriptions)
      // A price watch is no search, even with its empty criteria.
      .where(and(eq(subscriptions.siteId, ctx.site.id), sql`lower(${subscriptions.email}) = ${body.email.toLowerCase()}`, isNull(subscriptions.cancelledAt), isNull(subscriptions.estateIds)));
    const same = active.find((row) => sameCriteria(row.criteria, criteria));
    const person = { firstname: body.firstname ?? same?.firstname ?? null, lastname: body.lastname ?? same?.lastname ?? null };
    let subscriptionId = same?.id;
    if (same) {
      // The first origin known stays: the search the visitor came for first is what brought them.
      await tx.update(subscriptions).set({ locale: body.locale, ...person, origin: same.origin ?? body.origin ?? null, updatedAt: ctx.now }).where(eq(subscriptions.id, same.id));
    } else {
      const [created] = await tx
        .insert(subscriptions)
        .values({ siteId: ctx.site.id, email: body.email, ...person, locale: body.locale, criteria, origin: body.origin ?? null, createdAt: ctx.now, updatedAt: ctx.now })
        .returning({ id: subscriptions.id });
      subscriptionId = created?.id;
    }
    if (subscriptionId === undefined) throw new Error('subscription insert returned nothing');
    // The same form again soon after (twenty clicks, a bot) is one mail: the first is on its way.
    if (same && (await confirmedLately(tx, same.id, ctx.now))) return true;
    // Each mail carries a token of its own: the links of an earlier mail keep working.
    await tx.insert(subscriptionTokens).values({ hash: tokenHash(token), subscriptionId, createdAt: ctx.now });
    const parts = renderMail(ctx.site.data, body.locale, t.heading, [
      { kind: 'text', text: same ? t.again : t.body },
      { kind: 'button', label: t.edit, href: links.edit },
      { kind: 'links', links: [{ label: t.cancel, href: links.unsubscribe }] },
    ]);
    await queueMail(tx, ctx.site.id, { kind: 'subscription', to: body.email, subject: t.subject.replace('{site}', ctx.site.data.name), ...parts, fromName: ctx.site.data.name }, ctx.now);
    return Boolean(same);
  });
  kickMailer();
  return json({ email: body.email, locale: body.locale, createdAt: ctx.now.toISOString(), ...(already ? { alreadySubscribed: true } : {}) }, already ? 200 : 201);
};

/** A subscription of this site by its token; another site's token names nothing, nor (unless asked) a cancelled one. */
async function subscriptionByToken(ctx: SiteContext, includeCancelled = false): Promise<SubscriptionRow> {
  const token = ctx.params.token ?? '';
  if (!TOKEN.test(token)) throw notFound('Subscription');
  const row = (
    await ctx.db
      .select({ subscription: subscriptions })
      .from(subscriptionTokens)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionTokens.subscriptionId))
      .where(and(eq(subscriptionTokens.hash, tokenHash(token)), eq(subscriptions.siteId, ctx.site.id), includeCancelled ? undefined : isNull(subscriptions.cancelledAt)))
      .limit(1)
  )[0]?.subscription;
  if (!row) throw notFound('Subscription');
  return row;
}

// GET /sites/{siteId}/subscriptions/{token}: 410 once cancelled, so that a link opened again can say so
export const getSubscription: Handler<SiteContext> = async (ctx) => {
  const row = await subscriptionByToken(ctx, true);
  if (row.cancelledAt !== null) throw new ApiError(410, 'GONE', 'Subscription cancelled');
  return json(subscriptionAnswer(row, ctx.params.token ?? ''));
};

// PUT /sites/{siteId}/subscriptions/{token}
export const updateSubscription: Handler<SiteContext> = async (ctx) => {
  const body = await readBody(ctx.request, subscriptionUpdateSchema);
  const row = await subscriptionByToken(ctx);
  const [updated] = await ctx.db
    .update(subscriptions)
    .set({ locale: body.locale ?? row.locale, criteria: body.criteria ?? row.criteria, updatedAt: ctx.now })
    .where(eq(subscriptions.id, row.id))
    .returning();
  if (!updated) throw notFound('Subscription');
  return json(subscriptionAnswer(updated, ctx.params.token ?? ''));
};

// DELETE /sites/{siteId}/subscriptions/{token}: the token stops working for reads; a second click is harmless
export const deleteSubscription: Handler<SiteContext> = async (ctx) => {
  const row = await subscriptionByToken(ctx, true);
  if (row.cancelledAt === null) {
    await ctx.db.update(subscriptions).set({ cancelledAt: ctx.now, updatedAt: ctx.now }).where(eq(subscriptions.id, row.id));
  }
  return noContent();
};
