import { describe, expect, it } from 'vitest';
import { followedCities, subscriptionChoices, type ChoiceLabels } from '@/lib/subscriptions/subscription-choices';

const labels: ChoiceLabels = {
  status: (status) => ({ FOR_SALE: 'Te koop', TO_RENT: 'Te huur' })[status as 'FOR_SALE' | 'TO_RENT'] ?? status,
  headType: (id) => `type ${id}`,
  unknownCity: (id) => `Gemeente nr. ${id}`,
};

const filters = {
  headTypes: [
    { id: 2, name: 'Appartement', count: 12 },
    { id: 1, name: 'Huis', count: 30 },
  ],
  locations: [
    { id: 4000, name: 'Liège', zip: '4000', alias: { nl: 'Luik', fr: null, en: null, de: 'Lüttich' }, count: 3 },
    { id: 2800, name: 'Mechelen', zip: '2800', alias: { nl: null, fr: 'Malines', en: null, de: null }, count: 5 },
  ],
};

describe('the choices of the subscription forms', () => {
  it('offers "for sale" and "to rent", labelled, and the site head types in its order', () => {
    expect(subscriptionChoices(filters, null, labels)).toEqual({
      statuses: [
        { value: 'FOR_SALE', label: 'Te koop' },
        { value: 'TO_RENT', label: 'Te huur' },
      ],
      types: [
        { value: '2', label: 'type 2' },
        { value: '1', label: 'type 1' },
      ],
    });
  });

  it('keeps offering a followed type the site has no listing of now, so that saving does not drop it', () => {
    expect(subscriptionChoices(filters, { types: [10, 1, 3] }, labels).types.map((type) => type.value)).toEqual(['2', '1', '3', '10']);
  });

  it('names the followed municipalities in the visitor language, and one the site no longer lists by its number', () => {
    expect(followedCities(filters, { cities: [2800, 4000, 9999] }, 'nl', labels.unknownCity)).toEqual([
      { id: 2800, name: 'Mechelen', zip: '2800' },
      { id: 4000, name: 'Luik', zip: '4000' },
      { id: 9999, name: 'Gemeente nr. 9999' },
    ]);
    expect(followedCities(filters, { cities: [2800] }, 'fr', labels.unknownCity)).toEqual([{ id: 2800, name: 'Malines', zip: '2800' }]);
  });
});
