import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { findListing } from '@/lib/appointments/appointment-page';
import type { Locale } from '@/lib/domain/enums';
import { parseId } from '@/lib/domain/route-params';
import { recaptchaConfig } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';
import { getAgenda } from '@/lib/site-api/agenda';
import { currentSite } from '@/lib/tenancy/current-site';
import { AppointmentBooking } from '@/components/appointments/appointment-booking';
import { ClientMessages } from '@/components/providers/client-messages';
import { PageHeading } from '@/components/ui/page-heading';

type Props = {
  params: Promise<{ locale: Locale; agendaId: string }>;
  searchParams: Promise<{ estate?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Appointment' });
  // Free slots change by the minute and the form is one visitor's: nothing here for a search engine.
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * Booking a visit in a live agenda (issue #6): the agenda's free slots and the form. `?estate={id}` names
 * the listing the visit is about; one that is not this site's is ignored. An unknown agenda is a 404.
 */
export default async function AppointmentPage({ params, searchParams }: Props) {
  const [{ locale, agendaId: agendaParam }, { estate: estateParam }] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  const agendaId = parseId(agendaParam);
  if (agendaId === null) notFound();
  const estateId = typeof estateParam === 'string' ? parseId(estateParam) : null;
  const site = await currentSite();
  const [agenda, listing, t] = await Promise.all([
    getAgenda({ siteId: site.id, locale }, agendaId),
    estateId === null ? null : findListing(site.id, locale, estateId),
    getTranslations({ locale, namespace: 'Appointment' }),
  ]);
  if (!agenda) notFound();

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
