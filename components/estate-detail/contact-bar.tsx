import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { telHref } from '@/lib/estates/detail/contact-person';
import { Link } from '@/lib/i18n/server-link';
import { WhatsAppIcon } from './whatsapp-link';
import './contact-bar.css';

/** The id of the block around a detail page's contact form, where the bar's "mail" button leads. */
export const DETAIL_CONTACT_ID = 'detail-contact';

type Props = {
  locale: Locale;
  /** The contact person's or the office's number; no call button without one. */
  phone: string | null;
  /** A wa.me link when the contact person or office has a mobile number (lib/estates/detail/whatsapp.ts). */
  whatsappHref?: string | null;
  /** Where "book a visit" leads: only for a listing that has its own agenda. */
  bookHref?: Parameters<typeof Link>[0]['href'] | null;
};

/**
 * On a phone, the ways to reach the agency stay at hand while the visitor scrolls a long detail page:
 * call, WhatsApp (with a mobile number), write (the page's own contact form) and book a visit. It sits at the end of the page's content,
 * sticking to the bottom of the screen until the visitor reaches it, so it never hides the end of the
 * page; wide screens have the same actions in the column beside the content and do not show it.
 */
export async function ContactBar({ locale, phone, whatsappHref, bookHref }: Props) {
  const [t, tAppointment, tWhatsApp] = await Promise.all([
    getTranslations({ locale, namespace: 'ContactBar' }),
    getTranslations({ locale, namespace: 'Appointment' }),
    getTranslations({ locale, namespace: 'WhatsApp' }),
  ]);
  return (
    <div className="contact-bar" role="group" aria-label={t('label')}>
      {phone ? (
        <a className="contact-bar__action" href={telHref(phone)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z" />
          </svg>
          {t('call')}
        </a>
      ) : null}
      {whatsappHref ? (
        <a className="contact-bar__action" href={whatsappHref} target="_blank" rel="noopener" aria-label={tWhatsApp('name')}>
          <WhatsAppIcon />
          {tWhatsApp('label')}
        </a>
      ) : null}
      <a className="contact-bar__action" href={`#${DETAIL_CONTACT_ID}`}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M4 5h16c.6 0 1 .4 1 1v12c0 .6-.4 1-1 1H4a1 1 0 0 1-1-1V6c0-.6.4-1 1-1zm8 7 7.2-5H4.8zm-7-3.4V17h14V8.6l-7 4.9z" />
        </svg>
        {t('mail')}
      </a>
      {bookHref ? (
        <Link className="contact-bar__action contact-bar__action--primary" href={bookHref}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d="M7 2h2v2h6V2h2v2h2c.6 0 1 .4 1 1v15c0 .6-.4 1-1 1H5a1 1 0 0 1-1-1V5c0-.6.4-1 1-1h2zm11 8H6v9h12zM6 8h12V6H6z" />
          </svg>
          {tAppointment('bookVisit')}
        </Link>
      ) : null}
    </div>
  );
}
