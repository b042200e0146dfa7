import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDayWithWeekday, formatMonth, nightsBetween, todayInBelgium } from '@/lib/rules/dates';

const originalTz = process.env.TZ;

/** Puts the process time zone back; assigning undefined to process.env would store the string "undefined". */
function restoreTz() {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
}

// The servers may run in Belgium: a day read in local time there starts at 22:00 or 23:00 UTC the day
// before, and nights across a clock change are not 24 hours long. Every test runs there.
beforeEach(() => {
  process.env.TZ = 'Europe/Brussels';
});
afterEach(restoreTz);

describe('nightsBetween', () => {
  it('counts 7 nights for a week', () => {
    expect(nightsBetween('2026-07-04', '2026-07-11')).toBe(7);
  });

  it('counts 7 nights for a week across the change to winter time on 2026-10-25', () => {
    expect(nightsBetween('2026-10-24', '2026-10-31')).toBe(7);
  });

  it('counts 7 nights for a week across the change to summer time on 2026-03-29', () => {
    expect(nightsBetween('2026-03-28', '2026-04-04')).toBe(7);
  });

  it('counts single nights on the days the clocks change', () => {
    expect(nightsBetween('2026-10-25', '2026-10-26')).toBe(1);
    expect(nightsBetween('2026-03-29', '2026-03-30')).toBe(1);
  });

  it('counts across a month and a year end', () => {
    expect(nightsBetween('2026-12-28', '2027-01-02')).toBe(5);
    expect(nightsBetween('2028-02-27', '2028-03-01')).toBe(3);
  });
});

describe('formatDayWithWeekday', () => {
  it.each([
    ['nl', 'za 04/07/2026'],
    ['fr', 'sam. 04/07/2026'],
    ['en', 'Sat 04/07/2026'],
    ['de', 'Sa 04/07/2026'],
  ])('writes 2026-07-04 in %s as "%s"', (locale, expected) => {
    expect(formatDayWithWeekday('2026-07-04', locale)).toBe(expected);
  });

  it('writes the day the clocks go back with its own weekday and date', () => {
    expect(formatDayWithWeekday('2026-10-25', 'nl')).toBe('zo 25/10/2026');
    expect(formatDayWithWeekday('2026-10-25', 'fr')).toBe('dim. 25/10/2026');
  });

  it('keeps the weekday and the date of a year end together', () => {
    expect(formatDayWithWeekday('2026-12-31', 'en')).toBe('Thu 31/12/2026');
    expect(formatDayWithWeekday('2027-01-01', 'de')).toBe('Fr 01/01/2027');
  });

  it('gives each locale its own weekday names, though it caches one formatter per locale', () => {
    expect(formatDayWithWeekday('2026-07-05', 'nl')).toBe('zo 05/07/2026');
    expect(formatDayWithWeekday('2026-07-05', 'en')).toBe('Sun 05/07/2026');
    expect(formatDayWithWeekday('2026-07-05', 'nl')).toBe('zo 05/07/2026');
  });
});

describe('formatMonth', () => {
  it.each([
    ['nl', 'juli 2026'],
    ['fr', 'juillet 2026'],
    ['en', 'July 2026'],
    ['de', 'Juli 2026'],
  ])('names July 2026 in %s as "%s"', (locale, expected) => {
    expect(formatMonth('2026-07-01', locale)).toBe(expected);
  });

  it('names the month of any of its days, the first and the last included', () => {
    expect(formatMonth('2026-03-01', 'de')).toBe('März 2026');
    expect(formatMonth('2026-03-31', 'fr')).toBe('mars 2026');
    expect(formatMonth('2026-12-31', 'nl')).toBe('december 2026');
  });
});

describe('todayInBelgium', () => {
  it('is already tomorrow in Brussels late in a winter evening UTC', () => {
    expect(todayInBelgium(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
  });

  it('turns the day at 22:00 UTC in summer', () => {
    expect(todayInBelgium(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(todayInBelgium(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('turns the day at 23:00 UTC in winter', () => {
    expect(todayInBelgium(new Date('2026-01-15T22:59:00Z'))).toBe('2026-01-15');
    expect(todayInBelgium(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
  });

  it('does not depend on the server time zone', () => {
    try {
      process.env.TZ = 'America/Los_Angeles';
      expect(todayInBelgium(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    } finally {
      process.env.TZ = 'Europe/Brussels';
    }
  });

  it('answers the day of now when given no date', () => {
    vi.useFakeTimers({ now: new Date('2026-07-01T22:30:00Z') });
    try {
      expect(todayInBelgium()).toBe('2026-07-02');
    } finally {
      vi.useRealTimers();
    }
  });
});
