import { getTranslations } from 'next-intl/server';
import { ContactFormOnDemand } from '@/components/forms/contact-form-on-demand';
import { ClientMessages } from '@/components/providers/client-messages';
import type { Locale } from '@/lib/rules';
import { recaptchaConfig } from '@/lib/env';
import { Link } from '@/lib/i18n/server-link';

/**
 * What the agency's contact page offers besides its text: a visit at the office, when the agency takes
 * appointments online, and the question form (about no listing in particular).
 */
export async function ContactPageActions({ agendaId, locale }: { agendaId: number | null; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Appointment' });
  return (
    <>
      {agendaId !== null ? (
        <p className="section">
          <Link className="button button--primary" href={{ pathname: '/appointment/[agendaId]', params: { agendaId } }}>
            {t('bookOfficeVisit')}
          </Link>
        </p>
      ) : null}
      <ClientMessages locale={locale} namespaces={['ContactForm']}>
        <ContactFormOnDemand recaptchaSiteKey={recaptchaConfig()?.siteKey ?? null} />
      </ClientMessages>
    </>
  );
}
