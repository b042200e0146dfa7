import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { momentOf, slotDayLabel, slotsByDay } from '@/lib/appointments/slots';
import { dayInBelgium, formatTimeInBelgium } from '@/lib/rules/dates';

const originalTz = process.env.TZ;

// The server's own time zone must not matter: run the tests as if it were far from Belgium.
beforeEach(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

const slot = (id: number, start: string, minutes = 30) => ({ id, start, end: new Date(Date.parse(start) + minutes * 60_000).toISOString() });

describe('formatTimeInBelgium', () => {
  it('shows HH:MM on a Belgian clock, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(formatTimeInBelgium('2025-03-10T09:00:00.000Z')).toBe('10:00');
    expect(formatTimeInBelgium('2025-07-10T07:30:00.000Z')).toBe('09:30');
    expect(formatTimeInBelgium(new Date('2025-07-10T22:05:00.000Z'))).toBe('00:05');
  });
});

describe('dayInBelgium', () => {
  it('gives the Belgian day, which is the next one late in the UTC evening', () => {
    expect(dayInBelgium('2025-07-10T21:59:00.000Z')).toBe('2025-07-10');
    expect(dayInBelgium('2025-07-10T22:00:00.000Z')).toBe('2025-07-11');
  });
});

describe('slotsByDay', () => {
  it('groups slots by Belgian day, days and slots in order, a slot listed twice once', () => {
    const days = slotsByDay([
      slot(3, '2025-03-11T08:00:00.000Z'),
      slot(2, '2025-03-10T13:00:00.000Z'),
      slot(1, '2025-03-10T08:00:00.000Z'),
      slot(4, '2025-03-10T23:30:00.000Z'),
      slot(1, '2025-03-10T08:00:00.000Z'),
    ]);
    expect(days.map(({ day, slots }) => ({ day, ids: slots.map((s) => s.id) }))).toEqual([
      { day: '2025-03-10', ids: [1, 2] },
      // 23:30 UTC is 00:30 the next morning in Brussels.
      { day: '2025-03-11', ids: [4, 3] },
    ]);
  });

  it('answers no days for no slots', () => {
    expect(slotsByDay([])).toEqual([]);
  });
});

describe('slotDayLabel and momentOf', () => {
  it('names the day with its weekday in full in the page language', () => {
    expect(slotDayLabel('2025-03-10', 'nl')).toBe('maandag 10/03/2025');
    expect(slotDayLabel('2025-03-10', 'fr')).toBe('lundi 10/03/2025');
    expect(slotDayLabel('2025-03-10', 'en')).toBe('Monday 10/03/2025');
    expect(slotDayLabel('2025-03-10', 'de')).toBe('Montag 10/03/2025');
  });

  it('tells when an appointment is, on a Belgian clock', () => {
    expect(momentOf(slot(1, '2025-03-10T23:30:00.000Z'), 'nl')).toEqual({ date: 'dinsdag 11/03/2025', start: '00:30', end: '01:00' });
  });
});
