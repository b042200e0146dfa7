import { formatDayWithWeekday } from '@/lib/rules/dates';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  availabilityMonthCount,
  bookablePeriods,
  buildAvailabilityMonths,
  initialMonthKey,
  markPeriodRefused,
  markPeriodTaken,
  nightStatus,
  packPeriods,
  unpackPeriods,
  periodsStartingIn,
  type CalendarDay,
} from '@/lib/rental-units/availability';
import { rentalPeriodSchema, type RentalPeriod } from '@/lib/site-api/schemas/rental-units';

let nextId = 1;
function period(start: string, end: string, status: RentalPeriod['status'] = 'FREE', type: RentalPeriod['type'] = 'WEEK'): RentalPeriod {
  return rentalPeriodSchema.parse({ id: nextId++, type, start, end, price: 850, status });
}

function day(days: (CalendarDay | null)[][], date: string): CalendarDay | undefined {
  return days.flat().find((d) => d?.date === date) ?? undefined;
}

describe('nightStatus', () => {
  const week = period('2026-07-04', '2026-07-11', 'FREE');

  it('covers the nights from the arrival day up to, not including, the departure day', () => {
    expect(nightStatus([week], '2026-07-03')).toBe('none');
    expect(nightStatus([week], '2026-07-04')).toBe('free');
    expect(nightStatus([week], '2026-07-10')).toBe('free');
    expect(nightStatus([week], '2026-07-11')).toBe('none');
  });

  it('lets a booking win over a free offer of the same night', () => {
    const weekend = period('2026-07-10', '2026-07-13', 'BOOKED', 'WEEKEND');
    expect(nightStatus([week, weekend], '2026-07-10')).toBe('booked');
    expect(nightStatus([weekend, week], '2026-07-10')).toBe('booked');
    expect(nightStatus([week, weekend], '2026-07-09')).toBe('free');
  });

  it('lets a free offer win over an unavailable one', () => {
    const blocked = period('2026-07-06', '2026-07-08', 'UNAVAILABLE', 'MIDWEEK');
    expect(nightStatus([blocked, week], '2026-07-06')).toBe('free');
    expect(nightStatus([blocked], '2026-07-06')).toBe('unavailable');
    expect(nightStatus([blocked], '2026-07-08')).toBe('none');
  });

  it('answers none without periods', () => {
    expect(nightStatus([], '2026-07-04')).toBe('none');
  });
});

describe('buildAvailabilityMonths', () => {
  it('starts with the month of today and runs for count months across a year end', () => {
    const months = buildAvailabilityMonths([], '2026-11-15', 3);
    expect(months.map((m) => [m.key, m.year, m.month])).toEqual([
      ['2026-11', 2026, 11],
      ['2026-12', 2026, 12],
      ['2027-01', 2027, 1],
    ]);
    expect(buildAvailabilityMonths([], '2026-11-15')).toHaveLength(6);
  });

  it('lays weeks out from Monday to Sunday, padded with null outside the month', () => {
    // 1 July 2026 is a Wednesday; 31 July a Friday.
    const [july] = buildAvailabilityMonths([], '2026-07-01', 1);
    expect(july?.weeks).toHaveLength(5);
    for (const week of july?.weeks ?? []) expect(week).toHaveLength(7);
    expect(july?.weeks[0]?.slice(0, 2)).toEqual([null, null]);
    expect(july?.weeks[0]?.[2]?.date).toBe('2026-07-01');
    expect(july?.weeks[0]?.[4]?.date).toBe('2026-07-03');
    expect(july?.weeks[4]?.[4]?.date).toBe('2026-07-31');
    expect(july?.weeks[4]?.slice(5)).toEqual([null, null]);
    expect(july?.weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('starts a month beginning on a Monday without padding, and knows leap years', () => {
    // 1 June 2026 is a Monday; February 2028 has 29 days.
    const [june] = buildAvailabilityMonths([], '2026-06-01', 1);
    expect(june?.weeks[0]?.[0]?.date).toBe('2026-06-01');
    const [february] = buildAvailabilityMonths([], '2028-02-10', 1);
    expect(february?.weeks.flat().filter(Boolean)).toHaveLength(29);
  });

  it('gives each day the status of its night, and marks past days without a status', () => {
    const periods = [period('2026-07-04', '2026-07-11', 'FREE'), period('2026-07-11', '2026-07-18', 'BOOKED')];
    const [july] = buildAvailabilityMonths(periods, '2026-07-06', 1);
    const weeks = july?.weeks ?? [];
    expect(day(weeks, '2026-07-05')).toEqual({ date: '2026-07-05', day: 5, status: 'none', past: true });
    expect(day(weeks, '2026-07-06')).toEqual({ date: '2026-07-06', day: 6, status: 'free', past: false });
    expect(day(weeks, '2026-07-11')?.status).toBe('booked');
    expect(day(weeks, '2026-07-18')?.status).toBe('none');
  });
});

describe('availabilityMonthCount', () => {
  it('reaches the month of the last night of the last period', () => {
    // The last night of a stay leaving on 1 September is 31 August.
    expect(availabilityMonthCount([period('2026-08-25', '2026-09-01')], '2026-07-06')).toBe(2);
    expect(availabilityMonthCount([period('2026-08-29', '2026-09-05')], '2026-07-06')).toBe(3);
  });

  it('is one month without periods and never more than two years', () => {
    expect(availabilityMonthCount([], '2026-07-06')).toBe(1);
    expect(availabilityMonthCount([period('2030-01-01', '2030-01-08')], '2026-07-06')).toBe(24);
  });
});

describe('bookablePeriods', () => {
  it('keeps the free periods starting today or later, by start then end', () => {
    const today = '2026-07-06';
    const begun = period('2026-07-04', '2026-07-11', 'FREE');
    const booked = period('2026-07-11', '2026-07-18', 'BOOKED');
    const unavailable = period('2026-07-10', '2026-07-13', 'UNAVAILABLE', 'WEEKEND');
    const week = period('2026-07-18', '2026-07-25', 'FREE');
    const weekend = period('2026-07-18', '2026-07-20', 'FREE', 'WEEKEND');
    const startingToday = period('2026-07-06', '2026-07-10', 'FREE', 'MIDWEEK');

    expect(bookablePeriods([week, begun, booked, weekend, unavailable, startingToday], today).map((p) => p.id)).toEqual([
      startingToday.id,
      weekend.id,
      week.id,
    ]);
  });
});

describe('periodsStartingIn and initialMonthKey', () => {
  const today = '2026-07-06';
  const begun = period('2026-07-04', '2026-07-11', 'FREE');
  const julyBooked = period('2026-07-25', '2026-08-01', 'BOOKED');
  const julyFree = period('2026-07-11', '2026-07-18', 'FREE');
  const august = period('2026-08-01', '2026-08-08', 'FREE');

  it('lists the periods arriving in a month, from today on, whatever their status', () => {
    expect(periodsStartingIn([august, julyBooked, begun, julyFree], '2026-07', today).map((p) => p.id)).toEqual([julyFree.id, julyBooked.id]);
    expect(periodsStartingIn([august, julyBooked], '2026-08', today).map((p) => p.id)).toEqual([august.id]);
  });

  it('opens on the month of the first bookable period, else on the current month', () => {
    expect(initialMonthKey([august, julyBooked], today)).toBe('2026-08');
    expect(initialMonthKey([julyBooked], today)).toBe('2026-07');
    expect(initialMonthKey([], today)).toBe('2026-07');
  });
});

describe('markPeriodTaken', () => {
  it('books the period and makes the free periods overlapping it unavailable', () => {
    const week = period('2026-07-04', '2026-07-11', 'FREE');
    const weekend = period('2026-07-10', '2026-07-13', 'FREE', 'WEEKEND');
    const next = period('2026-07-11', '2026-07-18', 'FREE');
    const statuses = markPeriodTaken([week, weekend, next], week.id).map((p) => p.status);
    expect(statuses).toEqual(['BOOKED', 'UNAVAILABLE', 'FREE']);
  });
});

describe('markPeriodRefused', () => {
  it('makes only the refused period unavailable: the reason may be another, overlapping booking', () => {
    const week = period('2026-07-04', '2026-07-11', 'FREE');
    const weekend = period('2026-07-10', '2026-07-13', 'FREE', 'WEEKEND');
    const booked = period('2026-07-11', '2026-07-18', 'BOOKED');
    const statuses = markPeriodRefused([week, weekend, booked], week.id).map((p) => p.status);
    expect(statuses).toEqual(['UNAVAILABLE', 'FREE', 'BOOKED']);
  });
});

describe('date helpers', () => {
  it('adds days across month ends', () => {
    expect(addDays('2026-07-31', 1)).toBe('2026-08-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('shows a day with its short weekday and the fixed date format', () => {
    expect(formatDayWithWeekday('2026-07-04', 'nl')).toBe('za 04/07/2026');
    expect(formatDayWithWeekday('2026-07-04', 'de')).toBe('Sa 04/07/2026');
  });
});

describe('the periods sent to the calendar as tuples', () => {
  it('come back as the same periods, in the same order, a price on request included', () => {
    const periods = [period('2026-07-11', '2026-07-18'), rentalPeriodSchema.parse({ id: 99, type: 'MIDWEEK', start: '2026-07-13', end: '2026-07-17', price: null, status: 'BOOKED' })];
    const packed = packPeriods(periods);
    // The type and status by index, the start as days after the previous start, the end as nights.
    expect(packed).toEqual([
      [periods[0]!.id, 0, '2026-07-11', 7, periods[0]!.price, 0],
      [99, 2, 2, 4, null, 1],
    ]);
    expect(unpackPeriods(JSON.parse(JSON.stringify(packed)))).toEqual(periods);
  });

  it('come back the same across a month, a year and a daylight-saving change, and keep dates that are not plain days as they are', () => {
    const periods = [
      rentalPeriodSchema.parse({ id: 1, type: 'WEEK', start: '2026-10-24', end: '2026-10-31', price: 700, status: 'FREE' }),
      rentalPeriodSchema.parse({ id: 2, type: 'LONG_WEEKEND', start: '2026-12-31', end: '2027-01-04', price: 500, status: 'UNAVAILABLE' }),
      rentalPeriodSchema.parse({ id: 3, type: 'WEEKEND', start: '2027-03-26T16:00:00', end: '2027-03-29', price: 300, status: 'FREE' }),
      rentalPeriodSchema.parse({ id: 4, type: 'WEEK', start: '2027-03-27', end: '2027-04-03', price: 900, status: 'BOOKED' }),
    ];
    const packed = packPeriods(periods);
    expect(packed[2]).toEqual([3, 1, '2027-03-26T16:00:00', '2027-03-29', 300, 0]);
    expect(unpackPeriods(JSON.parse(JSON.stringify(packed)))).toEqual(periods);
  });

  it('are shorter on the wire than the objects', () => {
    const periods = [period('2026-07-11', '2026-07-18'), period('2026-07-18', '2026-07-25')];
    expect(JSON.stringify(packPeriods(periods)).length).toBeLessThan(JSON.stringify(periods).length * 0.3);
  });
});
