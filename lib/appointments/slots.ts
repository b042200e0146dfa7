// The free moments of a live agenda as the visitor chooses them: grouped by the day they fall
// on in Belgium, each day and each day's moments in order. Pure: the browser and the server group alike.
import { dayInBelgium, formatDayWithWeekday, formatTimeInBelgium } from '@/lib/rules/dates';

/** A free moment of a live agenda that a visitor may book. */
export type FreeSlot = { id: number; start: string; end: string };

export type SlotDay = {
  /** YYYY-MM-DD on a Belgian calendar. */
  day: string;
  slots: FreeSlot[];
};

const byStartThenId = (a: FreeSlot, b: FreeSlot) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id;

/** The slots per Belgian day, days and slots by start; a slot listed twice is shown once. */
export function slotsByDay(slots: readonly FreeSlot[]): SlotDay[] {
  const seen = new Set<number>();
  const days = new Map<string, FreeSlot[]>();
  for (const slot of [...slots].sort(byStartThenId)) {
    if (seen.has(slot.id)) continue;
    seen.add(slot.id);
    const day = dayInBelgium(slot.start);
    const list = days.get(day);
    if (list) list.push(slot);
    else days.set(day, [slot]);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/** "maandag 10/03/2025": a day heading, with the weekday in full in the page's language. */
export function slotDayLabel(day: string, locale: string): string {
  return formatDayWithWeekday(day, locale, 'long');
}

/** When a slot or an appointment is, as the pages show it: the day in full and the times on a Belgian clock. */
export function momentOf(period: { start: string; end: string }, locale: string): { date: string; start: string; end: string } {
  return { date: slotDayLabel(dayInBelgium(period.start), locale), start: formatTimeInBelgium(period.start), end: formatTimeInBelgium(period.end) };
}
