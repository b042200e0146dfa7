// What the sitemap asks the site API, and when: the reads that do not need the listings go out with the
// listing search, not after it, so a busy site API costs one round of waiting fewer.
import { describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as string[]);
const search = vi.hoisted(() => ({ release: (() => {}) as (value: unknown) => void }));

vi.mock('@/lib/site-api/estates', () => ({
  searchEstates: () => {
    calls.push('estates');
    return new Promise((resolve) => (search.release = resolve));
  },
  getEstateGroup: async () => {
    calls.push('project units');
    return { children: [{ general: { id: 71 } }] };
  },
}));
vi.mock('@/lib/site-api/rental-units', () => ({
  searchRentalUnits: async (_: unknown, body: { offset: number }) => {
    calls.push(`rentals from ${body.offset}`);
    return { total: 230, results: Array.from({ length: body.offset < 200 ? 100 : 30 }, (_, at) => ({ id: body.offset + at + 1 })) };
  },
}));
vi.mock('@/lib/site-api/content', () => ({
  listPages: async () => {
    calls.push('pages');
    return [{ id: 5, url: 'over-ons', title: 'Over ons' }];
  },
  getPages: async () => [{ id: 5, urls: { nl: 'over-ons' } }],
}));
vi.mock('@/lib/estates/landing-data', () => ({
  loadLandingIndex: async () => {
    calls.push('landings');
    return { all: () => [] };
  },
}));
vi.mock('@/lib/seo/estate-metadata', () => ({
  estatePaths: async (estate: { general: { id: number } }) => ({ nl: `/nl/aanbod/${estate.general.id}` }),
  projectUnitPaths: (paths: { nl: string }, unitId: number) => ({ nl: `${paths.nl}/${unitId}` }),
}));
vi.mock('@/lib/estates/landing-page', () => ({ landingPaths: () => ({}) }));
vi.mock('@/lib/seo/localized-paths', () => ({
  localizedPaths: (pathname: string) => ({ nl: `/nl${pathname}` }),
  cmsPagePaths: (urls: { nl: string }) => ({ nl: `/nl/${urls.nl}` }),
  rentalUnitPaths: (id: number) => ({ nl: `/nl/vakantie/${id}` }),
}));

const { collectSitemapEntries } = await import('@/lib/seo/sitemap');

describe('collectSitemapEntries', () => {
  it('asks for the pages, landing pages and holiday rentals while the listing search is still under way', async () => {
    const collected = collectSitemapEntries(1);
    await vi.waitFor(() => expect(calls).toEqual(expect.arrayContaining(['estates', 'pages', 'landings', 'rentals from 100', 'rentals from 200'])));
    expect(calls).not.toContain('project units');
    search.release({ total: { value: 2 }, results: [{ general: { id: 3, project: false } }, { general: { id: 4, project: true } }] });
    const paths = (await collected).map((entry) => entry.paths.nl);
    expect(paths).toContain('/nl/over-ons');
    expect(paths).toEqual(expect.arrayContaining(['/nl/aanbod/3', '/nl/aanbod/4', '/nl/aanbod/4/71', '/nl/vakantie/1', '/nl/vakantie/230']));
    expect(paths.filter((path) => path?.startsWith('/nl/vakantie/'))).toHaveLength(230);
  });

  it('lists the fixed pages, the valuation request, the legal ones and the accessibility statement among them', async () => {
    const collected = collectSitemapEntries(2);
    await vi.waitFor(() => expect(calls).toContain('estates'));
    search.release({ total: { value: 0 }, results: [] });
    const paths = (await collected).map((entry) => entry.paths.nl);
    expect(paths).toEqual(expect.arrayContaining(['/nl/', '/nl/estates', '/nl/holiday', '/nl/valuation', '/nl/privacy', '/nl/terms', '/nl/accessibility']));
  });
});
