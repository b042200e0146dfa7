import { describe, expect, it } from 'vitest';
import { LANDING_KEY, keepLanding, originOf, readLandingOrigin } from '@/lib/attribution/landing-origin';

/** A Storage of its own per test: no browser needed. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const DAY = 24 * 60 * 60 * 1000;
const landedAt = new Date('2026-03-02T09:00:00Z');
const campaignPage = {
  href: 'https://www.agency.be/nl/te-koop?utm_source=newsletter&utm_medium=email&utm_campaign=lente-2026&gclid=abc123&page=2',
  referrer: 'https://mail.example.com/inbox/message?id=secret',
};

describe('where a visitor landed', () => {
  it('keeps the campaign parameters, the referrer’s host only, the path without its query and the date', () => {
    expect(originOf(campaignPage, landedAt)).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'lente-2026',
      gclid: 'abc123',
      referrerHost: 'mail.example.com',
      landingPath: '/nl/te-koop',
      landedOn: '2026-03-02',
    });
  });

  it('counts no referrer when the visitor came from one of our own pages', () => {
    expect(originOf({ href: 'https://www.agency.be/nl', referrer: 'https://www.agency.be/nl/contact' }, landedAt)).toEqual({ landingPath: '/nl', landedOn: '2026-03-02' });
  });

  it('drops one parameter that is too long or spans lines, and keeps the rest', () => {
    const page = { href: `https://www.agency.be/nl?utm_source=${'x'.repeat(101)}&utm_campaign=${encodeURIComponent('a\nb')}&utm_medium=cpc`, referrer: '' };
    expect(originOf(page, landedAt)).toEqual({ utmMedium: 'cpc', landingPath: '/nl', landedOn: '2026-03-02' });
  });

  it('keeps the landing for 30 days, then forgets it', () => {
    const storage = memoryStorage();
    keepLanding(campaignPage, landedAt, storage);
    expect(readLandingOrigin(new Date(landedAt.getTime() + 29 * DAY), storage)?.utmCampaign).toBe('lente-2026');
    expect(readLandingOrigin(new Date(landedAt.getTime() + 30 * DAY), storage)).toBeNull();
    expect(storage.getItem(LANDING_KEY)).toBeNull();
  });

  it('lets the first landing win over later visits within the 30 days, and a visit after them start over', () => {
    const storage = memoryStorage();
    keepLanding(campaignPage, landedAt, storage);
    const later = { href: 'https://www.agency.be/fr/a-vendre?utm_campaign=autre', referrer: 'https://www.google.com/' };
    keepLanding(later, new Date(landedAt.getTime() + 10 * DAY), storage);
    expect(readLandingOrigin(new Date(landedAt.getTime() + 11 * DAY), storage)?.utmCampaign).toBe('lente-2026');

    const muchLater = new Date(landedAt.getTime() + 31 * DAY);
    keepLanding(later, muchLater, storage);
    expect(readLandingOrigin(muchLater, storage)).toMatchObject({ utmCampaign: 'autre', referrerHost: 'www.google.com', landingPath: '/fr/a-vendre' });
  });

  it('ignores a kept value that was edited by hand', () => {
    const storage = memoryStorage();
    storage.setItem(LANDING_KEY, JSON.stringify({ origin: { landingPath: 'https://evil.example/x', landedOn: '2026-03-02' }, keptAt: landedAt.getTime() }));
    expect(readLandingOrigin(landedAt, storage)).toBeNull();
  });
});
