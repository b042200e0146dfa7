import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/lib/rules';
import { toEstateCardModel, type CardTexts } from '@/lib/estates/card-model';
import type { EnumLabel } from '@/lib/estates/estate-href';
import {
  findOpenHouse,
  hasOpenHouseBefore,
  openHouseCalendarPath,
  openHouseFilterBound,
  openHouseHours,
  openHouseNote,
  upcomingOpenHouses,
} from '@/lib/estates/open-house';
import { toMapSearchBody, toSearchBody } from '@/lib/estates/search-query';
import { estateQueryString, readEstateQuery } from '@/lib/estates/url-state';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { estateSummary } from '../support/estate-fixture';

const bundles = { nl, fr, en, de } as const;
// Wednesday 3 December 2026, 10:00 in Brussels.
const now = new Date('2026-12-03T09:00:00Z');
const saturday = { start: '2026-12-05T13:00:00Z', end: '2026-12-05T16:00:00Z' };
const nextSaturday = { start: '2026-12-12T09:00:00Z', end: '2026-12-12T11:00:00Z' };
const past = { start: '2026-11-28T13:00:00Z', end: '2026-11-28T16:00:00Z' };

function cardBadges(locale: Locale, openHouses: unknown) {
  const t = createTranslator({ locale, messages: bundles[locale], namespace: 'EstateCard' });
  const label: EnumLabel = () => 'x';
  const texts: CardTexts = {
    price: () => '€ 1',
    bedrooms: (count) => t('bedrooms', { count }),
    area: () => '',
    project: t('project'),
    photoOf: (title) => title,
    badgeNew: t('badgeNew'),
    badgePriceLowered: t('badgePriceLowered'),
    badgeOpenHouse: (day) => t('badgeOpenHouse', { day }),
    previousPrice: t('previousPrice'),
  };
  return toEstateCardModel(estateSummary({ openHouses }), locale, label, texts, () => '/x', now).badges;
}

describe('the open-house badge of a card', () => {
  const expected: Record<Locale, string> = {
    nl: 'Kijkdag za 5 dec',
    fr: 'Portes ouvertes sam. 5 déc.',
    en: 'Open house Sat 5 Dec',
    de: 'Offene Besichtigung Sa., 5. Dez.',
  };
  for (const locale of locales) {
    it(`names the next coming open house's day in ${locale}, not a later or a past one`, () => {
      expect(cardBadges(locale, [nextSaturday, past, saturday])).toContainEqual({ kind: 'openHouse', label: expected[locale] });
      expect(cardBadges(locale, [nextSaturday, past, saturday]).filter((badge) => badge.kind === 'openHouse')).toHaveLength(1);
    });
  }

  it('is absent when every open house is over, or there is none', () => {
    expect(cardBadges('nl', [past]).map((badge) => badge.kind)).not.toContain('openHouse');
    expect(cardBadges('nl', undefined).map((badge) => badge.kind)).not.toContain('openHouse');
  });

  it('reads the day on the Brussels clock: 23:30 UTC on Friday is Saturday there', () => {
    expect(cardBadges('nl', [{ start: '2026-12-04T23:30:00Z', end: '2026-12-05T01:00:00Z' }])).toContainEqual({ kind: 'openHouse', label: 'Kijkdag za 5 dec' });
  });
});

describe('open-house days', () => {
  it('keep the ones not over yet, one under way included, soonest first', () => {
    const underWay = { start: '2026-12-03T08:00:00Z', end: '2026-12-03T10:00:00Z' };
    expect(upcomingOpenHouses([nextSaturday, past, saturday, underWay], now)).toEqual([underWay, saturday, nextSaturday]);
  });

  it('show their hours in Brussels time, summer and winter', () => {
    expect(openHouseHours(saturday, 'nl')).toBe('14:00–17:00');
    expect(openHouseHours({ start: '2026-06-06T08:00:00Z', end: '2026-06-06T10:30:00Z' }, 'fr')).toBe('10:00–12:30');
  });

  it('give the note in the visitor language, else the one there is, with its language', () => {
    expect(openHouseNote({ ...saturday, note: { nl: 'Bel aan', fr: 'Sonnez' } }, 'fr')).toEqual({ text: 'Sonnez', lang: 'fr' });
    expect(openHouseNote({ ...saturday, note: { fr: 'Sonnez au troisième étage.' } }, 'nl')).toEqual({ text: 'Sonnez au troisième étage.', lang: 'fr' });
    expect(openHouseNote({ ...saturday, note: { nl: '  ' } }, 'nl')).toBeNull();
  });

  it('are found again by the key of their calendar link', () => {
    const path = openHouseCalendarPath('nl', 12, saturday);
    expect(path).toBe('/nl/open-house-calendar/12/20261205T130000Z');
    expect(findOpenHouse([nextSaturday, saturday], path.split('/').at(-1)!)).toEqual(saturday);
  });
});

describe('the "open house this week" filter', () => {
  it('reaches to the Brussels midnight seven days ahead, whatever the hour, so one day has one search', () => {
    expect(openHouseFilterBound(now)).toBe('2026-12-09T23:00:00.000Z');
    expect(openHouseFilterBound(new Date('2026-12-03T22:59:00Z'))).toBe('2026-12-09T23:00:00.000Z');
    // Late on Thursday evening UTC is already Friday in Brussels.
    expect(openHouseFilterBound(new Date('2026-12-03T23:30:00Z'))).toBe('2026-12-10T23:00:00.000Z');
    // Across the change to summer time the bound is midnight on the Brussels clock (22:00 UTC).
    expect(openHouseFilterBound(new Date('2026-03-25T12:00:00Z'))).toBe('2026-03-31T22:00:00.000Z');
  });

  it('matches a listing with an open house not over yet that starts before the bound', () => {
    const bound = openHouseFilterBound(now);
    expect(hasOpenHouseBefore([saturday], bound, now)).toBe(true);
    expect(hasOpenHouseBefore([nextSaturday], bound, now)).toBe(false);
    expect(hasOpenHouseBefore([past], bound, now)).toBe(false);
    expect(hasOpenHouseBefore(undefined, bound, now)).toBe(false);
  });

  it('round-trips through the URL as open-house=1, and an unticked box leaves no trace', () => {
    const query = readEstateQuery({ 'open-house': '1', status: 'FOR_SALE' });
    expect(query.openHouse).toBe(true);
    expect(estateQueryString(query)).toBe('status=FOR_SALE&open-house=1');
    expect(readEstateQuery(new URLSearchParams(estateQueryString(query))).openHouse).toBe(true);
    expect(readEstateQuery({ 'open-house': 'TRUE' }).openHouse).toBe(true);
    expect(readEstateQuery({ 'open-house': '0' }).openHouse).toBeUndefined();
    expect(estateQueryString(readEstateQuery({ 'open-house': 'nee' }))).toBe('');
  });

  it('goes into the list, filter and map searches as openHouseBefore', () => {
    const query = readEstateQuery({ 'open-house': '1' });
    expect(toSearchBody(query, { offset: 0, limit: 15 }, now).filter.openHouseBefore).toBe('2026-12-09T23:00:00.000Z');
    expect(toMapSearchBody(query, now).filter.openHouseBefore).toBe('2026-12-09T23:00:00.000Z');
    expect(toSearchBody(readEstateQuery({}), { offset: 0, limit: 15 }, now).filter).not.toHaveProperty('openHouseBefore');
  });
});
