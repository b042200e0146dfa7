import { describe, expect, it, vi } from 'vitest';
import { estatePrice } from '@/lib/estates/price';
import { getPriceText } from '@/lib/estates/price-text';
import { estateSummary } from '../support/estate-fixture';

vi.mock('next-intl/server', () => import('../support/next-intl-server'));

const general = (overrides: NonNullable<Parameters<typeof estateSummary>[0]>['general']) => ({ general: estateSummary({ general: overrides }).general });
const price = (value: number | null, priceFrom: number | null = null) => ({ value, totalPrice: null, priceFrom, constructionValue: null });

describe('estatePrice', () => {
  it('shows the amount of a sale in the spec currency format', () => {
    expect(estatePrice(general({}))).toEqual({ kind: 'amount', amount: '€ 495.000,00' });
  });

  it('shows a rental price per month', () => {
    expect(estatePrice(general({ transaction: { id: 2, name: 'Te huur' }, price: price(950) }))).toEqual({ kind: 'perMonth', amount: '€ 950,00' });
  });

  it('shows the rent and the monthly common charges together, as Belgian law requires of a rental advertisement', async () => {
    const rent = { ...general({ transaction: { id: 2, name: 'Te huur' }, price: price(950) }), fields: { financial: { price: 950, monthly_costs: 80 } } };
    expect(estatePrice(rent)).toEqual({ kind: 'perMonth', amount: '€ 950,00', charges: '€ 80,00' });
    const texts = await Promise.all((['nl', 'fr', 'en', 'de'] as const).map(async (locale) => (await getPriceText(locale))(estatePrice(rent))));
    expect(texts).toEqual([
      '€ 950,00 per maand + € 80,00 gemeenschappelijke kosten per maand',
      '€ 950,00 par mois + € 80,00 de charges communes par mois',
      '€ 950,00 per month + € 80,00 common charges per month',
      '€ 950,00 pro Monat + € 80,00 Nebenkosten pro Monat',
    ]);
    expect(estatePrice({ ...rent, fields: { financial: { monthly_costs: 0 } } })).toEqual({ kind: 'perMonth', amount: '€ 950,00' });
  });

  it('says "price on request" when the price value is not set', () => {
    expect(estatePrice(general({ price: price(null) }))).toEqual({ kind: 'onRequest' });
  });

  it('says sold, rented or taken over instead of "price on request" once the deal is done, in every language', async () => {
    const sold = general({ transaction: { id: 5, name: 'Verkocht' }, price: price(null) });
    const rented = general({ transaction: { id: 6, name: 'Verhuurd' }, price: price(null) });
    const takenOver = { ...general({ transaction: { id: 7, name: 'Overgenomen' }, price: price(null) }) };
    expect(estatePrice(sold)).toEqual({ kind: 'concluded', status: 'SOLD' });
    const textsOf = (estate: typeof sold) => Promise.all((['nl', 'fr', 'en', 'de'] as const).map(async (locale) => (await getPriceText(locale))(estatePrice(estate))));
    expect(await textsOf(sold)).toEqual(['Verkocht', 'Vendu', 'Sold', 'Verkauft']);
    expect(await textsOf(rented)).toEqual(['Verhuurd', 'Loué', 'Rented', 'Vermietet']);
    expect(await textsOf(takenOver)).toEqual(['Overgenomen', 'Remis', 'Taken over', 'Übernommen']);
    // Under the VAT regime the price is hidden, but a sold estate is still just sold.
    expect(estatePrice({ ...sold, fields: { financial: { vat_regime: true } } })).toEqual({ kind: 'concluded', status: 'SOLD' });
  });

  it('shows a project "from" its lowest price', () => {
    expect(estatePrice(general({ project: true, price: price(null, 289000) }))).toEqual({ kind: 'from', amount: '€ 289.000,00' });
    expect(estatePrice(general({ project: true, price: price(null, null) }))).toEqual({ kind: 'onRequest' });
  });

  it('shows a rented estate (id 6, sold and rent) as a plain amount, not per month', () => {
    expect(estatePrice(general({ transaction: { id: 6, name: 'Verhuurd' }, price: price(800) })).kind).toBe('amount');
  });
});
