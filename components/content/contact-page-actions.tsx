import { getTranslations } from 'next-intl/server';
import { ContactFormOnDemand } from '@/components/forms/contact-form-on-demand';
import { formIntl } from '@/lib/i18n/form-intl';
import type { Locale } from '@/lib/rules';
import { recaptchaConfig } from '@/lib/env';
import { getPathname } from '@/lib/i18n/pathname';

/**
 * What the agency's contact page offers besides its text: a visit at the office, when the agency takes
 * appointments online, and the question form (about no listing in particular). Every CMS page's first load
 * carries these client components, rendered or not: so a plain link to the booking page (another section,
 * as the menus' links), and the form's texts given to it rather than a next-intl provider on the page.
 */
export async function ContactPageActions({ agendaId, locale }: { agendaId: number | null; locale: Locale }) {
  const [t, intl] = await Promise.all([getTranslations({ locale, namespace: 'Appointment' }), formIntl(locale, ['ContactForm'])]);
  return (
    <>
      {agendaId !== null ? (
        <p className="section">
          <a className="button button--primary" href={getPathname({ href: { pathname: '/appointment/[agendaId]', params: { agendaId } }, locale })}>
            {t('bookOfficeVisit')}
          </a>
        </p>
      ) : null}
      <ContactFormOnDemand intl={intl} recaptchaSiteKey={recaptchaConfig()?.siteKey ?? null} />
    </>
  );
}
