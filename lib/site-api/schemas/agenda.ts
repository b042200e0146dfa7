import { z } from 'zod';
import { emailAddress, isoDateTimeSchema, localeSchema, singleLineText } from './common';
import { leadOriginSchema } from './lead-origin';

export const agendaSlotSchema = z.object({ id: z.number().int(), start: isoDateTimeSchema, end: isoDateTimeSchema });
export type AgendaSlot = z.infer<typeof agendaSlotSchema>;

// GET /sites/{siteId}/live-agenda/{id}: the free, future slots
export const agendaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slots: z.array(agendaSlotSchema),
});
export type Agenda = z.infer<typeof agendaSchema>;

// POST /sites/{siteId}/live-agenda/reservation (request)
export const appointmentRequestSchema = z.object({
  agendaId: z.number().int(),
  slotId: z.number().int(),
  estateId: z.number().int().nullable(),
  name: singleLineText(120).min(1),
  email: emailAddress(),
  phone: singleLineText(40).nullable(),
  locale: localeSchema,
  /** Where the lead came from (docs/site-api.md, "Lead origin"); absent when unknown. */
  origin: leadOriginSchema.optional(),
});
export type AppointmentRequest = z.infer<typeof appointmentRequestSchema>;

// GET /sites/{siteId}/live-agenda/reservation/{id}; POST answers the same shape (201)
export const appointmentSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/),
  agendaId: z.number().int(),
  estateId: z.number().int().nullable(),
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  name: z.string(),
  cancelled: z.boolean(),
});
export type Appointment = z.infer<typeof appointmentSchema>;
