import { getTranslations } from 'next-intl/server';
import { bivNumber } from '@/lib/domain/biv';
import type { Locale } from '@/lib/rules';
import { pickLocalized } from '@/lib/rules/localized';
import { getNavigation } from '@/lib/site-api/content';
import type { SiteContact } from '@/lib/tenancy/site-view';
import { ConsentSettingsButton } from '@/components/consent/consent-settings-button';
import { getPathname } from '@/lib/i18n/pathname';
import { NavLink } from './current-path';
import { EmailAddress } from '@/components/ui/email-address';
import { MenuLink } from './menu-link';

export async function SiteFooter({ site, locale }: { site: SiteContact; locale: Locale }) {
  const [t, tLayout, tConsent, tAccessibility, menu] = await Promise.all([
    getTranslations({ locale, namespace: 'Footer' }),
    getTranslations({ locale, namespace: 'Layout' }),
    getTranslations({ locale, namespace: 'Consent' }),
    getTranslations({ locale, namespace: 'Accessibility' }),
    getNavigation({ siteId: site.id, locale }, 'footer'),
  ]);
  const { contact } = site;

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t('contact')}
          </h2>
          <address className="site-footer__address">
            <strong>{site.name}</strong>
            <br />
            {contact.street} {contact.number}
            <br />
            {contact.zip} {pickLocalized(contact.city, locale)}
            <br />
            {t('phone')}
            {t('colon')} <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
            <br />
            {t('email')}
            {t('colon')} <a href={`mailto:${contact.email}`}>
              <EmailAddress address={contact.email} />
            </a>
          </address>
          {contact.vatNumber || contact.biv ? (
            <p className="site-footer__legal">
              {[contact.vatNumber ? `${t('vatNumber')}${t('colon')} ${contact.vatNumber}` : null, contact.biv ? `${t('biv')}${t('colon')} ${bivNumber(contact.biv)}` : null]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
        </section>
        <nav aria-label={tLayout('footerNavigation')}>
          <ul className="site-footer__links">
            {(menu?.items ?? []).map((item) => (
              <li key={item.id}>
                <MenuLink item={item} locale={locale} />
              </li>
            ))}
            {/* Always there: the valuation request is how the agency wins new listings. */}
            <li>
              <NavLink href={getPathname({ href: '/valuation', locale })}>{t('valuation')}</NavLink>
            </li>
            {/* Always there, whatever the agency's menu holds: the European Accessibility Act asks for the statement. */}
            <li>
              <NavLink href={getPathname({ href: '/accessibility', locale })}>{tAccessibility('title')}</NavLink>
            </li>
            <li>
              <ConsentSettingsButton label={tConsent('settings')} />
            </li>
          </ul>
        </nav>
      </div>
      <div className="container">
        <p className="site-footer__rights">{t('rights', { year: new Date().getFullYear(), site: site.name })}</p>
      </div>
    </footer>
  );
}
