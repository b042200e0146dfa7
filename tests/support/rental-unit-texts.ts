import type { RentalUnitTexts } from '@/lib/rental-units/unit-view';

/** A rental unit's texts as a test reads them: the label keys themselves, and plain Dutch for the rest. */
export const rentalUnitTexts: RentalUnitTexts = {
  label: (key) => key,
  yes: 'Ja',
  no: 'Nee',
  box: (box) => `bus ${box}`,
  occupancy: (count) => `${count} personen`,
  fallbackTitle: (kind, city) => `${kind} in ${city}`,
  priceFrom: (price, period) => `vanaf ${price} per ${period}`,
};
