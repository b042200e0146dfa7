import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { mapTiles, recaptchaConfig } from '@/lib/env';
import { buildLocationMapTexts, buildSendToFriendTexts, buildShareTexts, buildSimilarTexts } from '@/lib/i18n/detail-texts';
import { getPathname } from '@/lib/i18n/pathname';
import { serverTranslate } from '@/lib/i18n/server-translate';
import { Link } from '@/lib/i18n/server-link';
import { packPeriods } from '@/lib/rental-units/availability';
import { getRentalOptionLabel } from '@/lib/rental-units/rental-texts';
import type { RentalUnitView } from '@/lib/rental-units/unit-view';
import type { RentalPeriodsOutcome } from '@/lib/site-api/rental-units';
import { rentalUnitJsonLd } from '@/lib/seo/rental-unit';
import { ContactBar, DETAIL_CONTACT_ID } from '@/components/estate-detail/contact-bar';
import { LocationMap } from '@/components/estate-detail/location-map';
import { PhotoGallery } from '@/components/estate-detail/photo-gallery';
import { ShareLinks } from '@/components/estate-detail/share-links';
import { VirtualVisit } from '@/components/estate-detail/virtual-visit';
import { ContactFormOnDemand } from '@/components/forms/contact-form-on-demand';
import { SendToFriendDialog } from '@/components/forms/send-to-friend-dialog';
import { formIntl } from '@/lib/i18n/form-intl';
import { JsonLd } from '@/components/seo/json-ld';
import { DefinitionRows, type PackedRow } from '@/components/ui/definition-rows';
import { PageHeading } from '@/components/ui/page-heading';
import { RichText } from '@/components/ui/rich-text';
import { RentalAvailabilityOnDemand } from './rental-availability-on-demand';
import { ScrollToMapLink } from './scroll-to-map-link';
import { SimilarRentalUnits } from './similar-rental-units';
import '@/components/estate-detail/detail.css';
import '@/components/estate-detail/field-groups.css';
import './rental.css';

/** The map zoom of the rental page (document 001, section 9). */
export const RENTAL_MAP_ZOOM = 16;
const MAP_ID = 'rental-map';

type Props = {
  view: RentalUnitView;
  periods: RentalPeriodsOutcome;
  /** YYYY-MM-DD in Belgium: the calendar's first day. */
  today: string;
  locale: Locale;
  /** Absolute canonical URL of this page, for sharing and structured data. */
  url: string;
  /** The agency's phone, for the contact bar. */
  phone: string | null;
};

/**
 * Everything the rental page shows (document 001, section 2): gallery and lightbox, virtual tour, the
 * fields that have a value, amenities, availability with the reservation request, the map with its
 * scroll-to link, share links and similar units. Each part hides when it has nothing to show.
 */
export async function RentalDetailView({ view, periods, today, locale, url, phone }: Props) {
  const [t, optionLabel, translate, availabilityIntl, contactIntl, friendIntl] = await Promise.all([
    getTranslations({ locale, namespace: 'HolidayDetail' }),
    getRentalOptionLabel(locale),
    serverTranslate(locale),
    formIntl(locale, ['Availability', 'Reservation']),
    formIntl(locale, ['ContactForm']),
    formIntl(locale, ['SendToFriend']),
  ]);
  const path = new URL(url).pathname;
  const amenities = view.options.map(optionLabel);
  const { reference, maxOccupation } = view;
  const firstPhoto = view.photos[0];
  // Read on the server: without a key no reCAPTCHA code reaches the browser.
  const recaptchaSiteKey = recaptchaConfig()?.siteKey ?? null;

  return (
    <article>
      <JsonLd data={rentalUnitJsonLd(view, { url, imageUrl: firstPhoto ? new URL(firstPhoto.file, url).toString() : null, amenities })} />
      <PageHeading title={view.title} lead={[view.kind, view.city].filter(Boolean).join(' · ')}>
        {view.price ? <p className="page-heading__price">{view.price}</p> : null}
        <p className="page-heading__meta">
          {maxOccupation ? t('occupation', { count: maxOccupation }) : null}
          {maxOccupation && reference ? ' · ' : null}
          {reference ? t('reference', { reference }) : null}
        </p>
      </PageHeading>
      <div className="container estate-detail">
        <div className="estate-detail__main">
          <PhotoGallery pictures={view.photos} title={view.title} unoptimized />
          <section className="estate-detail__summary rental-summary" aria-label={t('address')}>
            <p>
              {view.street ? `${view.street}, ` : `${t('addressOnRequest')} · `}
              {view.place}
            </p>
            {view.pin ? <ScrollToMapLink targetId={MAP_ID}>{t('showOnMap')}</ScrollToMapLink> : null}
          </section>
          <VirtualVisit src={view.virtualTour} title={view.title} />
          {view.descriptionHtml ? (
            <section aria-labelledby="rental-description">
              <h2 id="rental-description">{t('description')}</h2>
              <RichText html={view.descriptionHtml} />
            </section>
          ) : null}
          {view.fields.length > 0 ? (
            <section className="field-groups__group" aria-labelledby="rental-features">
              <h2 id="rental-features" className="field-groups__heading">
                {t('features')}
              </h2>
              <dl className="field-groups__list">
                <DefinitionRows rows={view.fields.map((field): PackedRow => [field.label, field.value, { field: field.key }])} />
              </dl>
            </section>
          ) : null}
          {amenities.length > 0 ? (
            <section aria-labelledby="rental-options">
              <h2 id="rental-options">{t('options')}</h2>
              <ul className="rental-options">
                {amenities.map((amenity) => (
                  <li key={amenity}>{amenity}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {/* Texts formatted here, and the forms' messages given to them: no next-intl in the first load. */}
            {periods.error ? (
              <section aria-labelledby="rental-availability-error">
                <h2 id="rental-availability-error">{t('availability')}</h2>
                <p className="notice" role="status">
                  {t('availabilityError')}
                </p>
              </section>
            ) : (
              <RentalAvailabilityOnDemand
                rentalUnitId={view.id}
                maxOccupation={maxOccupation}
                periods={packPeriods(periods.periods)}
                today={today}
                recaptchaSiteKey={recaptchaSiteKey}
                intl={availabilityIntl}
              />
            )}
            {view.pin ? (
              <section aria-labelledby="rental-location">
                <h2 id="rental-location">{t('location')}</h2>
                {/* A hidden address is an area of about a kilometre and a half: zoom 16 would show only its inside. */}
                <LocationMap
                  id={MAP_ID}
                  marker={view.pin}
                  tiles={mapTiles()}
                  zoom={view.pin.approximate ? undefined : RENTAL_MAP_ZOOM}
                  texts={buildLocationMapTexts(translate, view.pin.title)}
                />
              </section>
            ) : null}
            <SimilarRentalUnits rentalUnitId={view.id} locale={locale} texts={buildSimilarTexts(translate, 'SimilarRentalUnits')} />
            <div id={DETAIL_CONTACT_ID} className="detail-contact">
              <ContactFormOnDemand rentalUnitId={view.id} recaptchaSiteKey={recaptchaSiteKey} intl={contactIntl} />
            </div>
          <p className="estate-detail__back">
            <Link href="/holiday">{t('backToList')}</Link>
          </p>
        </div>
        <aside className="estate-detail__aside">
          <ShareLinks url={url} title={view.title} texts={buildShareTexts(translate)} />
          <SendToFriendDialog
            path={path}
            rentalUnitId={view.id}
            recaptchaSiteKey={recaptchaSiteKey}
            texts={buildSendToFriendTexts(translate)}
            noScriptHref={getPathname({ href: { pathname: '/form/[form]', params: { form: 'send-to-a-friend' }, query: { path, rentalUnit: String(view.id) } }, locale })}
            intl={friendIntl}
          />
        </aside>
      </div>
      {/* A holiday home is booked through its availability, not visited: call and write. */}
      <ContactBar locale={locale} phone={phone} />
    </article>
  );
}
