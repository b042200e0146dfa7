import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { getPathname } from '@/lib/i18n/pathname';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumbs';
import { JsonLd } from './json-ld';
import './breadcrumbs.css';

type Href = Parameters<typeof getPathname>[0]['href'];

/** One step after the home page; the last one is the page itself. */
export type BreadcrumbItem = { name: string; href: Href };

type TrailProps = { label: string; items: readonly BreadcrumbItem[]; locale: Locale; origin: string | URL };

/**
 * The trail as a list of links, the current page last and unlinked, and the same items as a schema.org
 * BreadcrumbList: one source for what visitors and search engines see. Plain links, as the menus' are: the
 * trail leads up to a section, and next/link would be script on the pages that have no other link of it.
 */
export function BreadcrumbTrail({ label, items, locale, origin }: TrailProps) {
  const crumbs = items.map((item) => ({ name: item.name, path: getPathname({ href: item.href, locale }) }));
  return (
    <nav className="breadcrumbs container" aria-label={label}>
      <ol className="breadcrumbs__list">
        {items.map((item, at) => (
          <li key={crumbs[at]!.path} className="breadcrumbs__item">
            {at === items.length - 1 ? <span aria-current="page">{item.name}</span> : <a href={crumbs[at]!.path}>{item.name}</a>}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
    </nav>
  );
}

/** The way from the home page to this one, above the page's heading; `origin` is the page's (`siteOf`). */
export async function Breadcrumbs({ items, locale, origin }: { items: readonly BreadcrumbItem[]; locale: Locale; origin: URL }) {
  const t = await getTranslations({ locale, namespace: 'Breadcrumbs' });
  return <BreadcrumbTrail label={t('label')} items={[{ name: t('home'), href: '/' }, ...items]} locale={locale} origin={origin} />;
}
