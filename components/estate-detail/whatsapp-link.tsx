import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';

/** A speech bubble with a handset: WhatsApp's idea without its logo, drawn in the text's colour. */
export function WhatsAppIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.5 0-3-.4-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3c-.2.3-.9.9-.9 2.2s1 2.6 1.1 2.7c.1.2 1.9 2.9 4.6 4 1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.4-.2z" />
    </svg>
  );
}

/**
 * The contact card's WhatsApp action, beside its phone and e-mail: a plain link to wa.me that opens the chat in
 * WhatsApp or a new tab, so no script of WhatsApp's reaches the page.
 */
export async function WhatsAppLink({ href, locale }: { href: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'WhatsApp' });
  return (
    <a className="contact-card__whatsapp" href={href} target="_blank" rel="noopener" aria-label={t('name')}>
      <WhatsAppIcon />
      {t('label')}
    </a>
  );
}
