// Live agenda: free slots, booking (one appointment per slot, guarded by a partial unique index),
// reading and cancelling an appointment by its token.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Appointment, AgendaSlot } from '@/lib/site-api/schemas';
import { appointmentRequestSchema } from '@/lib/site-api/schemas';
import { agendas, agendaSlots, appointments, estates } from '../db/schema';
import type { DbLike } from '../db/types';
import { ApiError, idParam, json, noContent, notFound, readBody } from '../http';
import type { Handler, SiteContext } from './context';
import { appointmentBookedMails, appointmentCancelledMails, type AppointmentFacts } from '../appointment-mail';
import { officeLocation, visitLocation } from '@/lib/rules/location';
import type { Locale } from '@/lib/rules';
import { kickMailer } from '../mailer';
import { queueMail } from '../outbox';
import { appointmentLinks, bookAppointmentLink, estateLink } from '../site-links';
import { TOKEN, newToken, tokenHash } from '../tokens';


/** 128 random bits: the cancel link carries this id, so it must not be guessable. */

async function freeSlots(db: DbLike, agendaId: number, now: Date): Promise<AgendaSlot[]> {
  const rows = await db
    .select({ id: agendaSlots.id, start: agendaSlots.start, end: agendaSlots.end })
    .from(agendaSlots)
    .where(
      and(
        eq(agendaSlots.agendaId, agendaId),
        gt(agendaSlots.start, now),
        sql`not exists (select 1 from ${appointments} where ${appointments.slotId} = ${agendaSlots.id} and ${appointments.cancelled} = false)`,
      ),
    )
    .orderBy(asc(agendaSlots.start), asc(agendaSlots.id));
  return rows.map((r) => ({ id: r.id, start: r.start.toISOString(), end: r.end.toISOString() }));
}

async function loadAgenda(ctx: SiteContext, id: number) {
  const rows = await ctx.db.select().from(agendas).where(and(eq(agendas.siteId, ctx.site.id), eq(agendas.id, id))).limit(1);
  return rows[0] ?? null;
}

// GET /sites/{siteId}/live-agenda/{id}
export const getAgenda: Handler<SiteContext> = async (ctx) => {
  const agenda = await loadAgenda(ctx, idParam(ctx.params.id, 'Agenda'));
  if (!agenda) throw notFound('Agenda');
  return json({ id: agenda.id, name: agenda.name[ctx.locale], slots: await freeSlots(ctx.db, agenda.id, ctx.now) });
};

/** The appointment whose cancel link carries this token; its id in the answer is the token again. */
async function appointmentById(ctx: SiteContext, id: string): Promise<Appointment | null> {
  if (!TOKEN.test(id)) return null;
  const rows = await ctx.db
    .select({
      agendaId: appointments.agendaId,
      estateId: appointments.estateId,
      name: appointments.name,
      cancelled: appointments.cancelled,
      start: agendaSlots.start,
      end: agendaSlots.end,
    })
    .from(appointments)
    .innerJoin(agendaSlots, eq(agendaSlots.id, appointments.slotId))
    .where(and(eq(appointments.id, tokenHash(id)), eq(appointments.siteId, ctx.site.id)))
    .limit(1);
  const row = rows[0];
  return row ? { id, ...row, start: row.start.toISOString(), end: row.end.toISOString() } : null;
}

// GET /sites/{siteId}/live-agenda/reservation/{id}
export const getAppointment: Handler<SiteContext> = async (ctx) => {
  const appointment = await appointmentById(ctx, ctx.params.id ?? '');
  if (!appointment) throw notFound('Appointment');
  return json(appointment);
};

// POST /sites/{siteId}/live-agenda/reservation
export const createAppointment: Handler<SiteContext> = async (ctx) => {
  const body = await readBody(ctx.request, appointmentRequestSchema);
  const agenda = await loadAgenda(ctx, body.agendaId);
  if (!agenda) throw notFound('Agenda');
  const slot = (await ctx.db.select().from(agendaSlots).where(and(eq(agendaSlots.id, body.slotId), eq(agendaSlots.agendaId, agenda.id))).limit(1))[0];
  if (!slot) throw notFound('Slot');
  if (slot.start <= ctx.now) throw new ApiError(422, 'SLOT_IN_PAST', 'This slot has already begun', { fields: { slotId: 'Slot in the past' } });
  if (body.estateId !== null) {
    const estate = await ctx.db.select({ id: estates.id }).from(estates).where(and(eq(estates.siteId, ctx.site.id), eq(estates.id, body.estateId))).limit(1);
    if (!estate[0]) throw new ApiError(422, 'VALIDATION_FAILED', 'Unknown estate', { fields: { estateId: 'Unknown estate' } });
  }
  const facts = await appointmentFacts(ctx, { agenda, start: slot.start, estateId: body.estateId, locale: body.locale, visitor: body });
  // The partial unique index (slot_id where not cancelled) decides between concurrent bookings; the
  // confirmation mail is queued in the same transaction, so it exists exactly when the booking does.
  const token = newToken();
  const booked = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appointments)
      .values({
        id: tokenHash(token),
        siteId: ctx.site.id,
        agendaId: agenda.id,
        slotId: slot.id,
        estateId: body.estateId,
        name: body.name,
        email: body.email,
        phone: body.phone,
        locale: body.locale,
        cancelled: false,
        createdAt: ctx.now,
        origin: body.origin ?? null,
      })
      .onConflictDoNothing({ target: appointments.slotId, where: sql`${appointments.cancelled} = false` })
      .returning({ id: appointments.id });
    if (!inserted[0]) return false;
    for (const mail of appointmentBookedMails(facts, appointmentLinks(ctx, body.locale, token), body.origin)) await queueMail(tx, ctx.site.id, mail, ctx.now);
    return true;
  });
  if (!booked) {
    throw new ApiError(409, 'SLOT_TAKEN', 'This slot has just been booked by someone else', { slots: await freeSlots(ctx.db, agenda.id, ctx.now) });
  }
  kickMailer();
  const appointment: Appointment = {
    id: token,
    agendaId: agenda.id,
    estateId: body.estateId,
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    name: body.name,
    cancelled: false,
  };
  return json(appointment, 201);
};

// DELETE /sites/{siteId}/live-agenda/reservation/{id}: cancelling twice changes nothing (and mails nothing)
export const cancelAppointment: Handler<SiteContext> = async (ctx) => {
  const id = ctx.params.id ?? '';
  if (!TOKEN.test(id)) throw notFound('Appointment');
  const row = (await ctx.db.select().from(appointments).where(and(eq(appointments.id, tokenHash(id)), eq(appointments.siteId, ctx.site.id))).limit(1))[0];
  if (!row) throw notFound('Appointment');
  if (row.cancelled) return noContent();
  const [agenda, slot] = await Promise.all([
    loadAgenda(ctx, row.agendaId),
    ctx.db.select().from(agendaSlots).where(eq(agendaSlots.id, row.slotId)).limit(1).then((found) => found[0]),
  ]);
  const locale = row.locale as Locale;
  const facts = agenda && slot ? await appointmentFacts(ctx, { agenda, start: slot.start, estateId: row.estateId, locale, visitor: row }) : null;
  await ctx.db.transaction(async (tx) => {
    const cancelled = await tx
      .update(appointments)
      .set({ cancelled: true, cancelledAt: ctx.now })
      .where(and(eq(appointments.id, tokenHash(id)), eq(appointments.cancelled, false)))
      .returning({ id: appointments.id });
    // Only the request that actually cancelled it mails: a double click sends one note.
    if (!cancelled[0] || !facts) return;
    for (const mail of appointmentCancelledMails(facts, bookAppointmentLink(ctx, locale, row.agendaId, row.estateId))) await queueMail(tx, ctx.site.id, mail, ctx.now);
  });
  kickMailer();
  return noContent();
};

type AgendaRow = typeof agendas.$inferSelect;

/** What the mails of an appointment say: when, where (the listing's shown address, or the office), about what. */
async function appointmentFacts(
  ctx: SiteContext,
  input: { agenda: AgendaRow; start: Date; estateId: number | null; locale: Locale; visitor: { name: string; email: string; phone: string | null } },
): Promise<AppointmentFacts> {
  const estate =
    input.estateId === null
      ? null
      : ((await ctx.db.select({ doc: estates.doc }).from(estates).where(and(eq(estates.siteId, ctx.site.id), eq(estates.id, input.estateId))).limit(1))[0]?.doc ?? null);
  const site = ctx.site.data;
  return {
    site,
    locale: input.locale,
    visitor: input.visitor,
    agendaName: { visitor: input.agenda.name[input.locale], agency: input.agenda.name[site.defaultLocale] },
    start: input.start,
    location: (estate && visitLocation(estate.address, input.locale)) ?? officeLocation(site.contact, input.locale),
    listing: estate && input.estateId !== null ? { title: estate.general.title[input.locale] ?? estate.general.title[site.defaultLocale] ?? `#${input.estateId}`, link: estateLink(ctx, input.locale, input.estateId) } : null,
  };
}
