import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { formatArea } from '@/lib/rules/format';
import { pickLocalized } from '@/lib/rules/localized';
import { type Translate } from '@/lib/estates/detail/display-fields';
import { keyFacts, visibleKeyFacts } from '@/lib/estates/detail/key-facts';
import { loadContactPerson } from '@/lib/estates/detail/load-contact-person';
import type { ContactPerson } from '@/lib/estates/detail/contact-person';
import { estatePrice } from '@/lib/estates/price';
import { getPriceText } from '@/lib/estates/price-text';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import type { EstateDetail } from '@/lib/site-api/schemas';
import {
  BROCHURE_DESCRIPTION_LIMIT,
  addressLine,
  brochurePhotos,
  coordinatesText,
  htmlToParagraphs,
  limitGroups,
  limitParagraphs,
  truncateText,
  type Brochure,
  type BrochureContact,
} from './brochure';
import { brochureGroups } from './brochure-groups';

const surfaceFacts = new Set(['livingSurface', 'plotSurface', 'terraceSurface']);

function contactOf(person: ContactPerson | null, t: Awaited<ReturnType<typeof getTranslations<'Contact'>>>): BrochureContact | null {
  if (!person) return null;
  const lines = [
    person.phone ? { label: t('phone'), value: person.phone } : null,
    person.kind === 'salesRep' && person.mobile ? { label: t('mobile'), value: person.mobile } : null,
    person.email ? { label: t('email'), value: person.email } : null,
  ].filter((line) => line !== null);
  return { heading: person.kind === 'salesRep' ? t('title') : t('officeTitle'), name: person.name, lines };
}

/**
 * The brochure of one listing in one language: the detail page's facts, fields and contact person as
 * plain text (HTML from the API stripped, long texts cut), the first photos and the canonical URL.
 */
export async function loadBrochure(input: { estate: EstateDetail; locale: Locale; siteId: number; agency: string; url: string; shortUrl: string }): Promise<Brochure> {
  const { estate, locale, siteId, agency, url, shortUrl } = input;
  const [t, tDetail, tFacts, tContact, tBrochure, tLegal, label, priceText, person] = await Promise.all([
    getTranslations({ locale }),
    getTranslations({ locale, namespace: 'EstateDetail' }),
    getTranslations({ locale, namespace: 'KeyFacts' }),
    getTranslations({ locale, namespace: 'Contact' }),
    getTranslations({ locale, namespace: 'Brochure' }),
    getTranslations({ locale, namespace: 'LegalInformation' }),
    getEnumLabel(locale),
    getPriceText(locale),
    loadContactPerson(estate, locale, siteId),
  ]);
  type Key = Parameters<typeof t.has>[0];
  // Keys are built from the catalogue and the API's codes at run time; t.has guards the ones without a message.
  const translate: Translate = (key) => (t.has(key as Key) ? t(key as Key) : undefined);
  const { general } = estate;

  const facts = visibleKeyFacts(keyFacts(estate)).map(({ fact, value }) =>
    surfaceFacts.has(fact) ? { label: tFacts(fact), value: formatArea(value) } : { label: tFacts(fact, { count: value }), value: String(value) },
  );
  const groups = brochureGroups(estate, locale, translate, {
    label: tLegal('electrical'),
    status: (status) => tLegal('electricalStatus', { status }),
    conformity: (conformity) => tLegal('electricalConformity', { conformity }),
  });

  return {
    locale,
    agency,
    title: truncateText(pickLocalized(general.title, locale).trim() || tDetail('reference', { id: general.id }), 200),
    subtitle: [
      label('transaction', general.transaction),
      general.project ? label('headType', general.headType) : label('subType', general.subType),
      tDetail('reference', { id: general.id }),
    ].join(' · '),
    price: priceText(estatePrice(estate)),
    address: addressLine(estate.address, locale, { box: (box) => tDetail('box', { box }), onRequest: tDetail('addressOnRequest') }),
    coordinates: coordinatesText(estate.address),
    facts,
    description: limitParagraphs(htmlToParagraphs(pickLocalized(general.description, locale)), BROCHURE_DESCRIPTION_LIMIT),
    groups: limitGroups(groups),
    photos: brochurePhotos(estate.pictures),
    contact: contactOf(person, tContact),
    url,
    shortUrl,
    labels: { description: tDetail('description'), location: tBrochure('location'), scan: tBrochure('scan') },
  };
}
