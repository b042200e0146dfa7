import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { getSiteTranslations } from '@/lib/site-api/content';
import { messagesSiteId } from './messages-site';
import { routing } from './routing';
import { withSiteTexts } from './site-texts';
import { logger } from '@/lib/log/logger.mjs';
import { reportFailure } from '@/lib/log/upstream-failure';

/**
 * The site's own texts for a language (document 000, section 7: `/translations/{locale}`), or none when
 * the render named no site (`siteOf`, ./messages-site.ts) or the call fails: the bundled texts are never wrong.
 */
async function siteTexts(locale: Locale): Promise<Record<string, string>> {
  const siteId = messagesSiteId();
  if (siteId === null) return {};
  try {
    return await getSiteTranslations({ siteId, locale });
  } catch (error) {
    reportFailure(error, `the bundled ${locale} texts are shown`);
    return {};
  }
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const [bundled, texts] = await Promise.all([import(`../../messages/${locale}.json`), siteTexts(locale)]);
  return {
    locale,
    messages: withSiteTexts(bundled.default, texts),
    // A missing label shows its key between underscores (document 000, section 9).
    getMessageFallback: ({ key, namespace }) => `_${namespace ? `${namespace}.${key}` : key}_`,
    onError: (error) => {
      // The code and the message's key, never the values formatted into it.
      if (error.code !== 'MISSING_MESSAGE') logger().error({ topic: 'messages', code: error.code, reason: error.originalMessage }, 'a message could not be formatted');
    },
  };
});
