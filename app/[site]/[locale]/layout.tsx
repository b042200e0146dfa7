import type { Metadata, Viewport } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { serverTranslate } from '@/lib/i18n/server-translate';
import { siteById, siteOf } from '@/lib/tenancy/site-of';
import { assetUrl } from '@/lib/tenancy/asset-url';
import { readableTextOn } from '@/lib/domain/colour';
import { pickLocalized } from '@/lib/rules/localized';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { LandingKeeper } from '@/components/consent/landing-keeper';
import { AnalyticsLoader } from '@/components/analytics/analytics-loader';
import { PhotoFallback } from '@/components/ui/photo-fallback';
import { hasAnalytics } from '@/lib/analytics/settings';
import { analyticsTools } from '@/lib/env';
import { ChromeTextsProvider } from '@/components/providers/chrome-texts';
import { buildChromeTexts, buildConsentTexts } from '@/lib/i18n/chrome-texts';
import { getPathname } from '@/lib/i18n/pathname';
import { CurrentPathProvider } from '@/components/layout/current-path';
// The site's own styles, in cascade order (a component's own stylesheet comes with the component).
import '../../globals.css';
import '../../styles/header.css';
import '../../styles/buttons-and-cards.css';
import '../../styles/page-and-footer.css';
import '../../styles/map.css';
import '../../styles/map-markers.css';
import '../../styles/favourites.css';
import '../../styles/photo-placeholder.css';
import { renderedOnDemand } from '@/lib/cache/on-demand';
import { CONSENT_EARLY_SCRIPT } from '@/lib/consent/early-script';
import { siteNameArgs } from '@/lib/i18n/name-args';

type Props = { children: ReactNode; params: Promise<{ site: string; locale: string }> };

/** Rendered per site, language and path on the first view, then served from the cache (lib/cache/on-demand.ts). */
export const generateStaticParams = renderedOnDemand;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { siteId, locale, origin } = await siteOf(params);
  const [site, t] = await Promise.all([siteById(siteId), getTranslations({ locale, namespace: 'Metadata' })]);
  const favicon = assetUrl(site.favicon, site.assetVersion);
  return {
    metadataBase: origin,
    title: { template: `%s | ${site.name}`, default: site.name },
    description: pickLocalized(site.slogan, locale) || t('homeDescription', siteNameArgs(site.name)),
    icons: favicon ? { icon: favicon } : undefined,
  };
}

export async function generateViewport({ params }: Props): Promise<Viewport> {
  const { siteId } = await siteOf(params);
  const site = await siteById(siteId);
  return { themeColor: site.colors.primary, width: 'device-width', initialScale: 1 };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { siteId, locale } = await siteOf(params);
  // The client leaves of every page get their texts formatted here, not next-intl in the browser
  // (docs/performance.md); a page whose leaves need more wraps them in ClientMessages.
  const [site, t, translate] = await Promise.all([siteById(siteId), getTranslations({ locale, namespace: 'Layout' }), serverTranslate(locale)]);
  const chromeTexts = buildChromeTexts(translate, getPathname({ href: '/compare', locale }));
  const consentTexts = buildConsentTexts(translate);
  const analytics = analyticsTools(site.id);
  const theme = {
    '--colour-primary': site.colors.primary,
    '--colour-secondary': site.colors.secondary,
    '--colour-text': site.colors.text,
    '--colour-on-primary': readableTextOn(site.colors.primary),
    '--colour-on-secondary': readableTextOn(site.colors.secondary),
  } as CSSProperties;

  return (
    // The early script below marks <html> before React hydrates it.
    <html lang={locale} suppressHydrationWarning>
      <body style={theme}>
        {/* Before anything paints: whether the server-rendered cookie banner shows (lib/consent/early-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_EARLY_SCRIPT }} />
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <ChromeTextsProvider texts={chromeTexts}>
          <CurrentPathProvider>
            <SiteHeader site={site} locale={locale} />
            <main id="main" className="main">
              {children}
            </main>
            <SiteFooter site={site} locale={locale} />
          </CurrentPathProvider>
          <ConsentBanner texts={consentTexts} privacyHref={getPathname({ href: '/privacy', locale })} />
          <LandingKeeper />
          <PhotoFallback />
          {hasAnalytics(analytics) ? <AnalyticsLoader tools={analytics} /> : null}
        </ChromeTextsProvider>
      </body>
    </html>
  );
}
