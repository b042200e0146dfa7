import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { pickLocalized } from '@/lib/domain/localized';
import { contactPerson, telHref, type ContactInfo, type ContactPerson } from '@/lib/estates/detail/contact-person';
import { getEstateContactInfo, getSite, SiteApiError } from '@/lib/site-api';
import type { EstateDetail, Site } from '@/lib/site-api/schemas';
import './facts.css';
import { Photo } from '@/components/ui/photo';

type Props = { estate: EstateDetail; locale: Locale; siteId: number };

/** The contact-info call is optional (spec section 8): when it fails the card falls back, it does not fail the page. */
async function optionalContactInfo(siteId: number, locale: Locale, estateId: number): Promise<ContactInfo> {
  try {
    return await getEstateContactInfo({ siteId, locale }, estateId);
  } catch (error) {
    if (!(error instanceof SiteApiError)) throw error;
    console.error('Estate contact-info call failed; falling back to the office', error);
    return null;
  }
}

/**
 * Who to contact about the estate: its sales rep, else the contact-info call's rep or office, else the
 * site's office. Cached per render: the card and the phone's contact bar ask for the same person.
 */
export const loadContactPerson = cache(async (estate: EstateDetail, locale: Locale, siteId: number): Promise<ContactPerson | null> => {
  // The other calls are made only when the estate itself names nobody.
  const contactInfo = estate.salesRep ? null : await optionalContactInfo(siteId, locale, estate.general.id);
  const site: Site | null = estate.salesRep || contactInfo ? null : await getSite(siteId);
  return contactPerson(estate, contactInfo, site);
});

export async function ContactCard({ estate, locale, siteId }: Props) {
  const person = await loadContactPerson(estate, locale, siteId);
  if (!person) return null;
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const description = person.kind === 'salesRep' ? pickLocalized(person.description, locale) : '';

  return (
    <section className="contact-card" aria-labelledby="contact-card-heading">
      <h2 id="contact-card-heading">{person.kind === 'salesRep' ? t('title') : t('officeTitle')}</h2>
      <div className="contact-card__body">
        {person.kind === 'salesRep' && person.picture ? (
          <Photo
            className="contact-card__picture"
            src={person.picture}
            alt={t('photoOf', { name: person.name })}
            width={96}
            height={96}
            sizes="96px"
          />
        ) : null}
        <div>
          <p className="contact-card__name">{person.name}</p>
          <dl className="contact-card__lines">
            {person.phone ? (
              <div>
                <dt>{t('phone')}</dt>
                <dd>
                  <a href={telHref(person.phone)}>{person.phone}</a>
                </dd>
              </div>
            ) : null}
            {person.kind === 'salesRep' && person.mobile ? (
              <div>
                <dt>{t('mobile')}</dt>
                <dd>
                  <a href={telHref(person.mobile)}>{person.mobile}</a>
                </dd>
              </div>
            ) : null}
            {person.email ? (
              <div>
                <dt>{t('email')}</dt>
                <dd>
                  <a href={`mailto:${person.email}`}>{person.email}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
      {description ? <p className="contact-card__description">{description}</p> : null}
    </section>
  );
}
