import { describe, expect, it } from 'vitest';
import { estateDetailSchema, estateSearchBodySchema } from '@/lib/site-api/schemas';
import { estateSummary } from '../support/estate-fixture';
import { estateDetail } from '../support/estate-detail-fixture';

const coming = { start: '2026-12-05T13:00:00.000Z', end: '2026-12-05T16:00:00.000Z', note: { nl: 'Bel aan', fr: null } };

describe('openHouses on an estate (our extension)', () => {
  it('reads the entries with their localised note', () => {
    expect(estateSummary({ openHouses: [coming] }).openHouses).toEqual([coming]);
  });

  it('is none when the API sends no openHouses, null or something that is no list, and the estate still reads', () => {
    expect(estateSummary().openHouses).toBeUndefined();
    expect(estateSummary({ openHouses: null }).openHouses).toEqual([]);
    expect(estateSummary({ openHouses: 'zaterdag' }).openHouses).toEqual([]);
    expect(estateSummary({ openHouses: { start: coming.start } }).openHouses).toEqual([]);
  });

  it('leaves out an entry that ends before it starts, has no date or no offset, and keeps the others', () => {
    const openHouses = estateDetail({
      openHouses: [
        { start: '2026-12-05T16:00:00Z', end: '2026-12-05T13:00:00Z' },
        { start: '2026-12-05T13:00:00Z', end: '2026-12-05T13:00:00Z' },
        { start: 'zaterdag', end: '2026-12-05T13:00:00Z' },
        { start: '2026-12-05T13:00:00', end: '2026-12-05T16:00:00' },
        { end: '2026-12-05T16:00:00Z' },
        coming,
      ],
    }).openHouses;
    expect(openHouses).toEqual([coming]);
  });

  it('keeps a note written in one other language only, and a past entry (the website decides what still shows)', () => {
    const french = { start: '2026-12-06T09:00:00+01:00', end: '2026-12-06T11:00:00+01:00', note: { fr: 'Sonnez au troisième étage.' } };
    const past = { start: '2020-01-04T09:00:00Z', end: '2020-01-04T11:00:00Z' };
    expect(estateDetailSchema.parse(estateDetail({ openHouses: [french, past] })).openHouses).toEqual([french, past]);
  });
});

describe('the openHouseBefore filter of the search body', () => {
  it('takes an instant with its offset and refuses anything else', () => {
    expect(estateSearchBodySchema.safeParse({ filter: { openHouseBefore: '2026-12-08T23:00:00.000Z' } }).success).toBe(true);
    expect(estateSearchBodySchema.safeParse({ filter: { openHouseBefore: '2026-12-08' } }).success).toBe(false);
    expect(estateSearchBodySchema.safeParse({ filter: { openHouseBefore: 'next week' } }).success).toBe(false);
  });
});
