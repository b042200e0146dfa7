// Availability of a holiday rental unit, from its periods. Pure: the calendar runs in the browser.

/** How long a rental period runs, and whether a visitor may still ask for it. */
export type PeriodType = 'WEEK' | 'WEEKEND' | 'MIDWEEK' | 'LONG_WEEKEND';
export type PeriodStatus = 'FREE' | 'BOOKED' | 'UNAVAILABLE';

/** A rental period as the calendar and the reservation form use it: nights from `start` to `end` (plain dates). */
export type BookingPeriod = { id: number; type: PeriodType; start: string; end: string; price: number | null; status: PeriodStatus };

export type DayStatus = 'free' | 'booked' | 'unavailable' | 'none';

/** One day of the month grid; the status is the one of the night starting that day. */
export type CalendarDay = { date: string; day: number; status: DayStatus; past: boolean };

export type CalendarMonth = {
  /** YYYY-MM */
  key: string;
  year: number;
  /** 1-12 */
  month: number;
  /** Weeks from Monday to Sunday; days outside the month are null. */
  weeks: (CalendarDay | null)[][];
};

/** The longest stretch the calendar pages through: periods further away are rare and still listed. */
export const MAX_CALENDAR_MONTHS = 24;

const pad = (value: number) => String(value).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

function parseIsoDate(date: string): { year: number; month: number; day: number } {
  const [year = NaN, month = NaN, day = NaN] = date.slice(0, 10).split('-').map(Number);
  return { year, month, day };
}

/** The ISO date `days` days after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** "2026-07" for "2026-07-04". */
export function monthKeyOf(date: string): string {
  return date.slice(0, 7);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 for Monday … 6 for Sunday: a Belgian week starts on Monday. */
function mondayIndex(year: number, month: number, day: number): number {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

function covers(period: BookingPeriod, date: string): boolean {
  // start is the arrival day and end the departure day: the night of the departure day is not in it.
  return period.start <= date && date < period.end;
}

/** The status of the night starting on `date`: a booking wins over an offer, an offer over a block. */
export function nightStatus(periods: readonly BookingPeriod[], date: string): DayStatus {
  const covering = periods.filter((period) => covers(period, date));
  if (covering.some((period) => period.status === 'BOOKED')) return 'booked';
  if (covering.some((period) => period.status === 'FREE')) return 'free';
  if (covering.some((period) => period.status === 'UNAVAILABLE')) return 'unavailable';
  return 'none';
}

function buildMonth(periods: readonly BookingPeriod[], today: string, year: number, month: number): CalendarMonth {
  const cells: (CalendarDay | null)[] = Array.from({ length: mondayIndex(year, month, 1) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) {
    const date = isoDate(year, month, day);
    const past = date < today;
    cells.push({ date, day, past, status: past ? 'none' : nightStatus(periods, date) });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return { key: `${year}-${pad(month)}`, year, month, weeks };
}

/** `count` months of day statuses, starting with the month of `today`. */
export function buildAvailabilityMonths(periods: readonly BookingPeriod[], today: string, count = 6): CalendarMonth[] {
  const { year, month } = parseIsoDate(today);
  return Array.from({ length: Math.max(1, count) }, (_, offset) => {
    const index = month - 1 + offset;
    return buildMonth(periods, today, year + Math.floor(index / 12), (index % 12) + 1);
  });
}

function monthsBetween(fromKey: string, toKey: string): number {
  const from = parseIsoDate(`${fromKey}-01`);
  const to = parseIsoDate(`${toKey}-01`);
  return (to.year - from.year) * 12 + (to.month - from.month);
}

/** How many months the calendar needs to reach the last night of the last period (1 to MAX_CALENDAR_MONTHS). */
export function availabilityMonthCount(periods: readonly BookingPeriod[], today: string): number {
  const lastNight = periods.reduce<string | null>((last, period) => {
    const night = addDays(period.end, -1);
    return last === null || night > last ? night : last;
  }, null);
  if (lastNight === null || lastNight < today) return 1;
  return Math.min(MAX_CALENDAR_MONTHS, monthsBetween(monthKeyOf(today), monthKeyOf(lastNight)) + 1);
}

/** Sort order of period lists: by arrival, then by departure. */
export function byStartThenEnd(a: BookingPeriod, b: BookingPeriod): number {
  return a.start.localeCompare(b.start) || a.end.localeCompare(b.end);
}

/** The periods a visitor can still ask for: free, and not begun before today. */
export function bookablePeriods(periods: readonly BookingPeriod[], today: string): BookingPeriod[] {
  return periods.filter((period) => period.status === 'FREE' && period.start >= today).sort(byStartThenEnd);
}

export function isBookable(period: BookingPeriod, today: string): boolean {
  return period.status === 'FREE' && period.start >= today;
}

/** The periods arriving in a month (YYYY-MM) from today on, whatever their status, by date. */
export function periodsStartingIn(periods: readonly BookingPeriod[], monthKey: string, today: string): BookingPeriod[] {
  return periods.filter((period) => monthKeyOf(period.start) === monthKey && period.start >= today).sort(byStartThenEnd);
}

/** The month the calendar opens on: the one of the first bookable period, else the current month. */
export function initialMonthKey(periods: readonly BookingPeriod[], today: string): string {
  const first = bookablePeriods(periods, today)[0];
  return monthKeyOf(first?.start ?? today);
}

/**
 * The periods once `periodId` is reserved: it is booked, and every free period overlapping it is
 * unavailable (as the site API does it; docs/site-api.md, rental reservation).
 */
export function markPeriodTaken(periods: readonly BookingPeriod[], periodId: number): BookingPeriod[] {
  const taken = periods.find((period) => period.id === periodId);
  if (!taken) return [...periods];
  return periods.map((period) => {
    if (period.id === periodId) return { ...period, status: 'BOOKED' };
    const overlaps = period.start < taken.end && taken.start < period.end;
    return overlaps && period.status === 'FREE' ? { ...period, status: 'UNAVAILABLE' } : period;
  });
}

/**
 * The periods once the site API refused `periodId` (409): that period is no longer free, but the reason
 * may be a booking of another, overlapping period, so nothing else is assumed about the others.
 */
export function markPeriodRefused(periods: readonly BookingPeriod[], periodId: number): BookingPeriod[] {
  return periods.map((period) => (period.id === periodId && period.status === 'FREE' ? { ...period, status: 'UNAVAILABLE' } : period));
}

/** True when the night of `date` belongs to the period. */
export function periodCovers(period: BookingPeriod, date: string): boolean {
  return covers(period, date);
}

const PERIOD_TYPES = ['WEEK', 'WEEKEND', 'MIDWEEK', 'LONG_WEEKEND'] as const satisfies readonly PeriodType[];
const PERIOD_STATUSES = ['FREE', 'BOOKED', 'UNAVAILABLE'] as const satisfies readonly PeriodStatus[];
const DAY_MS = 86_400_000;
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `date` plus `days`, for plain dates (`YYYY-MM-DD`, no time, in UTC as everywhere in this module). */
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days from `from` to `to` when both are plain dates and the count gives `to` back exactly, else null. */
function daysBetween(from: string, to: string): number | null {
  if (!PLAIN_DATE.test(from) || !PLAIN_DATE.test(to)) return null;
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
  return Number.isInteger(days) && plusDays(from, days) === to ? days : null;
}

/**
 * A period as the server sends it to the calendar's client component: a tuple, not an object, because
 * the keys of 78 periods were about 3 kB of every rental detail page's inline RSC payload (docs/bench-pages.md);
 * the type and status as their index in the lists above, the start as days after
 * the previous period's start and the end as nights after its start (the first start, and any date that is not
 * a plain date, stay a string): `[1,0,0,7,870,0]` instead of `[1,"WEEK","2026-11-27","2026-12-04",870,"FREE"]`.
 * Only the transport changes: the component unpacks them to `BookingPeriod`s at once.
 */
export type PackedPeriod = readonly [id: number, type: number, start: string | number, end: string | number, price: number | null, status: number];

export function packPeriods(periods: readonly BookingPeriod[]): PackedPeriod[] {
  let previous: string | null = null;
  return periods.map(({ id, type, start, end, price, status }) => {
    const startAfter = previous === null ? null : daysBetween(previous, start);
    previous = start;
    return [id, PERIOD_TYPES.indexOf(type), startAfter ?? start, daysBetween(start, end) ?? end, price, PERIOD_STATUSES.indexOf(status)];
  });
}

export function unpackPeriods(packed: readonly PackedPeriod[]): BookingPeriod[] {
  let previous = '';
  return packed.map(([id, type, packedStart, packedEnd, price, status]) => {
    const start = typeof packedStart === 'number' ? plusDays(previous, packedStart) : packedStart;
    previous = start;
    const end = typeof packedEnd === 'number' ? plusDays(start, packedEnd) : packedEnd;
    return { id, type: PERIOD_TYPES[type]!, start, end, price, status: PERIOD_STATUSES[status]! };
  });
}
