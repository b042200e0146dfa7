import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { socialFeedConfig } from '@/lib/env';
import { SocialFeed } from './social-feed';

/**
 * The social feed block of a page, translated on the server; nothing for a site without a feed configured.
 * The posts themselves load in the browser, from the site's own route.
 */
export async function SocialFeedBlock({ locale, siteId, className }: { locale: Locale; siteId: number; className?: string }) {
  if (!socialFeedConfig(siteId)) return null;
  const t = await getTranslations({ locale, namespace: 'SocialFeed' });
  return (
    <SocialFeed
      // An ajax route like similar-estate: the same path in every language.
      path={`/${locale}/social-feed`}
      className={className}
      texts={{
        heading: t('heading'),
        loading: t('loading'),
        error: t('error'),
        retry: t('retry'),
        empty: t('empty'),
        video: t('video'),
        opensInNewTab: t('opensInNewTab'),
        imageAlt: t('imageAlt'),
      }}
    />
  );
}
