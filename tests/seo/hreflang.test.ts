import type { Metadata } from 'next';
import { describe, expect, it, vi } from 'vitest';
import { accessibilityMetadata } from '@/components/content/accessibility-statement';
import { agreementMetadata } from '@/components/content/agreement-page';
import { locales, type Locale } from '@/lib/rules';
import { estateMetadata, estatePaths, projectUnitPaths } from '@/lib/seo/estate-metadata';
import { listMetadata } from '@/lib/seo/list-metadata';
import { cmsPagePaths, rentalUnitPaths } from '@/lib/seo/localized-paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { estateDetail, page, site } from '../site-api/fixtures';

vi.mock('next-intl/server', () => import('../support/next-intl-server'));

type Alternates = { canonical?: string; languages?: Record<string, string> };
const alternatesOf = (metadata: Metadata) => (metadata.alternates ?? {}) as Alternates;

/** Builds every language version's metadata and checks that they name one another, and only one another. */
async function expectReciprocal(build: (locale: Locale) => Metadata | Promise<Metadata>, present: readonly Locale[] = locales) {
  const byLocale = new Map<Locale, Alternates>();
  for (const locale of locales) byLocale.set(locale, alternatesOf(await build(locale)));
  const set = byLocale.get('nl')?.languages ?? byLocale.get(present[0]!)!.languages!;
  for (const locale of locales) expect(byLocale.get(locale)!.languages, `${locale}'s set`).toEqual(set);
  expect(Object.keys(set).sort()).toEqual([...present, ...(present.includes('nl') ? ['x-default'] : [])].sort());
  if (present.includes('nl')) expect(set['x-default']).toBe(set.nl);
  for (const locale of present) expect(byLocale.get(locale)!.canonical, `${locale}'s canonical`).toBe(set[locale]);
  return set;
}

describe('hreflang sets are reciprocal', () => {
  it('for a listing: every language names the same four localised URLs plus x-default, and is canonical itself', async () => {
    const paths = await estatePaths(estateDetail);
    const set = await expectReciprocal((locale) => estateMetadata(estateDetail, locale, paths, site));
    // Each language has its own path and slug (the subtype and transaction are translated).
    expect(set).toMatchObject({
      nl: '/nl/aanbod/5/duplex-te-koop-in-kaai-12-2000-antwerpen',
      fr: expect.stringMatching(/^\/fr\/offre\/5\/duplex-a-vendre-/),
      en: expect.stringMatching(/^\/en\/offer\/5\/duplex-for-sale-/),
      de: expect.stringMatching(/^\/de\/angebot\/5\//),
    });
    expect(new Set(locales.map((l) => set[l]!.split('/').pop())).size).toBe(4);
  });

  it('for a project unit: the project’s localised slug, then the unit id, in every language', async () => {
    const paths = projectUnitPaths(await estatePaths(estateDetail), 41);
    const set = await expectReciprocal((locale) => estateMetadata(estateDetail, locale, paths, site));
    expect(set.fr).toMatch(/^\/fr\/offre\/5\/duplex-a-vendre-[^/]+\/41$/);
  });

  it('for a CMS page: the page’s URL in every language, the same set the sitemap lists', async () => {
    const cms = page();
    const set = await expectReciprocal((locale) => pageMetadata({ locale, site, title: cms.title, paths: cmsPagePaths(cms.urls) }));
    expect(set).toEqual({ nl: '/nl/over-ons', fr: '/fr/a-propos', en: '/en/about-us', de: '/de/uber-uns', 'x-default': '/nl/over-ons' });
  });

  it('for a CMS page without a German URL: the same reduced set in every language, German left out', async () => {
    const urls = { ...page().urls, de: null };
    const set = await expectReciprocal((locale) => pageMetadata({ locale, site, title: 'Over ons', paths: cmsPagePaths(urls) }), ['nl', 'fr', 'en']);
    expect(set).not.toHaveProperty('de');
  });

  it('for a French-first agency: x-default is the French version', async () => {
    const french = { ...site, defaultLocale: 'fr' as const };
    const metadata = pageMetadata({ locale: 'nl', site: french, title: 'Over ons', paths: cmsPagePaths(page().urls) });
    const { languages } = alternatesOf(metadata);
    expect(languages?.['x-default']).toBe(languages?.fr);
    expect(languages?.['x-default']).not.toBe(languages?.nl);
  });

  it('for a CMS page without a Dutch URL: no x-default, as in the sitemap', async () => {
    const urls = { ...page().urls, nl: null };
    const set = await expectReciprocal((locale) => pageMetadata({ locale, site, title: 'À propos', paths: cmsPagePaths(urls) }), ['fr', 'en', 'de']);
    expect(set).not.toHaveProperty('x-default');
  });

  it('for the listing and holiday lists: the localised list paths', async () => {
    const estates = await expectReciprocal((locale) =>
      listMetadata({ pathname: '/estates', locale, site, title: 'Aanbod', description: 'Alles', filtered: false }),
    );
    expect(estates).toEqual({ nl: '/nl/aanbod', fr: '/fr/offre', en: '/en/offer', de: '/de/angebot', 'x-default': '/nl/aanbod' });
    const holiday = await expectReciprocal((locale) =>
      listMetadata({ pathname: '/holiday', locale, site, title: 'Vakantie', description: 'Alles', filtered: false }),
    );
    expect(holiday.de).toBe('/de/feiertage');
  });

  it('for a holiday rental: its localised base and id', async () => {
    const set = await expectReciprocal((locale) => pageMetadata({ locale, site, title: 'Studio', paths: rentalUnitPaths(21) }));
    expect(set).toEqual({ nl: '/nl/vakantie/21', fr: '/fr/vacances/21', en: '/en/holiday/21', de: '/de/feiertage/21', 'x-default': '/nl/vakantie/21' });
  });

  it('for a fixed page (privacy): the localised pathname in every language, with a localised title and description', async () => {
    const set = await expectReciprocal((locale) => agreementMetadata('privacy', site, locale));
    expect(set).toEqual({
      nl: '/nl/privacy-verklaring',
      fr: '/fr/declaration-de-confidentialite',
      en: '/en/privacy-statement',
      de: '/de/datenschutzerklarung',
      'x-default': '/nl/privacy-verklaring',
    });
    const french = await agreementMetadata('privacy', site, 'fr');
    expect(french.title).toBe('Déclaration de confidentialité');
    expect(french.description).toContain('Immo Schelde');
    expect(french.description).not.toBe((await agreementMetadata('privacy', site, 'nl')).description);
  });

  it('for the accessibility statement: its own route word in every language, with a localised title and description', async () => {
    const set = await expectReciprocal((locale) => accessibilityMetadata(site, locale));
    expect(set).toEqual({
      nl: '/nl/toegankelijkheid',
      fr: '/fr/accessibilite',
      en: '/en/accessibility',
      de: '/de/barrierefreiheit',
      'x-default': '/nl/toegankelijkheid',
    });
    const german = await accessibilityMetadata(site, 'de');
    expect(german.title).toBe('Erklärung zur Barrierefreiheit');
    expect(german.description).toContain('Immo Schelde');
  });
});
