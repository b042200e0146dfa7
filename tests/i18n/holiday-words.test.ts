import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import { routePathnames } from '@/lib/rules';

function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k));
}

describe('German holiday rentals', () => {
  it('are never called public holidays ("Feiertage") in a visible text', () => {
    expect(texts(de).filter(([, text]) => /feiertag/i.test(text))).toEqual([]);
  });

  it('are named as holiday homes in the list, the detail and the home page', () => {
    for (const text of [de.HolidayList.title, de.HolidayList.description, de.HolidayDetail.title, de.Home.viewHoliday]) expect(text).toMatch(/Ferien|Urlaub/);
  });

  it('keep the route word the spec fixes, which is an address, not a text', () => {
    expect(routePathnames['/holiday'].de).toBe('/feiertage');
  });
});
