// Dates of the seed. Everything time-dependent derives from "now" cut to the UTC day, so a seed
// made twice on one day is identical; agenda times are local Belgian times.
import { BELGIAN_TIME_ZONE } from '@/lib/rules';

export const DAY_MS = 86_400_000;

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** YYYY-MM-DD of a UTC day. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (date: Date) => date.getUTCDay();

const brusselsParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BELGIAN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Minutes Brussels is ahead of UTC at an instant (60 in winter, 120 in summer). */
function brusselsOffsetMinutes(instant: number): number {
  const parts = Object.fromEntries(brusselsParts.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((asUtc - instant) / 60_000);
}

/** The instant of a local Brussels time on a given UTC day. */
export function brusselsTime(day: Date, hour: number, minute: number): Date {
  const guess = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute);
  const offset = brusselsOffsetMinutes(guess - 120 * 60_000);
  return new Date(guess - offset * 60_000);
}
