import type { Locale } from '@/lib/rules';
import { cityName, pickLocalized } from '@/lib/rules/localized';
import { projectSlug, propertySlug } from '@/lib/domain/slugs';
import type { EstateSummary } from '@/lib/site-api/schemas';

/** An enumeration value: its id, and the API's own name of it in the request's language when known. */
export type EnumValue = { id: number; name?: string | null };

/**
 * Localised enumeration label by group and value, e.g. ("subType", { id: 11 }) -> "Duplex". An id the bundled
 * labels don't know shows the API's own name (lib/i18n/enum-label.ts), never a message key.
 */
export type EnumLabel = (group: 'subType' | 'transaction' | 'headType', value: EnumValue | number) => string;

type SluggableEstate = Pick<EstateSummary, 'general' | 'address'>;

/** The canonical slug of an estate in one language (document 000, section 2). */
export function estateSlug(estate: SluggableEstate, locale: Locale, label: EnumLabel): string {
  const { general, address } = estate;
  if (general.project) {
    return projectSlug({ title: pickLocalized(general.title, locale), zip: address.city.zip, cityName: cityName(address.city, locale) }, locale);
  }
  const street = pickLocalized(address.street, locale);
  const streetAddress = address.visible && street ? [street, address.number].filter(Boolean).join(' ') : null;
  return propertySlug(
    {
      subTypeName: label('subType', general.subType),
      transactionName: label('transaction', general.transaction),
      streetAddress,
      zip: address.city.zip,
      cityName: cityName(address.city, locale),
    },
    locale,
  );
}

/** next-intl href object of an estate's detail page; params are passed decoded, the router encodes them. */
export function estateHref(estate: SluggableEstate, locale: Locale, label: EnumLabel) {
  return {
    pathname: '/estates/[estateId]/[slug]' as const,
    params: { estateId: String(estate.general.id), slug: decodeURIComponent(estateSlug(estate, locale, label)) },
  };
}
