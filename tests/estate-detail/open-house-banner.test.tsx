// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpenHouseBanner } from '@/components/estate-detail/open-house-banner';

vi.mock('next-intl/server', () => import('../support/next-intl-server'));
afterEach(cleanup);

const now = new Date('2026-12-03T09:00:00Z');
const openHouses = [
  { start: '2026-12-12T09:00:00Z', end: '2026-12-12T11:00:00Z', note: { fr: 'Sonnez au troisième étage.' } },
  { start: '2026-11-28T13:00:00Z', end: '2026-11-28T16:00:00Z', note: { nl: 'Voorbij' } },
  { start: '2026-12-05T13:00:00Z', end: '2026-12-05T16:00:00Z', note: { nl: 'Parkeren achter de kerk.', fr: 'Parking derrière l’église.' } },
];

async function renderBanner(locale: 'nl' | 'fr', list = openHouses) {
  const banner = await OpenHouseBanner({ estateId: 12, openHouses: list, locale, now });
  return banner ? render(banner) : null;
}

describe('the open-house banner of a detail page', () => {
  it('lists the coming open houses soonest first, with day, Brussels hours, note and calendar link, never a past one', async () => {
    await renderBanner('nl');
    const region = screen.getByRole('region', { name: 'Kijkdagen' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('zaterdag 5 december, 14:00–17:00');
    expect(items[0]).toHaveTextContent('Parkeren achter de kerk.');
    expect(items[1]).toHaveTextContent('zaterdag 12 december, 10:00–12:00');
    expect(region).not.toHaveTextContent('Voorbij');
    const link = within(items[0]!).getByRole('link', { name: /^Zet in mijn agenda ?\(kijkdag van zaterdag 5 december\)$/ });
    expect(link).toHaveAttribute('href', '/nl/open-house-calendar/12/20261205T130000Z');
  });

  it('marks a note the agency wrote only in another language with that language', async () => {
    await renderBanner('nl');
    expect(screen.getByText('Sonnez au troisième étage.')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Parkeren achter de kerk.')).not.toHaveAttribute('lang');
  });

  it('speaks French on a French page', async () => {
    await renderBanner('fr');
    const region = screen.getByRole('region', { name: 'Journées portes ouvertes' });
    expect(region).toHaveTextContent('samedi 5 décembre, 14:00–17:00');
    expect(within(region).getAllByRole('link', { name: /^Ajouter à mon agenda/ })[0]).toHaveAttribute('href', '/fr/open-house-calendar/12/20261205T130000Z');
  });

  it('is not there when every open house is over', async () => {
    expect(await renderBanner('nl', [openHouses[1]!])).toBeNull();
  });
});
