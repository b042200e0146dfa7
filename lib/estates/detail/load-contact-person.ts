import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/rules';
import { getEstateContactInfo, getSite, SiteApiError } from '@/lib/site-api';
import type { EstateDetail, Site } from '@/lib/site-api/schemas';
import { contactPerson, type ContactInfo, type ContactPerson } from './contact-person';
import { reportFailure } from '@/lib/log/upstream-failure';

/** The contact-info call is optional (spec section 8): when it fails the card falls back, it does not fail the page. */
async function optionalContactInfo(siteId: number, locale: Locale, estateId: number): Promise<ContactInfo> {
  try {
    return await getEstateContactInfo({ siteId, locale }, estateId);
  } catch (error) {
    if (!(error instanceof SiteApiError)) throw error;
    reportFailure(error, 'the contact card falls back to the office');
    return null;
  }
}

/**
 * Who to contact about the estate: its sales rep, else the contact-info call's rep or office, else the
 * site's office. Cached per render: the card, the phone's contact bar and the brochure ask for the same person.
 */
export const loadContactPerson = cache(async (estate: EstateDetail, locale: Locale, siteId: number): Promise<ContactPerson | null> => {
  // The other calls are made only when the estate itself names nobody.
  const contactInfo = estate.salesRep ? null : await optionalContactInfo(siteId, locale, estate.general.id);
  const site: Site | null = estate.salesRep || contactInfo ? null : await getSite(siteId);
  return contactPerson(estate, contactInfo, site);
});
