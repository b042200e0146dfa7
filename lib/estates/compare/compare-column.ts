import type { Locale } from '@/lib/rules';
import { cityName, pickLocalized } from '@/lib/rules/localized';
import { estateHref, type EnumLabel } from '@/lib/estates/estate-href';
import type { EstateDetail } from '@/lib/site-api/schemas';

/** The head of one listing's column on the compare page, and the link to a project that cannot be compared. */
export type CompareColumn = {
  id: number;
  title: string;
  href: ReturnType<typeof estateHref>;
  /** The first photo's thumbnail in the agency's order; null without photos. */
  thumbnail: string | null;
  transactionLabel: string;
  /** "9000 Gent", the municipality in the visitor's language. */
  place: string;
};

export function compareColumn(estate: Pick<EstateDetail, 'general' | 'address' | 'pictures'>, locale: Locale, label: EnumLabel): CompareColumn {
  const photo = [...estate.pictures].sort((a, b) => a.index - b.index)[0];
  return {
    id: estate.general.id,
    title: pickLocalized(estate.general.title, locale),
    href: estateHref(estate, locale, label),
    thumbnail: photo?.thumbnail ?? null,
    transactionLabel: label('transaction', estate.general.transaction),
    place: `${estate.address.city.zip} ${cityName(estate.address.city, locale)}`,
  };
}
