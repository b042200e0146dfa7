// The server places a town for "within N km of" at the mean of its listings' positions and names it in
// the visitor's language; a town it cannot place is dropped from the search and said so.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveTownDistance } from '@/lib/estates/town-area';
import { toSearchBody } from '@/lib/estates/search-query';
import { readEstateQuery } from '@/lib/estates/url-state';
import type { EstateSummary } from '@/lib/site-api/schemas';
import * as fx from '../site-api/fixtures';
import { answer, startMswServer } from '../site-api/msw';

startMswServer();

beforeAll(() => {
  vi.stubEnv('SITE_API_URL', fx.BASE_URL);
});

function inCity(id: number, latitude: number, longitude: number): EstateSummary {
  const estate = fx.estateSummary(id);
  return { ...estate, address: { ...estate.address, visible: true, location: { latitude, longitude } } };
}

describe('resolveTownDistance', () => {
  it('searches the circle of the chosen distance around the middle of the town’s listings, and names the town', async () => {
    const seen = answer('post', '/sites/1/estates', { total: { value: 2 }, results: [inCity(1, 51.2, 4.4), inCity(2, 51.22, 4.42)] });
    const query = readEstateQuery({ near: '12', km: '5' });
    const { query: resolved, town, unplaced } = await resolveTownDistance({ siteId: 1, locale: 'nl' }, query);

    expect(unplaced).toBe(false);
    expect(JSON.parse(seen[0]!.body).filter.query.terms.city).toEqual([12]);
    expect(town).toMatchObject({ id: 12, km: 5, name: fx.estateSummary(1).address.city.name });
    expect(toSearchBody(resolved, { offset: 0, limit: 15 }).filter.geo).toEqual({ circle: { latitude: 51.21, longitude: 4.41, radius: 5000 } });
  });

  it('drops a town none of whose listings has a location, and says it could not be placed', async () => {
    answer('post', '/sites/1/estates', { total: { value: 0 }, results: [] });
    const { query, town, unplaced } = await resolveTownDistance({ siteId: 1, locale: 'nl' }, readEstateQuery({ near: '99' }));

    expect(unplaced).toBe(true);
    expect(town).toBeNull();
    expect(query.near).toBeUndefined();
    expect(query.area).toBeUndefined();
  });
});
