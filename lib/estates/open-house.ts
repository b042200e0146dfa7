// Open-house days ("kijkdag", "journée portes ouvertes"): which ones a visitor still sees, how their day
// and hours read on the agency's clock, and the list filter's "within the coming days".
import { BELGIAN_TIME_ZONE, dayInBelgium, formatTimeInBelgium } from '@/lib/rules/dates';
import { defaultLocale, locales, type Locale } from '@/lib/rules';
import type { Localized } from '@/lib/site-api/schemas';

/** One open-house day: a visit without appointment between two instants, with the agency's note. */
export type OpenHouseDay = { start: string; end: string; note?: Localized | null };

/** "Open house this week": the list filter's reach, today included (docs/decisions/0055-open-house-days.md). */
export const OPEN_HOUSE_FILTER_DAYS = 7;

/** Day-month order in every language, English too (a Belgian agency's "Sat 6 Dec", not "Sat, Dec 6"). */
const intlLocale: Record<Locale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-BE' };
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(locale: Locale, length: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${locale}|${length}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], { timeZone: BELGIAN_TIME_ZONE, weekday: length, day: 'numeric', month: length });
    dayFormats.set(key, format);
  }
  return format;
}

/** The open houses not over yet at `now`, soonest first: one under way still counts, a past one never shows. */
export function upcomingOpenHouses(openHouses: readonly OpenHouseDay[] | undefined, now: Date): OpenHouseDay[] {
  return (openHouses ?? []).filter((entry) => Date.parse(entry.end) > now.getTime()).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

export function nextOpenHouse(openHouses: readonly OpenHouseDay[] | undefined, now: Date): OpenHouseDay | null {
  return upcomingOpenHouses(openHouses, now)[0] ?? null;
}

/** "za 6 dec", "sam. 6 déc.", "Sat 6 Dec", "Sa., 6. Dez."; `long`: "zaterdag 6 december". In Brussels time. */
export function openHouseDay(start: string, locale: Locale, length: 'short' | 'long' = 'short'): string {
  return dayFormat(locale, length).format(new Date(start));
}

/** "14:00–17:00"; over midnight the end's day comes along: "22:00–za 6 dec 02:00". */
export function openHouseHours(entry: OpenHouseDay, locale: Locale): string {
  const sameDay = dayInBelgium(entry.start) === dayInBelgium(entry.end);
  const end = sameDay ? formatTimeInBelgium(entry.end) : `${openHouseDay(entry.end, locale)} ${formatTimeInBelgium(entry.end)}`;
  return `${formatTimeInBelgium(entry.start)}–${end}`;
}

/** The note in the visitor's language, else in Dutch, else any (as pickLocalized), with its language for `lang`. */
export function openHouseNote(entry: OpenHouseDay, locale: Locale): { text: string; lang: Locale } | null {
  for (const lang of [locale, defaultLocale, ...locales]) {
    const text = entry.note?.[lang]?.trim();
    if (text) return { text, lang };
  }
  return null;
}

/** `20251206T130000Z`: the open house's start as the last segment of its calendar link, one per entry. */
export function openHouseKey(entry: Pick<OpenHouseDay, 'start'>): string {
  return new Date(entry.start).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** `/nl/open-house-calendar/12/20251206T130000Z`: the calendar file of one open house (a route, not a page). */
export function openHouseCalendarPath(locale: Locale, estateId: number, entry: Pick<OpenHouseDay, 'start'>): string {
  return `/${locale}/open-house-calendar/${estateId}/${openHouseKey(entry)}`;
}

/** The entry a calendar link's key names, if the estate still has it. */
export function findOpenHouse(openHouses: readonly OpenHouseDay[] | undefined, key: string): OpenHouseDay | null {
  return (openHouses ?? []).find((entry) => openHouseKey(entry) === key) ?? null;
}

/** Midnight in Brussels starting the day `days` after today's: the filter's bound, one per day so searches cache. */
export function openHouseFilterBound(now: Date, days = OPEN_HOUSE_FILTER_DAYS): string {
  const [year, month, day] = dayInBelgium(now).split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, day + days);
  // Brussels is one or two hours ahead: the Brussels midnight is the UTC one less that offset.
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(utcMidnight - offsetHours * 3_600_000);
    if (dayInBelgium(candidate) === dayInBelgium(new Date(utcMidnight)) && formatTimeInBelgium(candidate) === '00:00') return candidate.toISOString();
  }
  return new Date(utcMidnight).toISOString();
}

/** Whether an estate matches the filter: an open house not over at `now` that starts before `before`. */
export function hasOpenHouseBefore(openHouses: readonly OpenHouseDay[] | undefined, before: string, now: Date): boolean {
  const bound = Date.parse(before);
  return upcomingOpenHouses(openHouses, now).some((entry) => Date.parse(entry.start) < bound);
}
