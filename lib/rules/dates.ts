// Calendar days as the site API writes them (YYYY-MM-DD), shown in the spec's dd/mm/yyyy with the
// weekday in the visitor's language. Days carry no time: they are read and formatted in UTC. Moments (an
// appointment's start) are shown in the agencies' time zone, so the server and the browser agree.
import { formatDate } from './format';
import { BELGIAN_TIME_ZONE } from './index';

const DAY_MS = 86_400_000;

export function isoDayToDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** Nights from the arrival day to the departure day. */
export function nightsBetween(start: string, end: string): number {
  return Math.round((isoDayToDate(end).getTime() - isoDayToDate(start).getTime()) / DAY_MS);
}

/** The agencies' time zone, from the module the demo API shares. */
export { BELGIAN_TIME_ZONE };

/** Formatters are costly to make and cheap to use: one per language, kind and zone, made on first use. */
const formats = new Map<string, Intl.DateTimeFormat>();
function cachedFormat(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

const dayFormat = (locale: string, options: Intl.DateTimeFormatOptions) => cachedFormat(locale, options, 'UTC');

/** "za 04/07/2026", "sam. 04/07/2026", "Sat 04/07/2026"; with `long`: "zaterdag 04/07/2026". */
export function formatDayWithWeekday(iso: string, locale: string, weekday: 'short' | 'long' = 'short'): string {
  const date = isoDayToDate(iso);
  return `${dayFormat(locale, { weekday }).format(date)} ${formatDate(new Date(date.getTime() + 12 * 3_600_000))}`;
}

/** "juli 2026", "juillet 2026": the heading of a month. */
export function formatMonth(iso: string, locale: string): string {
  return dayFormat(locale, { month: 'long', year: 'numeric' }).format(isoDayToDate(iso));
}

/** The day a moment falls on in Belgium, as YYYY-MM-DD: 23:30 UTC in summer is the next day here. */
export function dayInBelgium(moment: string | Date): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  return cachedFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }, BELGIAN_TIME_ZONE).format(date);
}

/** Today's date in Belgium as YYYY-MM-DD: the agencies' calendar, whatever the server's time zone. */
export function todayInBelgium(now: Date = new Date()): string {
  return dayInBelgium(now);
}

/** "09:30": the time of a moment on a Belgian clock, 24-hour, in every language. */
export function formatTimeInBelgium(moment: string | Date): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  const parts = cachedFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, BELGIAN_TIME_ZONE).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')}`;
}
