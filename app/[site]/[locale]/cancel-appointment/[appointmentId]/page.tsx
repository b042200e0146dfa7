import { getTranslations } from 'next-intl/server';
import { loadAppointmentPage } from '@/lib/appointments/appointment-page';
import type { Locale } from '@/lib/rules';
import { Link } from '@/lib/i18n/server-link';
import { secretLinkMetadata } from '@/lib/seo/route-metadata';
import { AppointmentSummary } from '@/components/appointments/appointment-summary';
import { CancelAppointmentButton } from '@/components/appointments/cancel-appointment-button';
import { FormAlert } from '@/components/forms/form-alert';
import { ClientMessages } from '@/components/providers/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { perRequestParams, withRequestStatus } from '@/lib/http/per-request-page';

type Props = { params: Promise<{ site: string; locale: Locale; appointmentId: string }> };

/** One visitor's page (a token link, their favourites): rendered for each request, never cached, and noindex. */
export const dynamic = 'force-dynamic';

export const generateMetadata = secretLinkMetadata('CancelAppointment');

/**
 * The cancel link of the confirmation mail (document 000, section 2). Opening it changes nothing:
 * the visitor confirms with a button (a POST). A cancelled appointment shows that at once, so following the
 * link again is harmless; an unknown id is the localised 404.
 */
async function CancelAppointmentPage({ params }: Props) {
  const { appointmentId, siteId, locale } = await perRequestParams(params);
  const page = await loadAppointmentPage(siteId, locale, appointmentId);
  const t = await getTranslations({ locale, namespace: 'CancelAppointment' });
  const { appointment } = page;

  return (
    <>
      <PageHeading title={t('title')} lead={appointment.cancelled ? undefined : t('lead')} />
      <div className="container appointment-page">
        <AppointmentSummary page={page} locale={locale} />
        {appointment.cancelled ? (
          <div className="form-outcome appointment-page__cancelled">
            <FormAlert kind="success">{t('alreadyCancelled')}</FormAlert>
            <p>
              <Link href={{ pathname: '/appointment/[agendaId]', params: { agendaId: appointment.agendaId } }}>{t('bookAgain')}</Link>
            </p>
          </div>
        ) : (
          <ClientMessages locale={locale} namespaces={['CancelAppointment']}>
            <CancelAppointmentButton appointmentId={appointment.id} agendaId={appointment.agendaId} />
          </ClientMessages>
        )}
      </div>
    </>
  );
}

/** A 404 or an error is this page's own, in its server HTML and with its status (lib/http/per-request-page.tsx). */
export default withRequestStatus(CancelAppointmentPage);
