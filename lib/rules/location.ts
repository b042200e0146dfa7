import type { Locale } from './index';
import { cityName, pickLocalized } from './localized';

type LocalizedText = Partial<Record<Locale, string | null | undefined>> | null | undefined;

/** A listing's address as a visit's location: only when the agency shows it (document 000: hidden street). */
export function visitLocation(
  address: { visible: boolean; street: LocalizedText; number: string | null; box: string | null; city: { zip: string; name: string; alias?: LocalizedText } },
  locale: Locale,
): string | null {
  const street = pickLocalized(address.street, locale);
  if (!address.visible || !street) return null;
  const line = [street, address.number, address.box].filter(Boolean).join(' ');
  return `${line}, ${address.city.zip} ${cityName(address.city, locale)}`;
}

/** The agency's office: where a visit meets when the listing's address is not shown, or a general visit. */
export function officeLocation(contact: { street: string; number: string; zip: string; city: LocalizedText }, locale: Locale): string {
  return `${contact.street} ${contact.number}, ${contact.zip} ${pickLocalized(contact.city, locale)}`;
}
