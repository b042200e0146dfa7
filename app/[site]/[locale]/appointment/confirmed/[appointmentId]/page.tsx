import { getTranslations } from 'next-intl/server';
import { loadAppointmentPage } from '@/lib/appointments/appointment-page';
import type { Locale } from '@/lib/rules';
import { Link } from '@/lib/i18n/server-link';
import { secretLinkMetadata } from '@/lib/seo/route-metadata';
import { AppointmentSummary } from '@/components/appointments/appointment-summary';
import { PageHeading } from '@/components/ui/page-heading';
import { perRequestParams, withRequestStatus } from '@/lib/http/per-request-page';

type Props = { params: Promise<{ site: string; locale: Locale; appointmentId: string }> };

/** One visitor's page (a token link, their favourites): rendered for each request, never cached, and noindex. */
export const dynamic = 'force-dynamic';

export const generateMetadata = secretLinkMetadata('Appointment.confirmed');

/**
 * The confirmation of a booked appointment: when and where, a calendar file and the way to cancel
 * it. A cancelled appointment says so; an unknown one is a 404.
 */
async function AppointmentConfirmedPage({ params }: Props) {
  const { appointmentId, siteId, locale } = await perRequestParams(params);
  const page = await loadAppointmentPage(siteId, locale, appointmentId);
  const t = await getTranslations({ locale, namespace: 'Appointment.confirmed' });
  const { appointment } = page;

  if (appointment.cancelled) {
    return (
      <>
        <PageHeading title={t('cancelledTitle')} lead={t('cancelledLead')} />
        <div className="container appointment-page">
          <AppointmentSummary page={page} locale={locale} />
          <p>
            <Link href={{ pathname: '/appointment/[agendaId]', params: { agendaId: appointment.agendaId } }}>{t('bookAgain')}</Link>
          </p>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      <div className="container appointment-page">
        <AppointmentSummary page={page} locale={locale} />
        <p className="appointment-page__actions">
          {/* An ajax route of ours (no localised pathname): the file, downloaded. */}
          <a className="button button--primary" href={`/${locale}/appointment-calendar/${appointment.id}`}>
            {t('addToCalendar')}
          </a>
          <Link className="button" href={{ pathname: '/cancel-appointment/[appointmentId]', params: { appointmentId: appointment.id } }}>
            {t('cancel')}
          </Link>
        </p>
      </div>
    </>
  );
}

/** A 404 or an error is this page's own, in its server HTML and with its status (lib/http/per-request-page.tsx). */
export default withRequestStatus(AppointmentConfirmedPage);
