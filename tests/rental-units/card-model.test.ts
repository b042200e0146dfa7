import { describe, expect, it, vi } from 'vitest';
import { toRentalCardModel, type RentalCardTexts } from '@/lib/rental-units/card-model';
import type { RentalUnit } from '@/lib/site-api/schemas/rental-units';
import * as fx from '../site-api/fixtures';

const noText = { nl: null, fr: null, en: null, de: null };
const ACCOUNT_ID = 77;

function rentalUnit(change?: (raw: RentalUnit) => void): RentalUnit {
  return fx.rentalUnit(21, change);
}

const texts: RentalCardTexts = {
  occupancy: (count) => `${count} personen`,
  bedrooms: (count) => `${count} slaapkamers`,
  photoOf: (title) => `Foto van ${title}`,
  fallbackTitle: (kind, city) => `${kind} in ${city}`,
  priceFrom: (price, period) => `vanaf ${price} per ${period}`,
};

const pathOf = () => '/nl/vakantie/21';
const card = (unit: RentalUnit, locale: 'nl' | 'fr' | 'en' | 'de' = 'nl') => toRentalCardModel(unit, locale, ACCOUNT_ID, texts, pathOf);

describe('toRentalCardModel', () => {
  it('maps a full unit to its card', () => {
    expect(card(rentalUnit())).toEqual({
      id: 21,
      href: '/nl/vakantie/21',
      title: 'Zeezicht',
      location: 'Kust · 8400 Oostende',
      facts: ['4 personen', '2 slaapkamers', 'Appartement'],
      photo: { src: '/rental-units/assets/77/301/600x400', alt: 'Foto van Zeezicht' },
      price: null,
    });
  });

  it('shows the lowest free price with its period type when the API names one, and none otherwise', () => {
    const priced = rentalUnit((raw) => {
      raw.priceFrom = { price: 650, periodType: 'WEEK' };
    });
    expect(card(priced).price).toBe('vanaf € 650,00 per WEEK');
    expect(card(rentalUnit((raw) => void (raw.priceFrom = null))).price).toBeNull();
  });

  it('lists the facts in the order occupancy, bedrooms, kind', () => {
    expect(card(rentalUnit()).facts).toEqual(['4 personen', '2 slaapkamers', 'Appartement']);
  });

  it('leaves out an occupancy or bedroom count of 0 or null, and an empty kind', () => {
    expect(
      card(
        rentalUnit((u) => {
          u.general.maxOccupation = 0;
          u.places.bedrooms = null;
        }),
      ).facts,
    ).toEqual(['Appartement']);
    expect(
      card(
        rentalUnit((u) => {
          u.general.maxOccupation = null;
          u.places.bedrooms = 0;
          u.general.subKind.name = '';
        }),
      ).facts,
    ).toEqual([]);
  });

  it('shows the location as "region · zip city", with the city alias of the locale', () => {
    expect(card(rentalUnit(), 'nl').location).toBe('Kust · 8400 Oostende');
    expect(card(rentalUnit(), 'fr').location).toBe('Kust · 8400 Ostende');
  });

  it('leaves the region out of the location when it has no name', () => {
    expect(card(rentalUnit((u) => void (u.general.location.name = ''))).location).toBe('8400 Oostende');
  });

  it('shows the 600x400 thumbnail of the first photo, described with texts.photoOf(title)', () => {
    const unit = rentalUnit((u) => {
      u.photos = [{ id: 905 }, { id: 301 }];
      u.general.descriptionShort = { ...noText };
    });
    expect(card(unit).photo).toEqual({ src: '/rental-units/assets/77/905/600x400', alt: 'Foto van Appartement in Oostende' });
  });

  it('has no photo when the unit has none', () => {
    expect(card(rentalUnit((u) => void (u.photos = []))).photo).toBeNull();
  });

  it('takes its href from pathOf, given the holiday route and the unit id', () => {
    const localized = vi.fn(() => '/fr/vacances/8101');
    const model = toRentalCardModel(
      rentalUnit((u) => void (u.id = 8101)),
      'fr',
      ACCOUNT_ID,
      texts,
      localized,
    );
    expect(localized).toHaveBeenCalledExactlyOnceWith({ pathname: '/holiday/[rentalUnitId]', params: { rentalUnitId: 8101 } });
    expect(model.href).toBe('/fr/vacances/8101');
    expect(model.id).toBe(8101);
  });

  it('titles the card with the HTML-free short description, else with the kind and city', () => {
    expect(card(rentalUnit((u) => void (u.general.descriptionShort = { ...noText, nl: '<b>Zeezicht</b>  aan de dijk' }))).title).toBe(
      'Zeezicht aan de dijk',
    );
    expect(card(rentalUnit((u) => void (u.general.descriptionShort = { ...noText })), 'fr').title).toBe('Appartement in Ostende');
  });
});
