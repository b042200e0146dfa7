import { describe, expect, it } from 'vitest';
import { isShownRentalValue, rentalFieldKeys, toRentalUnitView, type RentalUnitTexts } from '@/lib/rental-units/unit-view';
import type { RentalUnit } from '@/lib/site-api/schemas/rental-units';
import * as fx from '../site-api/fixtures';
import { rentalUnitTexts } from '../support/rental-unit-texts';

const noText = { nl: null, fr: null, en: null, de: null };
const ACCOUNT_ID = 77;

function rentalUnit(change?: (raw: RentalUnit) => void): RentalUnit {
  return fx.rentalUnit(21, change);
}

const texts: RentalUnitTexts = { ...rentalUnitTexts, label: (key) => `label:${key}` };

const view = (unit: RentalUnit, locale: 'nl' | 'fr' | 'en' | 'de' = 'nl') => toRentalUnitView(unit, locale, ACCOUNT_ID, texts);
const fieldKeys = (unit: RentalUnit) => view(unit).fields.map((f) => f.key);
const fieldValue = (unit: RentalUnit, key: string) => view(unit).fields.find((f) => f.key === key)?.value;

describe('isShownRentalValue', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a blank string', '  '],
    ['0', 0],
    ['an empty list', []],
  ])('hides %s', (_, value) => {
    expect(isShownRentalValue(value)).toBe(false);
  });

  it.each([
    ['false', false],
    ['true', true],
    ['1', 1],
    ['a negative number', -1],
    ['a string', 'x'],
    ['a list with a value', ['a']],
  ])('shows %s', (_, value) => {
    expect(isShownRentalValue(value)).toBe(true);
  });
});

describe('toRentalUnitView: fields', () => {
  it('lists every known field in the order of rentalFieldKeys, labelled by texts.label', () => {
    expect(view(rentalUnit()).fields).toEqual([
      { key: 'location', label: 'label:location', value: 'Kust' },
      { key: 'city', label: 'label:city', value: 'Oostende' },
      { key: 'maxOccupation', label: 'label:maxOccupation', value: '4 personen' },
      { key: 'type', label: 'label:type', value: 'Appartement' },
      { key: 'bedrooms', label: 'label:bedrooms', value: '2' },
      { key: 'bathrooms', label: 'label:bathrooms', value: '1' },
      { key: 'floor', label: 'label:floor', value: '5' },
      { key: 'garage', label: 'label:garage', value: 'Nee' },
      { key: 'building', label: 'label:building', value: 'Residentie Horizon' },
      { key: 'reference', label: 'label:reference', value: 'HOR-5A' },
    ]);
    expect(fieldKeys(rentalUnit())).toEqual([...rentalFieldKeys]);
  });

  it('hides a field whose value is 0', () => {
    const keys = fieldKeys(
      rentalUnit((u) => {
        u.places.bathrooms = 0;
        u.general.floor = 0;
      }),
    );
    expect(keys).not.toContain('bathrooms');
    expect(keys).not.toContain('floor');
    expect(keys).toContain('bedrooms');
  });

  it('hides a field whose value is null', () => {
    const keys = fieldKeys(
      rentalUnit((u) => {
        u.places.bedrooms = null;
        u.general.maxOccupation = null;
        u.general.garage = null;
        u.general.building = { name: null, rentalName: null };
      }),
    );
    expect(keys).toEqual(['location', 'city', 'type', 'bathrooms', 'floor']);
  });

  it('hides a field whose value is an empty or blank string', () => {
    const keys = fieldKeys(
      rentalUnit((u) => {
        u.general.location.name = '';
        u.general.building = { name: '  ', rentalName: '' };
      }),
    );
    expect(keys).not.toContain('location');
    expect(keys).not.toContain('building');
    expect(keys).not.toContain('reference');
  });

  it('shows garage false as texts.no and true as texts.yes', () => {
    expect(fieldValue(rentalUnit(), 'garage')).toBe('Nee');
    expect(fieldValue(rentalUnit((u) => void (u.general.garage = true)), 'garage')).toBe('Ja');
  });

  it('shows the occupancy through texts.occupancy and other numbers as they are', () => {
    expect(fieldValue(rentalUnit((u) => void (u.general.maxOccupation = 6)), 'maxOccupation')).toBe('6 personen');
    expect(fieldValue(rentalUnit((u) => void (u.places.bedrooms = 6)), 'bedrooms')).toBe('6');
  });

  it('shows the city field with the alias of the locale', () => {
    expect(view(rentalUnit(), 'fr').fields.find((f) => f.key === 'city')?.value).toBe('Ostende');
  });

  it('keeps only options with a value', () => {
    expect(view(rentalUnit((u) => void (u.options = ['wifi', '', '  ', 'sauna']))).options).toEqual(['wifi', 'sauna']);
  });
});

describe('toRentalUnitView: address', () => {
  it('shows street, number and box when the address is visible', () => {
    expect(view(rentalUnit()).street).toBe('Zeedijk 100 bus 5A');
  });

  it('leaves out a missing number or box', () => {
    expect(view(rentalUnit((u) => void (u.address.box = null))).street).toBe('Zeedijk 100');
    expect(view(rentalUnit((u) => void (u.address.number = null))).street).toBe('Zeedijk bus 5A');
  });

  it('shows no street when the address is hidden, or when there is no street', () => {
    expect(view(rentalUnit((u) => void (u.address.visible = false))).street).toBeNull();
    expect(view(rentalUnit((u) => void (u.address.street = { ...noText }))).street).toBeNull();
  });

  it('shows the place as "zip city", with the city alias of the locale', () => {
    expect(view(rentalUnit(), 'fr').place).toBe('8400 Ostende');
    expect(view(rentalUnit(), 'nl').place).toBe('8400 Oostende');
  });

  it('uses the general city name when there is no alias, or none in the locale', () => {
    expect(view(rentalUnit((u) => void (u.address.city.alias = null)), 'nl').place).toBe('8400 Oostende');
    expect(view(rentalUnit((u) => void (u.address.city.alias = null)), 'fr').place).toBe('8400 Oostende');
    expect(view(rentalUnit(), 'en').place).toBe('8400 Oostende');
  });

  it('takes the city name of general (the request language), not the address name, when there is no alias', () => {
    const unit = rentalUnit((u) => {
      u.general.city = { id: 1000, name: 'Bruxelles' };
      u.address.city = { name: 'Brussel', zip: '1000', alias: null };
    });
    expect(view(unit, 'fr').place).toBe('1000 Bruxelles');
  });

  it('shows the place even when the address is hidden', () => {
    expect(view(rentalUnit((u) => void (u.address.visible = false))).place).toBe('8400 Oostende');
  });
});

describe('toRentalUnitView: photos', () => {
  it('maps each photo to its large file and its 600x400 thumbnail on the agency base, with its index', () => {
    expect(view(rentalUnit()).photos).toEqual([
      { file: '/rental-units/assets/77/301/large', thumbnail: '/rental-units/assets/77/301/600x400', index: 0 },
      { file: '/rental-units/assets/77/302/large', thumbnail: '/rental-units/assets/77/302/600x400', index: 1 },
    ]);
  });

  it('has no photos when the unit has none', () => {
    expect(view(rentalUnit((u) => void (u.photos = []))).photos).toEqual([]);
  });
});

describe('toRentalUnitView: map pin', () => {
  it('pins the exact location when the address is visible', () => {
    expect(view(rentalUnit()).pin).toMatchObject({ lat: 51.23456, lng: 2.91789, title: 'Zeezicht', approximate: false });
  });

  it('pins an approximate location, rounded to 2 decimals, when the address is hidden', () => {
    expect(view(rentalUnit((u) => void (u.address.visible = false))).pin).toMatchObject({
      lat: 51.23,
      lng: 2.92,
      title: 'Zeezicht',
      approximate: true,
    });
  });

  it("names the pin's town in the visitor's language, with its other names to find it on the map", () => {
    const pin = view(rentalUnit((u) => void (u.address.city.alias = { nl: null, fr: 'Ostende', en: 'Ostend', de: null })), 'fr').pin;
    expect(pin?.town).toEqual({ name: 'Ostende', otherNames: ['Oostende', 'Ostend'] });
  });

  it('has no pin without a location', () => {
    expect(view(rentalUnit((u) => void (u.location = null))).pin).toBeNull();
  });

  it('has no pin when a coordinate is 0', () => {
    expect(view(rentalUnit((u) => void (u.location = { latitude: 0, longitude: 2.91 }))).pin).toBeNull();
    expect(view(rentalUnit((u) => void (u.location = { latitude: 51.23, longitude: 0 }))).pin).toBeNull();
  });
});

describe('toRentalUnitView: virtual tour', () => {
  it('keeps an https tour', () => {
    expect(view(rentalUnit((u) => void (u.virtualTour = 'https://tour.example/unit-21'))).virtualTour).toBe('https://tour.example/unit-21');
  });

  it.each(['http://tour.example/unit-21', 'javascript:alert(1)', 'not a url'])('drops the tour %s', (link) => {
    expect(view(rentalUnit((u) => void (u.virtualTour = link))).virtualTour).toBeNull();
  });

  it('has no tour when the API sends none', () => {
    expect(view(rentalUnit()).virtualTour).toBeNull();
  });
});

describe('toRentalUnitView: title and texts', () => {
  it('takes the short description in the locale, else in Dutch', () => {
    const unit = rentalUnit((u) => void (u.general.descriptionShort = { ...noText, nl: 'Zeezicht', fr: 'Vue sur mer' }));
    expect(view(unit, 'fr').title).toBe('Vue sur mer');
    expect(view(unit, 'de').title).toBe('Zeezicht');
  });

  it('strips HTML from the short description', () => {
    const unit = rentalUnit((u) => void (u.general.descriptionShort = { ...noText, nl: '<p>Zeezicht&nbsp;<strong>op de dijk</strong></p>' }));
    expect(view(unit).title).toBe('Zeezicht op de dijk');
  });

  it('falls back to texts.fallbackTitle(kind, city) when the short description is empty in every language', () => {
    const unit = rentalUnit((u) => void (u.general.descriptionShort = { nl: '', fr: '  ', en: null, de: null }));
    expect(view(unit, 'nl').title).toBe('Appartement in Oostende');
    expect(view(unit, 'fr').title).toBe('Appartement in Ostende');
    expect(view(unit).pin?.title).toBe('Appartement in Oostende');
  });

  it('takes the Dutch short description when the visitor’s language holds only markup', () => {
    const unit = rentalUnit((u) => void (u.general.descriptionShort = { ...noText, nl: 'Zeezicht', fr: '<p></p>' }));
    expect(view(unit, 'fr').title).toBe('Zeezicht');
  });

  it('falls back to the title when the short description is only markup', () => {
    const unit = rentalUnit((u) => void (u.general.descriptionShort = { ...noText, nl: '<p> </p>' }));
    expect(view(unit).title).toBe('Appartement in Oostende');
  });

  it('passes id, description, kind and city through', () => {
    expect(view(rentalUnit(), 'fr')).toMatchObject({
      id: 21,
      descriptionHtml: '<p>Zicht op zee.</p>',
      shortDescription: 'Zeezicht',
      kind: 'Appartement',
      city: 'Ostende',
    });
  });
});

describe('toRentalUnitView: what the page header and structured data read', () => {
  it('carries occupancy, reference, rooms and postcode, so the page needs no raw unit', () => {
    const unit = rentalUnit((u) => {
      u.general.maxOccupation = 6;
      u.general.building.rentalName = 'ZD-100';
      u.places.bedrooms = 3;
      u.places.bathrooms = 1;
    });
    expect(view(unit)).toMatchObject({ maxOccupation: 6, reference: 'ZD-100', bedrooms: 3, bathrooms: 1, zip: unit.address.city.zip });
  });
});
