import type { Locale } from '@/lib/rules';
import { pickLocalized } from '@/lib/rules/localized';
import type { Site } from '@/lib/site-api/schemas';
import { assetUrl } from '@/lib/tenancy/asset-url';

/**
 * schema.org description of the agency: a RealEstateAgent with its office address, contact and VAT
 * number, and its coordinates when the site has them. `origin` is the host the site was asked on.
 */
export function agencyJsonLd(site: Site, locale: Locale, origin: string | URL) {
  const { contact } = site;
  const logoPath = assetUrl(site.logo, site.assetVersion);
  const logo = logoPath ? new URL(logoPath, origin).toString() : null;
  const slogan = pickLocalized(site.slogan, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: site.name,
    url: new URL(`/${locale}`, origin).toString(),
    ...(logo ? { logo, image: logo } : {}),
    ...(slogan ? { slogan } : {}),
    email: contact.email,
    telephone: contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [contact.street, contact.number].filter(Boolean).join(' '),
      postalCode: contact.zip,
      addressLocality: pickLocalized(contact.city, locale),
      addressCountry: contact.countryId,
    },
    ...(contact.location ? { geo: { '@type': 'GeoCoordinates', latitude: contact.location.latitude, longitude: contact.location.longitude } } : {}),
    ...(contact.vatNumber ? { vatID: contact.vatNumber } : {}),
  };
}
