import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    // A missing label shows its key between underscores (document 000, section 9).
    getMessageFallback: ({ key, namespace }) => `_${namespace ? `${namespace}.${key}` : key}_`,
    onError: (error) => {
      if (error.code !== 'MISSING_MESSAGE') console.error(error);
    },
  };
});
