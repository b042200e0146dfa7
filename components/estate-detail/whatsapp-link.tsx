import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';

/**
 * A speech bubble with a handset: WhatsApp's idea without its logo, in the text's colour. Drawn by the
 * contact bar's stylesheet (`.whatsapp-icon`, a mask; the bar is on every page with the card), not inline:
 * the page names the icon in a few bytes, twice.
 */
export function WhatsAppIcon() {
  return <span aria-hidden="true" className="whatsapp-icon" />;
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
