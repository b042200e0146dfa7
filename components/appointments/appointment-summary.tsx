import { getTranslations } from 'next-intl/server';
import type { AppointmentPage } from '@/lib/appointments/appointment-page';
import { momentOf } from '@/lib/appointments/slots';
import type { Locale } from '@/lib/rules';
import { Link } from '@/lib/i18n/server-link';
import './appointments.css';

/** What an appointment is: when (on a Belgian clock), in which agenda, about which listing, for whom. */
export async function AppointmentSummary({ page, locale }: { page: AppointmentPage; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Appointment.summary' });
  const { appointment, agendaName, listing } = page;
  const { date, start, end } = momentOf(appointment, locale);
  return (
    <dl className="appointment-summary">
      <dt>{t('date')}</dt>
      <dd>{date}</dd>
      <dt>{t('time')}</dt>
      <dd className="appointment-summary__time">{t('timeRange', { start, end })}</dd>
      {agendaName ? (
        <>
          <dt>{t('agenda')}</dt>
          <dd>{agendaName}</dd>
        </>
      ) : null}
      {listing ? (
        <>
          <dt>{t('listing')}</dt>
          <dd>
            <Link href={listing.href}>{listing.title}</Link>
          </dd>
        </>
      ) : null}
      <dt>{t('name')}</dt>
      <dd>{appointment.name}</dd>
    </dl>
  );
}
