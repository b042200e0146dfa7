import { getTranslations } from 'next-intl/server';
import { statusOfTransaction, type Locale } from '@/lib/domain/enums';
import { formatCurrency, formatDate } from '@/lib/domain/format';
import { pickLocalized } from '@/lib/domain/localized';
import { mapTiles, recaptchaConfig } from '@/lib/env';
import { estateBadges, invitesValuation } from '@/lib/estates/badges';
import { addressLine, hasBrochure } from '@/lib/estates/brochure/brochure';
import { getCardMapper } from '@/lib/estates/card-mapper';
import { callNumber } from '@/lib/estates/detail/contact-person';
import { listingWhatsAppHref } from '@/lib/estates/detail/whatsapp';
import { pinTown, toLocationPin, toMapMarker } from '@/lib/estates/map-markers';
import { estatePlans } from '@/lib/media/plans';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { Link } from '@/lib/i18n/server-link';
import { estateListingJsonLd } from '@/lib/seo/estate-listing';
import { openHouseEventsJsonLd } from '@/lib/seo/open-house-events';
import type { EstateDetail, EstateGroup } from '@/lib/site-api/schemas';
import { EstatePriceText } from '@/components/estates/estate-price-text';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import { CompareButton, CompareTray } from '@/components/compare/compare-selection';
import { ContactFormOnDemand } from '@/components/forms/contact-form-on-demand';
import { SendToFriendDialog } from '@/components/forms/send-to-friend-dialog';
import { ClientMessages } from '@/components/providers/client-messages';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeading } from '@/components/ui/page-heading';
import { RichText } from '@/components/ui/rich-text';
import { ContactBar, DETAIL_CONTACT_ID } from './contact-bar';
import { ContactCard, loadContactPerson } from './contact-card';
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
  estate: EstateDetail;
  locale: Locale;
  siteId: number;
  /** Absolute canonical URL of this page, for sharing and structured data. */
  url: string;
  /** A project's units, when the estate is a project. */
  group?: EstateGroup | null;
  /** The project a unit belongs to, for the way back. */
  parent?: { title: string; href: Parameters<typeof Link>[0]['href'] };
};

/** Everything a detail page shows of a property, a project or a project's unit; each section hides when empty. */
export async function EstateDetailView({ estate, locale, siteId, url, group, parent }: Props) {
  const [t, tAppointment, tCard, tBrochure, tWhatsApp, tOpenHouse, label, toCard] = await Promise.all([
    getTranslations({ locale, namespace: 'EstateDetail' }),
    getTranslations({ locale, namespace: 'Appointment' }),
    getTranslations({ locale, namespace: 'EstateCard' }),
    getTranslations({ locale, namespace: 'Brochure' }),
    getTranslations({ locale, namespace: 'WhatsApp' }),
    getTranslations({ locale, namespace: 'OpenHouse' }),
    getEnumLabel(locale),
    getCardMapper(locale),
  ]);
  const { general, address } = estate;
  const title = pickLocalized(general.title, locale);
  const addressText = addressLine(address, locale, { box: (box) => t('box', { box }), onRequest: t('addressOnRequest') });
  const description = pickLocalized(general.description, locale);
  // The marker rule (location, type and status; rounded when the address is hidden) lives in toMapMarker.
  const marker = toMapMarker(estate, toCard(estate));
  const photo = [...estate.pictures].sort((a, b) => a.index - b.index)[0];
  // Read on the server: without a key no reCAPTCHA code reaches the browser.
  const recaptchaSiteKey = recaptchaConfig()?.siteKey ?? null;
  const person = await loadContactPerson(estate, locale, siteId);
  const whatsappLink = listingWhatsAppHref(person, { title, reference: String(general.id), url }, (listing) => tWhatsApp('text', listing));
  const now = new Date();
  const badges = estateBadges(estate, now);
  const openHouseEvents = openHouseEventsJsonLd(estate, locale, url, now, (title) => tOpenHouse('eventName', { title }));
  const bookHref =
    estate.agendaId !== null
      ? ({ pathname: '/appointment/[agendaId]', params: { agendaId: estate.agendaId }, query: { estate: String(general.id) } } as const)
      : null;

  return (
    <article>
      <JsonLd data={estateListingJsonLd(estate, locale, url, photo ? new URL(photo.file, url).toString() : null)} />
      {openHouseEvents.length > 0 ? <JsonLd data={openHouseEvents} /> : null}
      <PageHeading title={title} lead={parent ? t('unitOf', { title: parent.title }) : undefined}>
        <FavouriteButton estateId={general.id} />
        <p className="page-heading__meta">
          <span className="badge">{label('transaction', general.transaction)}</span>{' '}
          {invitesValuation(estate) ? (
            <>
              <Link href="/valuation">{t('valuationInvite')}</Link>{' '}
            </>
          ) : null}
          {badges.isNew ? <span className="badge badge--new">{tCard('badgeNew')}</span> : null}{' '}
          {badges.previousPrice !== null ? <span className="badge badge--price-lowered">{tCard('badgePriceLowered')}</span> : null}{' '}
          {general.project ? label('headType', general.headType) : label('subType', general.subType)} ·{' '}
          {t('reference', { id: general.id })}
        </p>
        {/* A project's units are compared, not the project (docs/decisions/0046-compare.md). */}
        {general.project ? null : <CompareButton estateId={general.id} />}
        <CompareTray placement="inline" />
      </PageHeading>
      <div className="container estate-detail">
        <div className="estate-detail__main">
          <PhotoGallery pictures={estate.pictures} title={title} plans={estatePlans(estate.files)} />
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
            <p>{addressText}</p>
          </section>
          <OpenHouseBanner estateId={general.id} openHouses={estate.openHouses} locale={locale} now={now} />
          <KeyFacts estate={estate} locale={locale} />
          <VirtualVisit virtualVisits={estate.virtualVisits} title={title} />
          {description ? (
            <section aria-labelledby="description-heading">
              <h2 id="description-heading">{t('description')}</h2>
              <RichText html={description} />
              <p className="detail__published">{t('publishedOn', { date: formatDate(general.publicationDate) })}</p>
            </section>
          ) : null}
          {group && group.children.length > 0 ? <ProjectUnits project={estate} units={group.children} locale={locale} /> : null}
          <CostToBuy estate={estate} locale={locale} />
          <LegalInformation estate={estate} locale={locale} />
          <PriceHistory estate={estate} locale={locale} />
          <FieldGroups estate={estate} locale={locale} />
          <Features estate={estate} locale={locale} />
          <EnergySection estate={estate} locale={locale} />
          <Videos videos={estate.videos} title={title} />
          <Documents files={estate.files} />
          {/* Only what these leaves read (the cards' heart and compare box take their texts from the chrome),
              in one provider: each provider is one more element with its own props in the page's RSC payload. */}
          <ClientMessages locale={locale} namespaces={['LocationMap', 'SimilarEstates', 'ContactForm']}>
            {marker ? <LocationMap marker={toLocationPin(marker, pinTown(address.city, locale))} tiles={mapTiles()} /> : null}
            <SimilarEstates estateId={general.id} />
            {/* After the similar block: on a phone the question form, then the contact card, close the page. */}
            <div id={DETAIL_CONTACT_ID} className="detail-contact">
              <ContactFormOnDemand estateId={general.id} recaptchaSiteKey={recaptchaSiteKey} />
            </div>
          </ClientMessages>
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
          <ContactCard estate={estate} locale={locale} siteId={siteId} whatsappHref={whatsappLink} />
          {/* A plain link: the PDF is made on the server; a closed deal gets none. */}
          {hasBrochure(statusOfTransaction(general.transaction.id)) ? (
            <p className="estate-detail__brochure">
              <a className="button" href={`/${locale}/estate-brochure/${general.id}`} download rel="nofollow">
                {tBrochure('download')}
                <span className="visually-hidden"> ({tBrochure('downloadHint')})</span>
              </a>
            </p>
          ) : null}
          {/* Their texts (the layout gives no next-intl messages to the browser), in one provider: each
              provider is one more element with its own props in the page's RSC payload. */}
          <ClientMessages locale={locale} namespaces={['Share', 'SendToFriend']}>
            <ShareLinks url={url} title={title} />
            <SendToFriendDialog path={new URL(url).pathname} estateId={general.id} recaptchaSiteKey={recaptchaSiteKey} />
          </ClientMessages>
        </aside>
      </div>
      <div className="container">
        <PrintSheet estate={estate} locale={locale} url={url} />
      </div>
      <ContactBar locale={locale} phone={callNumber(person)} whatsappHref={whatsappLink} bookHref={bookHref} />
    </article>
  );
}
