import type { RentalUnitView } from '@/lib/rental-units/unit-view';
import type { RentalUnit } from '@/lib/site-api/schemas';

type Input = { url: string; imageUrl: string | null; amenities: string[] };

/**
 * schema.org description of a holiday rental: an Accommodation with its occupancy, rooms and amenities,
 * the address (street only when the agency shows it) and coordinates only for a visible address.
 */
export function rentalUnitJsonLd(unit: RentalUnit, view: RentalUnitView, { url, imageUrl, amenities }: Input) {
  const { general, places } = unit;
  return {
    '@context': 'https://schema.org',
    '@type': 'Accommodation',
    name: view.title,
    url,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(general.maxOccupation ? { occupancy: { '@type': 'QuantitativeValue', maxValue: general.maxOccupation } } : {}),
    ...(places.bedrooms ? { numberOfBedrooms: places.bedrooms } : {}),
    ...(places.bathrooms ? { numberOfBathroomsTotal: places.bathrooms } : {}),
    ...(amenities.length > 0 ? { amenityFeature: amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })) } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(view.street ? { streetAddress: view.street } : {}),
      postalCode: unit.address.city.zip,
      addressLocality: view.city,
      addressCountry: 'BE',
    },
    ...(view.pin && !view.pin.approximate ? { geo: { '@type': 'GeoCoordinates', latitude: view.pin.lat, longitude: view.pin.lng } } : {}),
  };
}
