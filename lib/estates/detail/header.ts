// What the top of an estate's detail page says and links to, read from the site API's estate once.
import { statusOfTransaction, type Locale } from '@/lib/rules';
import { pickLocalized } from '@/lib/rules/localized';
import { addressLine, hasBrochure } from '@/lib/estates/brochure/brochure';
import type { EnumLabel } from '@/lib/estates/estate-href';
import { pinTown, type PinTown } from '@/lib/estates/map-markers';
import type { Photo } from '@/lib/media/photo';
import type { EstateDetail } from '@/lib/site-api/schemas';

export type DetailHeader = {
  id: number;
  title: string;
  /** Sanitised where it becomes HTML (RichText). */
  descriptionHtml: string;
  publicationDate: string;
  /** A project's units are compared, not the project (docs/decisions/0046-compare.md). */
  isProject: boolean;
  transactionLabel: string;
  /** The head type of a project ("Appartement"), the subtype of anything else ("Duplex"). */
  typeLabel: string;
  /** The listing's own live agenda, when it takes visits online. */
  agendaId: number | null;
  /** The first photo in the agency's order, for structured data. */
  firstPhoto: Photo | null;
  /** A closed deal gets no brochure. */
  hasBrochure: boolean;
  /** "Kerkstraat 1 bus 2, 9000 Gent", or the words for an address on request. */
  addressText: string;
  /** The town the location map names, with its other names. */
  town: PinTown;
};

/** The words the address line needs in the visitor's language. */
export type AddressWords = { box: (box: string) => string; onRequest: string };

export function detailHeader(
  estate: Pick<EstateDetail, 'general' | 'address' | 'agendaId' | 'pictures'>,
  locale: Locale,
  label: EnumLabel,
  words: AddressWords,
): DetailHeader {
  const { general, address } = estate;
  return {
    id: general.id,
    title: pickLocalized(general.title, locale),
    descriptionHtml: pickLocalized(general.description, locale),
    publicationDate: general.publicationDate,
    isProject: general.project,
    transactionLabel: label('transaction', general.transaction),
    typeLabel: general.project ? label('headType', general.headType) : label('subType', general.subType),
    agendaId: estate.agendaId,
    firstPhoto: [...estate.pictures].sort((a, b) => a.index - b.index)[0] ?? null,
    hasBrochure: hasBrochure(statusOfTransaction(general.transaction.id)),
    addressText: addressLine(address, locale, words),
    town: pinTown(address.city, locale),
  };
}
