import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { landingLinks, type LandingLink } from '@/lib/estates/landing-phrase';
import { popularLandings } from '@/lib/estates/landing-links';
import { readLandingIndex } from '@/lib/estates/landing-data';
import type { EstateQuery } from '@/lib/estates/search-query';

type ListProps = { title: string; links: readonly LandingLink[]; className?: string };

/** A titled row of links to landing pages; nothing at all without links. Plain links: no script for a list of addresses. */
export function LandingLinkList({ title, links, className }: ListProps) {
  if (links.length === 0) return null;
  return (
    <nav className={className} aria-label={title}>
      <h2>{title}</h2>
      <ul className="link-row">
        {links.map((link) => (
          <li key={link.path}>
            <a href={link.path}>{link.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * "Popular searches": the landing pages within a list's search (the home page: the site's), most listings
 * first. Left out when the landing pages cannot be read now: a page never waits on them to fail.
 */
export async function PopularSearches({ siteId, locale, query, className }: { siteId: number; locale: Locale; query: EstateQuery | null; className?: string }) {
  const [index, t] = await Promise.all([readLandingIndex(siteId), getTranslations({ locale, namespace: 'Landing' })]);
  if (!index) return null;
  return <LandingLinkList title={t('popular')} links={landingLinks(t, popularLandings(index, query), index, locale)} className={className} />;
}
