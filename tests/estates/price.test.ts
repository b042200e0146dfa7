import { describe, expect, it } from 'vitest';
import { estatePrice } from '@/lib/estates/price';
import { estateSummary } from '../support/estate-fixture';

const general = (overrides: NonNullable<Parameters<typeof estateSummary>[0]>['general']) => ({ general: estateSummary({ general: overrides }).general });
const price = (value: number | null, priceFrom: number | null = null) => ({ value, totalPrice: null, priceFrom, constructionValue: null });

describe('estatePrice', () => {
  it('shows the amount of a sale in the spec currency format', () => {
    expect(estatePrice(general({}))).toEqual({ kind: 'amount', amount: '€ 495.000,00' });
  });

  it('shows a rental price per month', () => {
    expect(estatePrice(general({ transaction: { id: 2, name: 'Te huur' }, price: price(950) }))).toEqual({ kind: 'perMonth', amount: '€ 950,00' });
  });

  it('says "price on request" when the price value is not set', () => {
    expect(estatePrice(general({ price: price(null) }))).toEqual({ kind: 'onRequest' });
  });

  it('shows a project "from" its lowest price', () => {
    expect(estatePrice(general({ project: true, price: price(null, 289000) }))).toEqual({ kind: 'from', amount: '€ 289.000,00' });
    expect(estatePrice(general({ project: true, price: price(null, null) }))).toEqual({ kind: 'onRequest' });
  });

  it('shows a rented estate (id 6, sold and rent) as a plain amount, not per month', () => {
    expect(estatePrice(general({ transaction: { id: 6, name: 'Verhuurd' }, price: price(800) })).kind).toBe('amount');
  });
});
