import type { EstateCardModel } from '@/lib/estates/card-model';

/** An estate's card as the list and the favourites show it: a house for sale in Mechelen, with the given overrides. */
export function estateCard(id: number, overrides: Partial<EstateCardModel> = {}): EstateCardModel {
  return {
    id,
    href: `/nl/aanbod/${id}/woning-te-koop-in-2800-mechelen`,
    title: `Woning ${id}`,
    location: '2800 Mechelen',
    priceText: '€ 350.000,00',
    previousPrice: null,
    badges: [],
    status: 'FOR_SALE',
    statusLabel: 'Te koop',
    facts: ['Woning'],
    photo: null,
    ...overrides,
  };
}
