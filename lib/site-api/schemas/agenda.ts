import { z } from 'zod';
import { isoDateTimeSchema, localeSchema } from './common';

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
  name: z.string().min(1).max(120),
  email: z.string().email().max(200),
  phone: z.string().max(40).nullable(),
  locale: localeSchema,
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
