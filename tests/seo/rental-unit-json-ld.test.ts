import { describe, expect, it } from 'vitest';
import { toRentalUnitView } from '@/lib/rental-units/unit-view';
import { rentalUnitJsonLd } from '@/lib/seo/rental-unit';
import * as fx from '../site-api/fixtures';
import { rentalUnitTexts } from '../support/rental-unit-texts';

describe('rentalUnitJsonLd', () => {
  it('describes occupancy, rooms and postcode from the unit view', () => {
    const unit = fx.rentalUnit(21, (u) => {
      u.general.maxOccupation = 6;
      u.places.bedrooms = 3;
      u.places.bathrooms = 2;
    });
    const jsonLd = rentalUnitJsonLd(toRentalUnitView(unit, 'nl', 77, rentalUnitTexts), { url: 'https://example.be/nl/vakantie/21', imageUrl: null, amenities: [] });
    expect(jsonLd).toMatchObject({
      occupancy: { '@type': 'QuantitativeValue', maxValue: 6 },
      numberOfBedrooms: 3,
      numberOfBathroomsTotal: 2,
      address: { postalCode: unit.address.city.zip },
    });
  });
});
