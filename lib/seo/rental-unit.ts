import type { RentalUnitView } from '@/lib/rental-units/unit-view';

type Input = { url: string; imageUrl: string | null; amenities: string[] };

/**
 * schema.org description of a holiday rental: an Accommodation with its occupancy, rooms and amenities,
 * the address (street only when the agency shows it) and coordinates only for a visible address.
 */
export function rentalUnitJsonLd(view: RentalUnitView, { url, imageUrl, amenities }: Input) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Accommodation',
    name: view.title,
    url,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(view.maxOccupation ? { occupancy: { '@type': 'QuantitativeValue', maxValue: view.maxOccupation } } : {}),
    ...(view.bedrooms ? { numberOfBedrooms: view.bedrooms } : {}),
    ...(view.bathrooms ? { numberOfBathroomsTotal: view.bathrooms } : {}),
    ...(amenities.length > 0 ? { amenityFeature: amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })) } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(view.street ? { streetAddress: view.street } : {}),
      postalCode: view.zip,
      addressLocality: view.city,
      addressCountry: 'BE',
    },
    ...(view.pin && !view.pin.approximate ? { geo: { '@type': 'GeoCoordinates', latitude: view.pin.lat, longitude: view.pin.lng } } : {}),
  };
}
