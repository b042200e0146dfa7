'use client';

import { Suspense } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { locales, type Locale } from '@/lib/rules';
import { localisedPathFor } from '@/lib/i18n/switch-locale';

export type LocaleSwitcherTexts = { label: string; names: Record<Locale, string> };

type Props = { current: Locale; texts: LocaleSwitcherTexts };

/**
 * Links to the current page, with its query, in the other languages. Slugged detail pages redirect a foreign slug to their
 * own canonical one, so keeping the params is enough to land on the right page. Plain links: a language is a
 * new page load (its layout differs anyway), and the texts come formatted from the layout, so neither next-intl's navigation nor its formatter run here.
 */
export function LocaleSwitcher(props: Props) {
  // The page's HTML is cached for every query (docs/decisions/0012-cached-pages-and-revalidation.md): the server renders the
  // links without the query, and the browser adds it as soon as it runs.
  return (
    <Suspense fallback={<LocaleLinks {...props} query="" />}>
      <LocaleLinksWithQuery {...props} />
    </Suspense>
  );
}

function LocaleLinksWithQuery(props: Props) {
  // The query is part of the page (filters, sort, view): another language shows the same search.
  const query = useSearchParams().toString();
  return <LocaleLinks {...props} query={query ? `?${query}` : ''} />;
}

function LocaleLinks({ current, texts, query }: Props & { query: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={texts.label} className="locale-switcher">
      <ul className="locale-switcher__list">
        {locales.map((locale) => (
          <li key={locale}>
            {locale === current ? (
              <span aria-current="true" className="locale-switcher__link locale-switcher__link--current" lang={locale} title={texts.names[locale]}>
                {locale.toUpperCase()}
              </span>
            ) : (
              <a href={`${localisedPathFor(pathname, locale)}${query}`} hrefLang={locale} lang={locale} className="locale-switcher__link" title={texts.names[locale]}>
                {locale.toUpperCase()}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
