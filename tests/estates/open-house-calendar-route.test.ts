import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/[site]/[locale]/open-house-calendar/[estateId]/[start]/route';
import { estateDetail, site } from '../site-api/fixtures';
import { answer, startAppSiteApi } from '../site-api/msw';

vi.mock('@/lib/tenancy/site-of', () => import('../support/fixture-route-site'));
vi.mock('@/lib/tenancy/origin', () => ({ requestOrigin: async () => new URL('https://www.immo-schelde.be') }));
vi.mock('next-intl/server', () => import('../support/next-intl-server'));

startAppSiteApi(300);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-03T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const coming = { start: '2026-12-05T13:00:00Z', end: '2026-12-05T16:00:00Z', note: { nl: 'Parkeren achter de kerk; bel aan.', fr: null } };
const past = { start: '2026-11-28T13:00:00Z', end: '2026-11-28T16:00:00Z' };

function get(start: string, locale = 'nl', estateId = '5') {
  return GET(new Request(`http://localhost/${locale}/open-house-calendar/${estateId}/${start}`), {
    params: Promise.resolve({ site: '1_bG9jYWxob3N0', locale, estateId, start }),
  });
}

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('GET /{locale}/open-house-calendar/{estateId}/{start}', () => {
  it('answers the open house as an iCalendar file: its hours, the listing, the note and the page link', async () => {
    answer('get', '/sites/1/estates/v2/5', { ...estateDetail, openHouses: [past, coming] });
    const response = await get('20261205T130000Z');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="kijkdag.ics"');
    const ics = await response.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const lines = unfold(ics);
    expect(lines).toContain('UID:open-house-5-20261205T130000Z@www.immo-schelde.be');
    expect(lines).toContain('DTSTART:20261205T130000Z');
    expect(lines).toContain('DTEND:20261205T160000Z');
    expect(lines).toContain('SUMMARY:Kijkdag: Ruim appartement');
    expect(lines).toContain('LOCATION:Kaai 12\\, 2000 Antwerpen');
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toContain(`Kijkdag bij ${site.name}\\nParkeren achter de kerk\\; bel aan.\\nMeer over deze woning: https://www.immo-schelde.be/nl/aanbod/5/`);
    expect(lines.some((line) => line.startsWith('URL:https://www.immo-schelde.be/nl/aanbod/5/'))).toBe(true);
  });

  it('speaks the language of the URL', async () => {
    answer('get', '/sites/1/estates/v2/5', { ...estateDetail, openHouses: [coming] });
    const response = await get('20261205T130000Z', 'fr');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="portes-ouvertes.ics"');
    const lines = unfold(await response.text());
    expect(lines).toContain('SUMMARY:Portes ouvertes : Ruim appartement');
    expect(lines.some((line) => line.startsWith('URL:https://www.immo-schelde.be/fr/offre/5/'))).toBe(true);
  });

  it('answers 404 for a past open house, one the listing does not have, a malformed key and an unknown listing', async () => {
    answer('get', '/sites/1/estates/v2/5', { ...estateDetail, openHouses: [past, coming] });
    expect((await get('20261128T130000Z')).status).toBe(404);
    expect((await get('20261206T130000Z')).status).toBe(404);
    expect((await get('zaterdag')).status).toBe(404);
    expect((await get('20261205T130000Z', 'nl', 'abc')).status).toBe(404);
    answer('get', '/sites/1/estates/v2/5', { error: 'NOT_FOUND', message: 'Estate not found' }, 404);
    expect((await get('20261205T130000Z')).status).toBe(404);
  });
});
