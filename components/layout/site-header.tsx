import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { Link } from '@/lib/i18n/navigation';
import { getNavigation } from '@/lib/site-api/content';
import type { Site } from '@/lib/site-api/schemas';
import { assetUrl } from '@/lib/tenancy/asset-url';
import { LocaleSwitcher } from './locale-switcher';
import { MenuDisclosure } from './menu-disclosure';
import { MenuLink } from './menu-link';

export async function SiteHeader({ site, locale }: { site: Site; locale: Locale }) {
  const [t, menu] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getNavigation({ siteId: site.id, locale }, 'header'),
  ]);
  const logo = assetUrl(site.logo, site.assetVersion);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link href="/" className="site-header__brand">
          {logo ? <Image src={logo} alt="" width={40} height={40} priority unoptimized /> : null}
          {/* A logo carries the name already; the text stays for screen readers and logo-less sites. */}
          <span className={logo ? 'visually-hidden site-header__name' : 'site-header__name'}>{site.name}</span>
        </Link>
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
        <LocaleSwitcher />
      </div>
    </header>
  );
}
