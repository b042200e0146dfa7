// The drawn area against a site API that may not know it: the website narrows, pages, counts and
// groups the results itself unless the answer says the API applied the area.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { searchEstatesInArea } from '@/lib/estates/area-search';
import type { Area } from '@/lib/rules/area';
import type { EstateSummary } from '@/lib/site-api/schemas';
import * as fx from '../site-api/fixtures';
import { answer, server, startMswServer } from '../site-api/msw';
import { http, HttpResponse } from 'msw';

startMswServer();

beforeAll(() => {
  vi.stubEnv('SITE_API_URL', fx.BASE_URL);
});

const ctx = { siteId: 1, locale: 'nl' } as const;
const aroundAntwerp: Area = { kind: 'circle', center: [51.2194, 4.4025], radius: 5000 };
const geo = { circle: { latitude: 51.2194, longitude: 4.4025, radius: 5000 } };

function at(id: number, latitude: number, longitude: number, visible = true, headType = 1): EstateSummary {
  const estate = fx.estateSummary(id);
  return {
    ...estate,
    general: { ...estate.general, headType: { id: headType, name: 'x' } },
    address: { ...estate.address, visible, location: { latitude, longitude } },
  };
}

// Antwerp (in), Ghent (out), Antwerp again (in, a house), Namur (out), an Antwerp one without location (out).
const everything = [
  at(1, 51.22, 4.41),
  at(2, 51.05, 3.72),
  at(3, 51.21, 4.39, true, 2),
  at(4, 50.47, 4.87),
  { ...at(5, 0, 0), address: { ...at(5, 0, 0).address, location: null } },
];

describe('searchEstatesInArea', () => {
  it('keeps the API answer as it is when the API says it applied the area', async () => {
    const seen = answer('post', '/sites/1/estates', { total: { value: 1 }, results: [everything[0]], applied: { geo: true } });
    const result = await searchEstatesInArea(ctx, { filter: { geo }, limit: 15, offset: 0 }, aroundAntwerp);
    expect(result.results.map((e) => e.general.id)).toEqual([1]);
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0]!.body).filter.geo).toEqual(geo);
  });

  it('filters, pages and groups the whole result itself when the API does not say so', async () => {
    const seen = answer('post', '/sites/1/estates', { total: { value: 5 }, results: everything });
    const page = await searchEstatesInArea(ctx, { filter: { geo }, grouping: 'type', limit: 1, offset: 1 }, aroundAntwerp);
    expect(page.total.value).toBe(2);
    expect(page.results.map((e) => e.general.id)).toEqual([3]);
    expect(page.groups).toEqual([
      { key: 1, count: 1 },
      { key: 2, count: 1 },
    ]);
    // The second request asks for everything: no limit, from the start.
    expect(JSON.parse(seen[1]!.body)).toMatchObject({ limit: null, offset: 0 });
  });

  it('asks again without the area when the API refuses the unknown key', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${fx.BASE_URL}/sites/1/estates`, async ({ request }) => {
        const body = (await request.json()) as { filter: { geo?: unknown } };
        bodies.push(body);
        if (body.filter.geo) return HttpResponse.json({ error: 'INVALID_BODY' }, { status: 400 });
        return HttpResponse.json({ total: { value: 5 }, results: everything });
      }),
    );
    const result = await searchEstatesInArea(ctx, { filter: { geo }, limit: 15 }, aroundAntwerp);
    expect(result.error).toBeUndefined();
    expect(result.results.map((e) => e.general.id)).toEqual([1, 3]);
    expect(bodies).toHaveLength(2);
  });

  it('searches a hidden address at its rounded spot', async () => {
    // 51.2449 rounds to 51.24, which is within 2.5 km of the centre; the exact spot is not.
    const hidden = at(6, 51.2449, 4.4025, false);
    answer('post', '/sites/1/estates', { total: { value: 1 }, results: [hidden] });
    const area: Area = { kind: 'circle', center: [51.2194, 4.4025], radius: 2300 };
    const result = await searchEstatesInArea(ctx, { filter: {}, limit: null }, area);
    expect(result.results.map((e) => e.general.id)).toEqual([6]);
  });
});

describe('searchEstatesInArea with the open-house filter', () => {
  const now = new Date('2026-12-03T10:00:00Z');
  const before = '2026-12-09T23:00:00.000Z';
  const withOpenHouse = (id: number, start: string, end: string): EstateSummary => ({ ...fx.estateSummary(id), openHouses: [{ start, end }] });
  const mixed = [
    withOpenHouse(1, '2026-12-05T13:00:00Z', '2026-12-05T16:00:00Z'),
    withOpenHouse(2, '2026-12-12T13:00:00Z', '2026-12-12T16:00:00Z'),
    withOpenHouse(3, '2026-11-28T13:00:00Z', '2026-11-28T16:00:00Z'),
    fx.estateSummary(4),
  ];

  it('keeps only the listings with an open house before the bound, not over yet, when the API does not say it applied it', async () => {
    answer('post', '/sites/1/estates', { total: { value: 4 }, results: mixed });
    const result = await searchEstatesInArea(ctx, { filter: { openHouseBefore: before }, limit: 15, offset: 0 }, undefined, now);
    expect(result.results.map((e) => e.general.id)).toEqual([1]);
    expect(result.total.value).toBe(1);
    expect(result.applied).toEqual({ openHouse: true });
  });

  it('trusts an API that applied it', async () => {
    const seen = answer('post', '/sites/1/estates', { total: { value: 4 }, results: mixed, applied: { openHouse: true } });
    const result = await searchEstatesInArea(ctx, { filter: { openHouseBefore: before }, limit: 15, offset: 0 }, undefined, now);
    expect(result.total.value).toBe(4);
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0]!.body).filter.openHouseBefore).toBe(before);
  });
});
