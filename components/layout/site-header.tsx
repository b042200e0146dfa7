import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/lib/rules';
import { getPathname } from '@/lib/i18n/pathname';
import { getNavigation } from '@/lib/site-api/content';
import { assetUrl } from '@/lib/tenancy/asset-url';
import type { SiteBrand } from '@/lib/tenancy/site-view';
import { LocaleSwitcher } from './locale-switcher';
import { MenuDisclosure } from './menu-disclosure';
import { MenuLink } from './menu-link';

export async function SiteHeader({ site, locale }: { site: SiteBrand; locale: Locale }) {
  const [t, tLocale, menu] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getTranslations({ locale, namespace: 'LocaleSwitcher' }),
    getNavigation({ siteId: site.id, locale }, 'header'),
  ]);
  const localeTexts = {
    label: tLocale('label'),
    names: Object.fromEntries(locales.map((name) => [name, tLocale('locale', { locale: name })])) as Record<Locale, string>,
  };
  const logo = assetUrl(site.logo, site.assetVersion);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        {/* Plain links and a plain image in the header: no next/link or next/image script on every page. */}
        <a href={getPathname({ href: '/', locale })} className="site-header__brand">
          {/* eslint-disable-next-line @next/next/no-img-element -- the logo is never optimised (an SVG or a small file of the agency's own) */}
          {logo ? <img src={logo} alt="" width={40} height={40} /> : null}
          {/* A logo carries the name already; the text stays for screen readers and logo-less sites. */}
          <span className={logo ? 'visually-hidden site-header__name' : 'site-header__name'}>{site.name}</span>
        </a>
        <MenuDisclosure className="site-header__menu">
          <summary className="site-header__toggle">
            {/* The name and the icon follow the open state in CSS: a burger to open, a cross to close. */}
            <span className="visually-hidden site-header__open-label">{t('openMenu')}</span>
            <span className="visually-hidden site-header__close-label">{t('closeMenu')}</span>
            <span aria-hidden="true" className="site-header__burger" />
          </summary>
          <nav aria-label={t('mainNavigation')} className="site-nav">
            <ul className="site-nav__list">
              {(menu?.items ?? []).map((item) => (
                <li key={item.id}>
                  <MenuLink item={item} locale={locale} className="site-nav__link" />
                </li>
              ))}
            </ul>
          </nav>
        </MenuDisclosure>
        <LocaleSwitcher current={locale} texts={localeTexts} />
      </div>
    </header>
  );
}
