import type { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { getPathname } from '@/lib/i18n/pathname';
import type { Landing, LandingIndex } from './landing';
import { existingLandingHref, landingOfEstate, landingTrail, type LandingHref } from './landing-links';

export type LandingTexts = Awaited<ReturnType<typeof getTranslations<'Landing'>>>;

/** "12 apartments for sale in Ghent" (count given) or "Apartments for sale in Ghent" (a name for links). */
export function landingPhrase(t: LandingTexts, landing: Landing, index: LandingIndex, locale: Locale, count?: number): string {
  const kind = landing.type ?? 'ANY';
  const what = count === undefined ? t(`names.${kind}`) : t(`counted.${kind}`, { count });
  return landing.cityId === null
    ? t('phrase', { what, transaction: landing.transaction })
    : t('phraseIn', { what, transaction: landing.transaction, city: index.places.name(landing.cityId, locale) });
}

/** A link to a landing page: its name and its address in the page's language. */
export type LandingLink = { name: string; path: string };

/** Links to the landing pages given, named after them, leaving out any that has no listings now. */
export function landingLinks(
  t: LandingTexts,
  landings: readonly { landing: Landing; count?: number }[],
  index: LandingIndex,
  locale: Locale,
): LandingLink[] {
  return landings.flatMap(({ landing, count }) => {
    const href = existingLandingHref(landing, locale, index);
    return href ? [{ name: landingPhrase(t, landing, index, locale, count), path: getPathname({ href, locale }) }] : [];
  });
}

/** An estate as the landing pages see it: its transaction, head type and place, from the site API's ids. */
export type EstateOnOffer = { general: { transaction: { id: number }; headType: { id: number } }; address: { city: { id: number } } };

/**
 * The breadcrumb steps between the offer and a listing: the landing pages it belongs to (Houses for sale ›
 * Houses for sale in Ghent), only those with listings now. None for a listing no landing page shows (sold, say).
 */
export function estateLandingCrumbs(t: LandingTexts, estate: EstateOnOffer, index: LandingIndex, locale: Locale): { name: string; href: LandingHref }[] {
  const landing = landingOfEstate(
    { transactionId: estate.general.transaction.id, headTypeId: estate.general.headType.id, cityId: estate.address.city.id },
    index,
  );
  return landing ? landingCrumbs(t, landing, index, locale) : [];
}

/** The breadcrumb steps down to a landing page (its type page first when it has a place), each named after its page. */
export function landingCrumbs(t: LandingTexts, landing: Landing, index: LandingIndex, locale: Locale): { name: string; href: LandingHref }[] {
  return landingTrail(landing, index).flatMap((step) => {
    const href = existingLandingHref(step, locale, index);
    return href ? [{ name: landingPhrase(t, step, index, locale), href }] : [];
  });
}
