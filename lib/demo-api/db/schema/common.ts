/** Column helpers and value lists the demo API's tables share. */
import { sql, type SQL } from 'drizzle-orm';
import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

/** `column in (…)` for a check constraint: the allowed values come from the code's own lists. */
export function oneOf(column: unknown, values: ReadonlyArray<string | number>): SQL {
  const list = values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

export const numberKeys = (record: Record<number, unknown>) => Object.keys(record).map(Number);

/** Euros with cents, exact: numeric, read and written as a JavaScript number. */
export const euros = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const periodTypes = ['WEEK', 'WEEKEND', 'MIDWEEK', 'LONG_WEEKEND'] as const;
export const periodStatuses = ['FREE', 'BOOKED', 'UNAVAILABLE'] as const;
export const reservationStatuses = ['REQUESTED', 'CONFIRMED', 'REFUSED'] as const;
export const leadTypes = ['contact', 'send-to-a-friend', 'valuation'] as const;
export const agreementTypes = ['privacy', 'terms'] as const;
export const mailKinds = [
  'contact',
  'contact-confirmation',
  'send-to-a-friend',
  'subscription',
  'appointment',
  'appointment-agency',
  'appointment-cancelled',
  'appointment-cancelled-agency',
  'reservation',
  'reservation-request',
  'alert',
  'valuation',
  'valuation-confirmation',
] as const;
export type MailKind = (typeof mailKinds)[number];

export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => new Uint8Array(value),
});

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
