import { describe, expect, it } from 'vitest';
import { nearestArrivals } from '@/lib/rental-units/arrivals';

const days = ['2026-07-04', '2026-07-11', '2026-07-18', '2026-07-25'].map((value) => ({ value }));

describe('nearestArrivals', () => {
  it('offers the last arrival day before the chosen day and the first two after it', () => {
    expect(nearestArrivals(days, '2026-07-12').map((d) => d.value)).toEqual(['2026-07-11', '2026-07-18', '2026-07-25']);
  });
  it('offers only what exists at either end', () => {
    expect(nearestArrivals(days, '2026-07-01').map((d) => d.value)).toEqual(['2026-07-04', '2026-07-11']);
    expect(nearestArrivals(days, '2026-08-01').map((d) => d.value)).toEqual(['2026-07-25']);
    expect(nearestArrivals([], '2026-08-01')).toEqual([]);
  });
});
