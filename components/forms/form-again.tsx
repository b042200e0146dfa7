import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { findListing } from '@/lib/appointments/appointment-page';
import { todayInBelgium } from '@/lib/rules/dates';
import type { Locale } from '@/lib/rules';
import { recaptchaConfig } from '@/lib/env';
import { keptText, NEEDS_JAVASCRIPT, type FormRetry, type NoScriptForm } from '@/lib/forms/no-script';
import { pagePathSchema } from '@/lib/forms/send-to-friend';
import { Link } from '@/lib/i18n/server-link';
import { packPeriods } from '@/lib/rental-units/availability';
import { loadRentalUnitPage } from '@/lib/rental-units/rental-page';
import { getAgenda } from '@/lib/site-api/agenda';
import { getRentalUnitPeriods } from '@/lib/site-api/rental-units';
import { loadSubscriptionChoices } from '@/lib/subscriptions/load-choices';
import type { SiteOfForms } from '@/lib/tenancy/site-view';
import { AppointmentBooking } from '@/components/appointments/appointment-booking';
import { ClientMessages } from '@/components/providers/client-messages';
import { RentalAvailability } from '@/components/rental-units/rental-availability';
import { SubscribeForm } from '@/components/subscriptions/subscribe-form';
import { ContactForm } from './contact-form';
import { FormAlert } from './form-alert';
import { SendToFriendForm } from './send-to-friend-form';
import { ValuationForm } from './valuation-form';

/** An id the form carried in a hidden field, when it is one. */
function keptId(retry: FormRetry | null, name: string, fallback: string | undefined): number | null {
  const value = (retry ? keptText(retry.values, name) : fallback) ?? '';
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

type Props = {
  site: SiteOfForms;
  locale: Locale;
  form: NoScriptForm;
  /** The refused form from the cookie; null: an empty form (send-to-a-friend opened without JavaScript). */
  retry: FormRetry | null;
  /** What a link to the empty send-to-a-friend form names: the page and its listing (no visitor data). */
  query: { path?: string; estate?: string; rentalUnit?: string };
};

/**
 * A visitor form on a page of its own, for a browser without JavaScript: after the server
 * refused it, with the errors and what was typed; the send-to-a-friend form also empty, since its dialog
 * needs a script to open. Each form gets what it needs to show again (the slots, the periods, the types),
 * read as its own page reads them. Null when the form names nothing to show (a listing since gone).
 */
export async function FormAgain({ site, locale, form, retry, query }: Props): Promise<ReactNode> {
  const t = await getTranslations({ locale, namespace: 'FormPage' });
  const recaptchaSiteKey = recaptchaConfig()?.siteKey ?? null;
  const estateId = keptId(retry, 'estateId', query.estate);
  const rentalUnitId = keptId(retry, 'rentalUnitId', query.rentalUnit);
  const needsJavaScript =
    retry?.error === NEEDS_JAVASCRIPT ? (
      <FormAlert kind="danger">{t('needsJavaScript', { phone: site.contact.phone, email: site.contact.email })}</FormAlert>
    ) : null;
  const listingLink =
    estateId !== null ? (
      <Link href={{ pathname: '/estates/[estateId]', params: { estateId } }}>{t('back')}</Link>
    ) : rentalUnitId !== null ? (
      <Link href={{ pathname: '/holiday/[rentalUnitId]', params: { rentalUnitId } }}>{t('back')}</Link>
    ) : (
      <Link href="/">{t('backHome')}</Link>
    );

  switch (form) {
    case 'contact':
      return (
        <>
          {needsJavaScript}
          <ClientMessages locale={locale} namespaces={['ContactForm']}>
            <ContactForm estateId={estateId} rentalUnitId={rentalUnitId} recaptchaSiteKey={recaptchaSiteKey} retry={retry} />
          </ClientMessages>
          <p>{listingLink}</p>
        </>
      );
    case 'valuation':
      return (
        <>
          {needsJavaScript}
          <ClientMessages locale={locale} namespaces={['ValuationForm']}>
            <ValuationForm recaptchaSiteKey={recaptchaSiteKey} retry={retry} />
          </ClientMessages>
          <p>
            <Link href="/valuation">{t('back')}</Link>
          </p>
        </>
      );
    case 'send-to-a-friend': {
      const path = pagePathSchema.safeParse(retry ? keptText(retry.values, 'path') : query.path);
      if (!path.success) return null;
      return (
        <>
          {needsJavaScript}
          <ClientMessages locale={locale} namespaces={['SendToFriend']}>
            <SendToFriendForm path={path.data} estateId={estateId} rentalUnitId={rentalUnitId} recaptchaSiteKey={recaptchaSiteKey} retry={retry} />
          </ClientMessages>
          <p>
            <a href={path.data}>{t('back')}</a>
          </p>
        </>
      );
    }
    case 'subscribe': {
      const { statuses, types } = await loadSubscriptionChoices(site.id, locale);
      return (
        <>
          {needsJavaScript}
          <ClientMessages locale={locale} namespaces={['SubscriptionForm', 'EstateList']}>
            <SubscribeForm choices={{ statuses, types }} recaptchaSiteKey={recaptchaSiteKey} retry={retry} />
          </ClientMessages>
        </>
      );
    }
    case 'reservation': {
      if (rentalUnitId === null) return null;
      const { unit } = await loadRentalUnitPage(site, locale, String(rentalUnitId));
      const periods = await getRentalUnitPeriods({ siteId: site.id, locale }, unit.id);
      if (periods.error) return null;
      return (
        <>
          {needsJavaScript}
          <ClientMessages locale={locale} namespaces={['Availability', 'Reservation']}>
            <RentalAvailability
              rentalUnitId={unit.id}
              maxOccupation={unit.general.maxOccupation}
              periods={packPeriods(periods.periods)}
              today={todayInBelgium()}
              recaptchaSiteKey={recaptchaSiteKey}
              retry={retry}
            />
          </ClientMessages>
          <p>{listingLink}</p>
        </>
      );
    }
    case 'appointment': {
      const agendaId = keptId(retry, 'agendaId', undefined);
      if (agendaId === null) return null;
      const [agenda, listing] = await Promise.all([
        getAgenda({ siteId: site.id, locale }, agendaId),
        estateId === null ? null : findListing(site.id, locale, estateId),
      ]);
      if (!agenda) return null;
      return (
        <>
          {needsJavaScript}
          <ClientMessages locale={locale} namespaces={['Appointment']}>
            <AppointmentBooking
              agendaId={agenda.id}
              estateId={listing?.id ?? null}
              slots={agenda.slots}
              contact={{ phone: site.contact.phone, email: site.contact.email }}
              recaptchaSiteKey={recaptchaSiteKey}
              retry={retry}
            />
          </ClientMessages>
          <p>
            <Link href={{ pathname: '/appointment/[agendaId]', params: { agendaId: agenda.id }, query: listing ? { estate: String(listing.id) } : {} }}>
              {t('back')}
            </Link>
          </p>
        </>
      );
    }
  }
}
