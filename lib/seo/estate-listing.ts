import type { Locale } from '@/lib/rules';
import { soldTransactionIds } from '@/lib/rules';
import { cityName, pickLocalized } from '@/lib/rules/localized';
import { offeredPrice } from '@/lib/estates/price';
import type { EstateDetail, EstateSummary } from '@/lib/site-api/schemas';

/** The listing's place: the street only when the agency shows it, coordinates only for a visible address. */
export function estatePlaceJsonLd(estate: Pick<EstateSummary, 'address'>, locale: Locale) {
  const { address } = estate;
  const street = pickLocalized(address.street, locale);
  return {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      ...(address.visible && street ? { streetAddress: [street, address.number].filter(Boolean).join(' ') } : {}),
      postalCode: address.city.zip,
      addressLocality: cityName(address.city, locale),
      addressCountry: address.country.id,
    },
    ...(address.visible && address.location
      ? { geo: { '@type': 'GeoCoordinates', latitude: address.location.latitude, longitude: address.location.longitude } }
      : {}),
  };
}

/**
 * schema.org description of a listing: an offer with its price, the address (street only when the
 * agency shows it) and coordinates only for a visible address.
 */
export function estateListingJsonLd(estate: EstateDetail, locale: Locale, url: string, imageUrl: string | null) {
  const { general } = estate;
  // The price rules of the page (lib/estates/price.ts): no price under the VAT regime.
  const price = offeredPrice(estate);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: pickLocalized(general.title, locale),
    url,
    inLanguage: locale,
    datePosted: general.publicationDate,
    ...(imageUrl ? { image: imageUrl } : {}),
    about: estatePlaceJsonLd(estate, locale),
    ...(price != null
      ? {
          offers: {
            '@type': 'Offer',
            price,
            priceCurrency: 'EUR',
            availability: soldTransactionIds.includes(general.transaction.id) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          },
        }
      : {}),
  };
}
