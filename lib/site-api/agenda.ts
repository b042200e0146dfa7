import 'server-only';
import { z } from 'zod';
import {
  agendaSchema,
  agendaSlotSchema,
  appointmentRequestSchema,
  appointmentSchema,
  type Agenda,
  type AgendaSlot,
  type Appointment,
  type AppointmentRequest,
} from './schemas';
import { writeExpectingContent, nullIfNotFound, siteApi, type SiteContext } from './client';
import type { SiteApiError } from './errors';

// Free slots and appointments change with every booking and belong to one visitor: never cached.

// GET /sites/{siteId}/live-agenda/{id}: the agenda with its free, future slots
export function getAgenda(ctx: SiteContext, id: number): Promise<Agenda | null> {
  return nullIfNotFound(
    siteApi().get(`/sites/${ctx.siteId}/live-agenda/${id}`, {
      siteId: ctx.siteId,
      locale: ctx.locale,
      signal: ctx.signal,
      schema: agendaSchema,
      cache: 'no-store',
    }),
  );
}

// GET /sites/{siteId}/live-agenda/reservation/{id}
export function getAppointment(ctx: SiteContext, id: string): Promise<Appointment | null> {
  return nullIfNotFound(
    siteApi().get(`/sites/${ctx.siteId}/live-agenda/reservation/${encodeURIComponent(id)}`, {
      siteId: ctx.siteId,
      locale: ctx.locale,
      signal: ctx.signal,
      schema: appointmentSchema,
      cache: 'no-store',
    }),
  );
}

// POST /sites/{siteId}/live-agenda/reservation: books a slot (409 when it was taken meanwhile)
export function createAppointment(ctx: SiteContext, request: AppointmentRequest): Promise<Appointment> {
  return writeExpectingContent('POST', `/sites/${ctx.siteId}/live-agenda/reservation`, { siteId: ctx.siteId, body: request, bodySchema: appointmentRequestSchema, schema: appointmentSchema });
}

// DELETE /sites/{siteId}/live-agenda/reservation/{id}: the cancelled appointment, or null on a 204
export function cancelAppointment(ctx: SiteContext, id: string): Promise<Appointment | null> {
  return siteApi().delete(`/sites/${ctx.siteId}/live-agenda/reservation/${encodeURIComponent(id)}`, {
    siteId: ctx.siteId,
    schema: appointmentSchema,
  });
}

const slotTakenBodySchema = z.object({ slots: z.array(agendaSlotSchema) });

/**
 * The free slots a 409 `SLOT_TAKEN` lists (docs/site-api.md, error answers). Null when the body names none,
 * or was too long to be kept whole: read the agenda again then.
 */
export function slotsLeftAfterConflict(error: SiteApiError): AgendaSlot[] | null {
  const parsed = slotTakenBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data.slots : null;
}
