import { describe, expect, it, vi } from 'vitest';
import { estateBadges, invitesValuation, NEW_LISTING_DAYS } from '@/lib/estates/badges';
import { getCardMapper } from '@/lib/estates/card-mapper';
import type { HistoryEntry } from '@/lib/site-api/schemas';
import { estateSummary } from '../support/estate-fixture';

vi.mock('next-intl/server', () => import('../support/next-intl-server'));
vi.mock('@/lib/i18n/pathname', () => ({ getPathname: ({ href }: { href: { params: { estateId: string } } }) => `/nl/aanbod/${href.params.estateId}` }));

const DAY = 86_400_000;

function listing(published: Date, history?: HistoryEntry[], transactionId = 1, price = 450_000) {
  const base = estateSummary({ general: { publicationDate: published.toISOString(), transaction: { id: transactionId, name: '' }, price: { value: price, totalPrice: null, priceFrom: null, constructionValue: null } } });
  return { ...base, history };
}

describe('badges of a card and a detail page', () => {
  const now = new Date('2026-03-20T12:00:00Z');

  it('invites owners to a valuation beside a sold listing only', () => {
    // Transaction 5 is sold; 1 for sale, 2 to rent, 6 rented.
    expect(invitesValuation(listing(now, undefined, 5))).toBe(true);
    for (const transactionId of [1, 2, 6]) expect(invitesValuation(listing(now, undefined, transactionId)), String(transactionId)).toBe(false);
  });

  it('calls a listing new for 14 days after its publication', () => {
    expect(estateBadges(listing(new Date(now.getTime() - NEW_LISTING_DAYS * DAY)), now).isNew).toBe(true);
    expect(estateBadges(listing(new Date(now.getTime() - NEW_LISTING_DAYS * DAY - 1)), now).isNew).toBe(false);
  });

  it('shows the old price of a lowered one, and none after a raise or for a sold listing', () => {
    const drop: HistoryEntry[] = [
      { date: '2026-01-01T00:00:00Z', price: 480_000, status: 'FOR_SALE' },
      { date: '2026-03-01T00:00:00Z', price: 450_000, status: 'FOR_SALE' },
    ];
    expect(estateBadges(listing(new Date('2026-01-01'), drop), now).previousPrice).toBe(480_000);
    // Entries in any order: the latest change counts.
    expect(estateBadges(listing(new Date('2026-01-01'), [...drop].reverse()), now).previousPrice).toBe(480_000);
    expect(estateBadges(listing(new Date('2026-01-01'), drop, 1, 480_000), now).previousPrice).toBeNull();
    expect(estateBadges(listing(new Date('2026-01-01'), drop, 5), now)).toEqual({ isNew: false, previousPrice: null });
    expect(estateBadges(listing(new Date('2026-01-01')), now).previousPrice).toBeNull();
  });

  it('puts them on the card, with the old price to strike through', async () => {
    const toCard = await getCardMapper('nl');
    const card = toCard(
      listing(new Date(), [
        { date: '2026-01-01T00:00:00Z', price: 480_000, status: 'FOR_SALE' },
        { date: new Date().toISOString(), price: 450_000, status: 'FOR_SALE' },
      ]),
    );
    expect(card.badges).toEqual([
      { kind: 'new', label: 'Nieuw' },
      { kind: 'priceLowered', label: 'Prijs verlaagd' },
    ]);
    expect(card.previousPrice).toEqual({ label: 'Vorige prijs', text: '€ 480.000,00' });
  });
});
