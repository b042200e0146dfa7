'use client';

import { Suspense } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useParams, useSearchParams } from 'next/navigation';
import { routing } from '@/lib/i18n/routing';
import { Link, usePathname } from '@/lib/i18n/navigation';

/**
 * Links to the current page, with its query, in the other languages. Slugged detail pages redirect a foreign slug to their
 * own canonical one, so keeping the params is enough to land on the right page.
 */
export function LocaleSwitcher() {
  // The page's HTML is cached for every query (docs/decisions.md, "Cached pages"): the server renders the
  // links without the query, and the browser adds it as soon as it runs.
  return (
    <Suspense fallback={<LocaleLinks query={{}} />}>
      <LocaleLinksWithQuery />
    </Suspense>
  );
}

function LocaleLinksWithQuery() {
  // The query is part of the page (filters, sort, view): another language shows the same search.
  const searchParams = useSearchParams();
  // Grouped in a Map: a plain object already "has" keys like `constructor`, which a query may name (a 500 on every page).
  const grouped = new Map<string, string[]>();
  for (const [key, value] of searchParams) grouped.set(key, [...(grouped.get(key) ?? []), value]);
  return <LocaleLinks query={Object.fromEntries(grouped)} />;
}

function LocaleLinks({ query }: { query: Record<string, string[]> }) {
  const t = useTranslations('LocaleSwitcher');
  const current = useLocale();
  const pathname = usePathname();
  const params = useParams();
  return (
    <nav aria-label={t('label')} className="locale-switcher">
      <ul className="locale-switcher__list">
        {routing.locales.map((locale) => (
          <li key={locale}>
            {locale === current ? (
              <span aria-current="true" className="locale-switcher__link locale-switcher__link--current" lang={locale} title={t('locale', { locale })}>
                {locale.toUpperCase()}
              </span>
            ) : (
              <Link
                // @ts-expect-error -- pathname and params come from the current route, so they always match
                href={{ pathname, params, query }}
                locale={locale}
                hrefLang={locale}
                lang={locale}
                className="locale-switcher__link"
                title={t('locale', { locale })}
              >
                {locale.toUpperCase()}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
