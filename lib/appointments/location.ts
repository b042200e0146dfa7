import type { Locale } from '@/lib/domain/enums';
import { cityName, pickLocalized } from '@/lib/domain/localized';
import type { Address, Site } from '@/lib/site-api/schemas';

/** A listing's address as a visit's location: only when the agency shows it (document 000: hidden street). */
export function visitLocation(address: Pick<Address, 'visible' | 'street' | 'number' | 'box' | 'city'>, locale: Locale): string | null {
  const street = pickLocalized(address.street, locale);
  if (!address.visible || !street) return null;
  const line = [street, address.number, address.box].filter(Boolean).join(' ');
  return `${line}, ${address.city.zip} ${cityName(address.city, locale)}`;
}

/** The agency's office: where a visit meets when the listing's address is not shown, or a general visit. */
export function officeLocation(contact: Site['contact'], locale: Locale): string {
  return `${contact.street} ${contact.number}, ${contact.zip} ${pickLocalized(contact.city, locale)}`;
}
