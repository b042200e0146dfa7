import { getTranslations } from 'next-intl/server';
import { todayInBelgium } from '@/lib/rules/dates';
import type { Locale } from '@/lib/rules';
import { formatCurrency, formatDate } from '@/lib/rules/format';
import { mapTiles, recaptchaConfig } from '@/lib/env';
import { estateBadges, invitesValuation } from '@/lib/estates/badges';
import { getCardMapper } from '@/lib/estates/card-mapper';
import { callNumber } from '@/lib/estates/detail/contact-person';
import { detailHeader } from '@/lib/estates/detail/header';
import { loadContactPerson } from '@/lib/estates/detail/load-contact-person';
import type { FloorGroup, ProjectUnitRow } from '@/lib/estates/detail/project-units';
import { detailSections } from '@/lib/estates/detail/sections';
import { listingWhatsAppHref } from '@/lib/estates/detail/whatsapp';
import { toLocationPin, toMapMarker } from '@/lib/estates/map-markers';
import { buildLocationMapTexts, buildSendToFriendTexts, buildShareTexts, buildSimilarTexts } from '@/lib/i18n/detail-texts';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { getPathname } from '@/lib/i18n/pathname';
import { serverTranslate } from '@/lib/i18n/server-translate';
import { Link } from '@/lib/i18n/server-link';
import type { LoadedEstate } from '@/lib/estates/estate-page';
import { estateListingJsonLd } from '@/lib/seo/estate-listing';
import { openHouseEventsJsonLd } from '@/lib/seo/open-house-events';
import { EstatePriceText } from '@/components/estates/estate-price-text';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import { CompareButton, CompareTray } from '@/components/compare/compare-selection';
import { ContactFormOnDemand } from '@/components/forms/contact-form-on-demand';
import { SendToFriendDialog } from '@/components/forms/send-to-friend-dialog';
import { formIntl } from '@/lib/i18n/form-intl';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeading } from '@/components/ui/page-heading';
import { RichText } from '@/components/ui/rich-text';
import { ContactBar, DETAIL_CONTACT_ID } from './contact-bar';
import { ContactCard } from './contact-card';
import { CostToBuy } from './cost-to-buy';
import { Documents } from './documents';
import { EnergySection } from './energy-section';
import { Features } from './features';
import { FieldGroups } from './field-groups';
import { KeyFacts } from './key-facts';
import { LegalInformation } from './legal-information';
import { LocationMap } from './location-map';
import { OpenHouseBanner } from './open-house-banner';
import { PrintSheet } from './print-sheet';
import { PhotoGallery } from './photo-gallery';
import { PriceHistory } from './price-history';
import { ProjectUnits } from './project-units';
import { ShareLinks } from './share-links';
import { SimilarEstates } from './similar-estates';
import { Videos } from './videos';
import { VirtualVisit } from './virtual-visit';
import './detail.css';
import './print.css';

type Props = {
  estate: LoadedEstate;
  locale: Locale;
  siteId: number;
  /** Absolute canonical URL of this page, for sharing and structured data. */
  url: string;
  /** A project's units, when the estate is a project. */
  units?: FloorGroup<ProjectUnitRow>[];
  /** The project a unit belongs to, for the way back. */
  parent?: { title: string; href: Parameters<typeof Link>[0]['href'] };
};

/** Everything a detail page shows of a property, a project or a project's unit; each section hides when empty. */
export async function EstateDetailView({ estate, locale, siteId, url, units = [], parent }: Props) {
  const [t, tAppointment, tCard, tBrochure, tWhatsApp, tOpenHouse, label, toCard, translate, contactIntl, friendIntl] = await Promise.all([
    getTranslations({ locale, namespace: 'EstateDetail' }),
    getTranslations({ locale, namespace: 'Appointment' }),
    getTranslations({ locale, namespace: 'EstateCard' }),
    getTranslations({ locale, namespace: 'Brochure' }),
    getTranslations({ locale, namespace: 'WhatsApp' }),
    getTranslations({ locale, namespace: 'OpenHouse' }),
    getEnumLabel(locale),
    getCardMapper(locale),
    serverTranslate(locale),
    formIntl(locale, ['ContactForm']),
    formIntl(locale, ['SendToFriend']),
  ]);
  const header = detailHeader(estate, locale, label, { box: (box) => t('box', { box }), onRequest: t('addressOnRequest') });
  const { id, title } = header;
  const sections = detailSections(estate, todayInBelgium());
  // The marker rule (location, type and status; rounded when the address is hidden) lives in toMapMarker.
  const marker = toMapMarker(estate, toCard(estate));
  const pin = marker ? toLocationPin(marker, header.town) : null;
  const path = new URL(url).pathname;
  // Read on the server: without a key no reCAPTCHA code reaches the browser.
  const recaptchaSiteKey = recaptchaConfig()?.siteKey ?? null;
  const person = await loadContactPerson(estate, locale, siteId);
  const whatsappLink = listingWhatsAppHref(person, { title, reference: String(id), url }, (listing) => tWhatsApp('text', listing));
  const now = new Date();
  const badges = estateBadges(estate, now);
  const openHouseEvents = openHouseEventsJsonLd(estate, locale, url, now, (title) => tOpenHouse('eventName', { title }));
  const bookHref =
    header.agendaId !== null
      ? ({ pathname: '/appointment/[agendaId]', params: { agendaId: header.agendaId }, query: { estate: String(id) } } as const)
      : null;

  return (
    <article>
      <JsonLd data={estateListingJsonLd(estate, locale, url, header.firstPhoto ? new URL(header.firstPhoto.file, url).toString() : null)} />
      {openHouseEvents.length > 0 ? <JsonLd data={openHouseEvents} /> : null}
      <PageHeading title={title} lead={parent ? t('unitOf', { title: parent.title }) : undefined}>
        <FavouriteButton estateId={id} />
        <p className="page-heading__meta">
          <span className="badge">{header.transactionLabel}</span>{' '}
          {invitesValuation(estate) ? (
            <>
              <Link href="/valuation">{t('valuationInvite')}</Link>{' '}
            </>
          ) : null}
          {badges.isNew ? <span className="badge badge--new">{tCard('badgeNew')}</span> : null}{' '}
          {badges.previousPrice !== null ? <span className="badge badge--price-lowered">{tCard('badgePriceLowered')}</span> : null}{' '}
          {header.typeLabel} · {t('reference', { id })}
        </p>
        {/* A project's units are compared, not the project (docs/decisions/0046-compare.md). */}
        {header.isProject ? null : <CompareButton estateId={id} />}
        <CompareTray placement="inline" />
      </PageHeading>
      <div className="container estate-detail">
        <div className="estate-detail__main">
          <PhotoGallery pictures={sections.photos} title={title} plans={sections.plans} />
          <section className="estate-detail__summary" aria-label={t('address')}>
            <p className="detail__price">
              {badges.previousPrice !== null ? (
                <>
                  <del className="estate-card__previous-price">
                    <span className="visually-hidden">{tCard('previousPrice')}: </span>
                    {formatCurrency(badges.previousPrice)}
                  </del>{' '}
                </>
              ) : null}
              <EstatePriceText estate={estate} locale={locale} />
            </p>
            <p>{header.addressText}</p>
          </section>
          <OpenHouseBanner estateId={id} openHouses={sections.openHouses} locale={locale} now={now} />
          <KeyFacts facts={sections.keyFacts} locale={locale} />
          <VirtualVisit virtualVisits={sections.visits} title={title} />
          {header.descriptionHtml ? (
            <section aria-labelledby="description-heading">
              <h2 id="description-heading">{t('description')}</h2>
              <RichText html={header.descriptionHtml} />
              <p className="detail__published">{t('publishedOn', { date: formatDate(header.publicationDate) })}</p>
            </section>
          ) : null}
          <ProjectUnits groups={units} locale={locale} />
          <CostToBuy view={sections.costToBuy} locale={locale} />
          <LegalInformation view={sections.legal} locale={locale} />
          <PriceHistory history={sections.priceHistory} locale={locale} />
          <FieldGroups listing={sections.listing} locale={locale} />
          <Features features={sections.features} locale={locale} />
          <EnergySection view={sections.energy} locale={locale} />
          <Videos videos={sections.videos} title={title} />
          <Documents files={sections.documents} />
          {/* Their texts formatted here, and the form's messages given to it: no next-intl in the first load. */}
          {pin ? <LocationMap marker={pin} tiles={mapTiles()} texts={buildLocationMapTexts(translate, pin.title)} /> : null}
          <SimilarEstates estateId={id} locale={locale} texts={buildSimilarTexts(translate, 'SimilarEstates')} />
          {/* After the similar block: on a phone the question form, then the contact card, close the page. */}
          <div id={DETAIL_CONTACT_ID} className="detail-contact">
            <ContactFormOnDemand estateId={id} recaptchaSiteKey={recaptchaSiteKey} intl={contactIntl} />
          </div>
          <p className="estate-detail__back">
            {parent ? <Link href={parent.href}>{t('backToProject', { title: parent.title })}</Link> : <Link href="/estates">{t('backToList')}</Link>}
          </p>
        </div>
        <aside className="estate-detail__aside">
          {/* Only the listing's own agenda: one without it is not open for online visits (docs/decisions/0025-appointments.md). */}
          {bookHref ? (
            <p className="estate-detail__book">
              <Link className="button button--primary" href={bookHref}>
                {tAppointment('bookVisit')}
              </Link>
            </p>
          ) : null}
          <ContactCard person={person} locale={locale} whatsappHref={whatsappLink} />
          {/* A plain link: the PDF is made on the server; a closed deal gets none. */}
          {header.hasBrochure ? (
            <p className="estate-detail__brochure">
              <a className="button" href={`/${locale}/estate-brochure/${id}`} download rel="nofollow">
                {tBrochure('download')}
                <span className="visually-hidden"> ({tBrochure('downloadHint')})</span>
              </a>
            </p>
          ) : null}
          <ShareLinks url={url} title={title} texts={buildShareTexts(translate)} />
          <SendToFriendDialog
            path={path}
            estateId={id}
            recaptchaSiteKey={recaptchaSiteKey}
            texts={buildSendToFriendTexts(translate)}
            noScriptHref={getPathname({ href: { pathname: '/form/[form]', params: { form: 'send-to-a-friend' }, query: { path, estate: String(id) } }, locale })}
            intl={friendIntl}
          />
        </aside>
      </div>
      <div className="container">
        <PrintSheet coordinates={sections.coordinates} locale={locale} url={url} />
      </div>
      <ContactBar locale={locale} phone={callNumber(person)} whatsappHref={whatsappLink} bookHref={bookHref} />
    </article>
  );
}
