// Visitor submissions the spec implies: contact requests, send-to-a-friend and subscriptions by
// token. Each one is stored, and the e-mail it causes is queued in the outbox for a mailer.
import { and, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@/lib/spec';
import {
  contactLeadRequestSchema,
  sendToFriendRequestSchema,
  subscriptionRequestSchema,
  subscriptionUpdateSchema,
  type Subscription,
} from '@/lib/site-api/schemas/leads';
import { estates, leads, rentalUnits, subscriptionTokens, subscriptions } from '../db/schema';
import { ApiError, json, noContent, notFound, readBody } from '../http';
import type { Texts } from '../types';
import { kickMailer } from '../mailer';
import { queueMail } from '../outbox';
import { subscriptionLinks } from '../site-links';
import { TOKEN, newToken, tokenHash } from '../tokens';
import type { Handler, SiteContext } from './context';


type Subject = { title: string | null; photo: string | null };

/**
 * Title (in the given language) and first photo (a site-relative path) of the listing a submission is
 * about; unknown ids are a field error.
 */
async function subjectOf(ctx: SiteContext, refs: { estateId: number | null; rentalUnitId: number | null }, locale: Locale): Promise<Subject> {
  if (refs.estateId !== null) {
    const row = (await ctx.db.select({ doc: estates.doc }).from(estates).where(and(eq(estates.siteId, ctx.site.id), eq(estates.id, refs.estateId))).limit(1))[0];
    if (!row) throw new ApiError(422, 'VALIDATION_FAILED', 'Unknown estate', { fields: { estateId: 'Unknown estate' } });
    const picture = [...row.doc.pictures].sort((a, b) => a.index - b.index)[0];
    return { title: row.doc.general.title[locale] ?? null, photo: picture?.file ?? null };
  }
  if (refs.rentalUnitId !== null) {
    const row = (await ctx.db.select({ doc: rentalUnits.doc }).from(rentalUnits).where(and(eq(rentalUnits.siteId, ctx.site.id), eq(rentalUnits.id, refs.rentalUnitId))).limit(1))[0];
    if (!row) throw new ApiError(422, 'VALIDATION_FAILED', 'Unknown rental unit', { fields: { rentalUnitId: 'Unknown rental unit' } });
    const photo = row.doc.photos[0];
    return {
      title: row.doc.general.descriptionShort[locale] ?? null,
      photo: photo ? `/rental-units/assets/${ctx.site.data.accountId}/${photo.id}/600x400` : null,
    };
  }
  return { title: null, photo: null };
}


// POST /sites/{siteId}/leads/contact
export const createContactLead: Handler<SiteContext> = async (ctx) => {
  const body = await readBody(ctx.request, contactLeadRequestSchema);
  const about = (await subjectOf(ctx, body, ctx.site.data.defaultLocale)).title;
  const lead = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({ siteId: ctx.site.id, type: 'contact', estateId: body.estateId, rentalUnitId: body.rentalUnitId, data: body, createdAt: ctx.now })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    const lines = [
      `${body.firstname} ${body.lastname} <${body.email}>${body.phone ? `, ${body.phone}` : ''}`,
      about ? `Over / À propos: ${about}` : null,
      body.options.length ? `Opties / Options: ${body.options.join(', ')}` : null,
      '',
      body.message ?? '',
    ];
    await queueMail(tx, ctx.site.id, 'contact', ctx.site.data.contact.email, `Website: ${about ?? body.lastname}`, lines.filter((l) => l !== null).join('\n'), ctx.now);
    return row;
  });
  if (!lead) throw new Error('lead insert returned nothing');
  kickMailer();
  return json({ id: lead.id, type: 'contact', createdAt: lead.createdAt.toISOString() }, 201);
};

const friendSubject: Texts = {
  nl: '{name} denkt dat dit pand je kan interesseren',
  fr: '{name} pense que ce bien peut vous intéresser',
  en: '{name} thinks you may like this property',
  de: '{name} denkt, diese Immobilie könnte Sie interessieren',
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
  const lead = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({ siteId: ctx.site.id, type: 'send-to-a-friend', estateId: body.estateId, rentalUnitId: body.rentalUnitId, data: body, createdAt: ctx.now })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    const photo = subject.photo ? new URL(subject.photo, body.url).toString() : null;
    const text = [about, body.url, photo, '', body.message ?? '', '', `— ${body.senderName}, ${ctx.site.data.name}`].filter((l) => l !== null).join('\n');
    await queueMail(tx, ctx.site.id, 'send-to-a-friend', body.friendEmail, friendSubject[body.locale].replace('{name}', body.senderName), text, ctx.now);
    return row;
  });
  if (!lead) throw new Error('lead insert returned nothing');
  kickMailer();
  return json({ id: lead.id, type: 'send-to-a-friend', createdAt: lead.createdAt.toISOString() }, 201);
};

const confirmation: Record<Locale, { subject: string; body: string }> = {
  nl: { subject: 'Uw inschrijving bij {site}', body: 'U ontvangt voortaan ons nieuwe aanbod.\n\nUw voorkeuren wijzigen: {edit}\nUitschrijven: {cancel}' },
  fr: { subject: 'Votre inscription chez {site}', body: 'Vous recevrez désormais nos nouveaux biens.\n\nModifier vos préférences\u00a0: {edit}\nVous désinscrire\u00a0: {cancel}' },
  en: { subject: 'Your subscription at {site}', body: 'You will now receive our new listings.\n\nChange your preferences: {edit}\nUnsubscribe: {cancel}' },
  de: { subject: 'Ihr Abonnement bei {site}', body: 'Sie erhalten ab jetzt unsere neuen Angebote.\n\nEinstellungen ändern: {edit}\nAbbestellen: {cancel}' },
};

type SubscriptionRow = typeof subscriptions.$inferSelect;

function subscriptionAnswer(row: SubscriptionRow, token: string): Subscription {
  return {
    token,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    locale: row.locale as Locale,
    criteria: row.criteria,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// POST /sites/{siteId}/subscriptions: the token travels only by e-mail
export const createSubscription: Handler<SiteContext> = async (ctx) => {
  const body = await readBody(ctx.request, subscriptionRequestSchema);
  const token = newToken();
  const mail = confirmation[body.locale];
  const links = subscriptionLinks(ctx, body.locale, token);
  const text = mail.body.replace('{edit}', links.edit).replace('{cancel}', links.unsubscribe);
  await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(subscriptions)
      .values({
      siteId: ctx.site.id,
      email: body.email,
      firstname: body.firstname,
      lastname: body.lastname,
      locale: body.locale,
      criteria: body.criteria,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
      .returning({ id: subscriptions.id });
    if (!created) throw new Error('subscription insert returned nothing');
    await tx.insert(subscriptionTokens).values({ hash: tokenHash(token), subscriptionId: created.id, createdAt: ctx.now });
    await queueMail(tx, ctx.site.id, 'subscription', body.email, mail.subject.replace('{site}', ctx.site.data.name), text, ctx.now);
  });
  kickMailer();
  return json({ email: body.email, locale: body.locale, createdAt: ctx.now.toISOString() }, 201);
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

// GET /sites/{siteId}/subscriptions/{token}
export const getSubscription: Handler<SiteContext> = async (ctx) => json(subscriptionAnswer(await subscriptionByToken(ctx), ctx.params.token ?? ''));

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
