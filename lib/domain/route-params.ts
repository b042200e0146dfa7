import { z } from 'zod';

const idSchema = z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).pipe(z.number().int().positive().max(2_147_483_647));
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/);
const appointmentIdSchema = z.string().regex(/^[0-9a-f]{32}$/);

/** A numeric route id (estate, entity, rental unit), or null when the visitor typed anything else. */
export function parseId(value: string): number | null {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A subscription token as we issue them (at least 128 bits, URL-safe), or null. */
export function parseToken(value: string): string | null {
  const parsed = tokenSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function parseAppointmentId(value: string): string | null {
  const parsed = appointmentIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
