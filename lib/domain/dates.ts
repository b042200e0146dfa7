// Calendar days as the site API writes them (YYYY-MM-DD), shown in the spec's dd/mm/yyyy with the
// weekday in the visitor's language. Days carry no time: they are read and formatted in UTC.
import { formatDate } from './format';

const DAY_MS = 86_400_000;

export function isoDayToDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** Nights from the arrival day to the departure day. */
export function nightsBetween(start: string, end: string): number {
  return Math.round((isoDayToDate(end).getTime() - isoDayToDate(start).getTime()) / DAY_MS);
}

/** Formatters are costly to make and cheap to use: one per language and kind, made on first use. */
const formats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/** "za 04/07/2026", "sam. 04/07/2026", "Sat 04/07/2026". */
export function formatDayWithWeekday(iso: string, locale: string): string {
  const date = isoDayToDate(iso);
  return `${dayFormat(locale, { weekday: 'short' }).format(date)} ${formatDate(new Date(date.getTime() + 12 * 3_600_000))}`;
}

/** "juli 2026", "juillet 2026": the heading of a month. */
export function formatMonth(iso: string, locale: string): string {
  return dayFormat(locale, { month: 'long', year: 'numeric' }).format(isoDayToDate(iso));
}

/** Today's date in Belgium as YYYY-MM-DD: the agencies' calendar, whatever the server's time zone. */
export function todayInBelgium(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
