import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  ACCESSIBILITY_STATEMENT_DATE,
  accessibilityChecks,
  accessibilityConforms,
  accessibilityLimitations,
} from '@/lib/content/accessibility-statement';
import type { Locale } from '@/lib/rules';
import { formatDate } from '@/lib/rules/format';
import { telHref } from '@/lib/estates/detail/contact-person';
import { localizedPaths } from '@/lib/seo/localized-paths';
import { pageMetadata, type PageMetadataInput } from '@/lib/seo/page-metadata';
import type { SiteContact } from '@/lib/tenancy/site-view';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageHeading } from '@/components/ui/page-heading';

export async function accessibilityMetadata(site: PageMetadataInput['site'], locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Accessibility' });
  return pageMetadata({ locale, site, title: t('title'), description: t('description', { site: site.name }), paths: localizedPaths('/accessibility') });
}

/**
 * The accessibility statement the European Accessibility Act asks for: how far the site meets WCAG 2.2 AA,
 * how that is checked, what does not meet it yet, and whom to tell, with the agency's own address. Unlike
 * privacy and terms it is not the agency's text: what it claims is about this website's code.
 */
export async function AccessibilityStatement({ site, locale, origin }: { site: SiteContact; locale: Locale; origin: URL }) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Accessibility' });
  const { email, phone } = site.contact;
  return (
    <article>
      <Breadcrumbs locale={locale} origin={origin} items={[{ name: t('title'), href: '/accessibility' }]} />
      <PageHeading title={t('title')} lead={t('dated', { date: formatDate(ACCESSIBILITY_STATEMENT_DATE) })} />
      <div className="container">
        <div className="rich-text">
          <p>{t('intro', { site: site.name })}</p>
          <h2>{t('statusHeading')}</h2>
          <p>{t('status')}</p>
          <h2>{t('conformsHeading')}</h2>
          <ul>
            {accessibilityConforms.map((key) => (
              <li key={key}>{t(`conforms.${key}`)}</li>
            ))}
          </ul>
          <h2>{t('methodHeading')}</h2>
          <p>{t('method')}</p>
          <ul>
            {accessibilityChecks.map((key) => (
              <li key={key}>{t(`methods.${key}`)}</li>
            ))}
          </ul>
          <h2>{t('limitationsHeading')}</h2>
          <ul>
            {accessibilityLimitations.map((key) => (
              <li key={key}>{t(`limitations.${key}`)}</li>
            ))}
          </ul>
          <h2>{t('contactHeading')}</h2>
          <p>{t('contact', { site: site.name })}</p>
          <ul>
            <li>
              {t('email')} <a href={`mailto:${email}`}>{email}</a>
            </li>
            {phone ? (
              <li>
                {t('phone')} <a href={telHref(phone)}>{phone}</a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </article>
  );
}
