import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { findListing } from '@/lib/appointments/appointment-page';
import type { Locale } from '@/lib/rules';
import { parseId } from '@/lib/domain/route-params';
import { recaptchaConfig } from '@/lib/env';
import { Link } from '@/lib/i18n/server-link';
import { localizedPaths } from '@/lib/seo/localized-paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { getAgenda } from '@/lib/site-api/agenda';
import { siteById, siteOf } from '@/lib/tenancy/site-of';
import { AppointmentBooking } from '@/components/appointments/appointment-booking';
import { ClientMessages } from '@/components/providers/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { withRequestStatus } from '@/lib/http/per-request-page';
import { withNotFoundMetadata } from '@/lib/cache/not-found-page';

type Props = {
  params: Promise<{ site: string; locale: Locale; agendaId: string }>;
  searchParams: Promise<{ estate?: string | string[] }>;
};

/** The agenda of the URL, once per request (metadata and page share it); 404 when unknown. */
const loadAgenda = cache(async (siteId: number, locale: Locale, agendaParam: string) => {
  const agendaId = parseId(agendaParam);
  if (agendaId === null) notFound();
  const site = await siteById(siteId);
  const agenda = await getAgenda({ siteId: site.id, locale }, agendaId);
  if (!agenda) notFound();
  return { site, agenda };
});

// The booking page of an agenda is the same for everyone (the agency's way to book a visit): indexable,
// with its `?estate=` variants canonical to the plain page.
async function metadataOf({ params }: Props): Promise<Metadata> {
  const { agendaId } = await params;
  const { siteId, locale } = await siteOf(params);
  const [{ site, agenda }, t] = await Promise.all([loadAgenda(siteId, locale, agendaId), getTranslations({ locale, namespace: 'Appointment' })]);
  return pageMetadata({
    locale,
    site,
    title: `${t('title')}: ${agenda.name}`,
    description: t('description', { site: site.name }),
    paths: localizedPaths({ pathname: '/appointment/[agendaId]', params: { agendaId: agenda.id } }),
  });
}

/**
 * Booking a visit in a live agenda: the agenda's free slots and the form. `?estate={id}` names
 * the listing the visit is about; one that is not this site's is ignored. An unknown agenda is a 404.
 */
async function AppointmentPage({ params, searchParams }: Props) {
  const [{ agendaId: agendaParam }, { estate: estateParam }] = await Promise.all([params, searchParams]);
  const { siteId, locale } = await siteOf(params);
  const estateId = typeof estateParam === 'string' ? parseId(estateParam) : null;
  const [{ site, agenda }, listing, t] = await Promise.all([
    loadAgenda(siteId, locale, agendaParam),
    estateId === null ? null : findListing(siteId, locale, estateId),
    getTranslations({ locale, namespace: 'Appointment' }),
  ]);

  return (
    <>
      <PageHeading title={t('title')} lead={agenda.name}>
        {listing ? (
          <p className="page-heading__meta">{t.rich('about', { title: listing.title, link: (text) => <Link href={listing.href}>{text}</Link> })}</p>
        ) : null}
      </PageHeading>
      <div className="container appointment-page">
        {agenda.slots.length > 0 ? <p className="form__note">{t('intro')}</p> : null}
        <ClientMessages locale={locale} namespaces={['Appointment']}>
          <AppointmentBooking
            agendaId={agenda.id}
            estateId={listing?.id ?? null}
            slots={agenda.slots}
            contact={{ phone: site.contact.phone, email: site.contact.email }}
            // Read on the server: without a key no reCAPTCHA code reaches the browser.
            recaptchaSiteKey={recaptchaConfig()?.siteKey ?? null}
          />
        </ClientMessages>
        {listing ? (
          <p>
            <Link href={listing.href}>{t('backToListing', { title: listing.title })}</Link>
          </p>
        ) : null}
      </div>
    </>
  );
}

export const generateMetadata = withNotFoundMetadata(metadataOf);
/** A 404 or an error is this page's own, in its server HTML and with its status (lib/http/per-request-page.tsx). */
export default withRequestStatus(AppointmentPage);
