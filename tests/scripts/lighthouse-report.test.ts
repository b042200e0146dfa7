import { describe, expect, it } from 'vitest';
import { formatTable, median, medianOf, parseOptions, pickFavourites, pickPaths, summarise } from '../../scripts/lighthouse-report.mjs';

type Estate = { general: { id: number; project?: boolean; parentId?: number | null }; pictures?: unknown[] };
const estate = (id: number, extra: Partial<Estate['general']> = {}, pictures: unknown[] = [{}]): Estate => ({ general: { id, project: false, parentId: null, ...extra }, pictures });

describe('npm run lighthouse: the median of the runs', () => {
  it('takes the middle value of an odd count, whatever the order of the runs', () => {
    expect(median([3.1, 1.2, 2.4])).toBe(2.4);
    expect(median([90, 99, 98, 97, 60])).toBe(97);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(median([100, 300, 200, 400])).toBe(250);
  });

  it('ignores a run that had no value, and says NaN when none had one', () => {
    expect(median([Number.NaN, 5, 7, 6])).toBe(6);
    expect(median([])).toBeNaN();
  });

  it('takes the median field by field, so one slow run moves no column', () => {
    const run = (performance: number, lcp: number, tbt: number) => ({ performance, accessibility: 100, bestPractices: 100, seo: 100, lcp, tbt, cls: 0, scriptBytes: 120_000 });
    expect(medianOf([run(98, 1800, 40), run(70, 4200, 900), run(99, 1700, 60)])).toEqual({
      performance: 98,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcp: 1800,
      tbt: 60,
      cls: 0,
      scriptBytes: 120_000,
    });
  });
});

describe('npm run lighthouse: the numbers read from a Lighthouse report', () => {
  it('reads the four scores as 0-100, LCP, TBT, CLS and the transferred script bytes of the resource summary', () => {
    const lhr = {
      categories: { performance: { score: 0.981 }, accessibility: { score: 1 }, 'best-practices': { score: 0.96 }, seo: { score: 0.66 } },
      audits: {
        'largest-contentful-paint': { numericValue: 1834.5 },
        'total-blocking-time': { numericValue: 42 },
        'cumulative-layout-shift': { numericValue: 0.0123 },
        'resource-summary': { details: { items: [{ resourceType: 'total', transferSize: 900_000 }, { resourceType: 'script', transferSize: 123_456 }] } },
      },
    };
    expect(summarise(lhr)).toEqual({ performance: 98, accessibility: 100, bestPractices: 96, seo: 66, lcp: 1834.5, tbt: 42, cls: 0.0123, scriptBytes: 123_456 });
  });

  it('gives NaN, not 0, for a score or metric the report lacks (an error in that audit)', () => {
    const numbers = summarise({ categories: { performance: { score: null } }, audits: {} });
    expect(numbers.performance).toBeNaN();
    expect(numbers.lcp).toBeNaN();
    expect(numbers.scriptBytes).toBeNaN();
  });
});

describe('npm run lighthouse: the median table', () => {
  const home = { name: 'home', performance: 99, accessibility: 100, bestPractices: 100, seo: 100, lcp: 1520, tbt: 35.4, cls: 0, scriptBytes: 121_900, firstLoadJs: 154_612 };
  const favourites = { name: 'favourites', performance: 97, accessibility: 100, bestPractices: 100, seo: 66, lcp: 2010, tbt: 120, cls: 0.0149, scriptBytes: Number.NaN };

  it('prints one aligned Markdown row per page, seconds for LCP, kB for scripts and first-load JS, and a dash for a missing value', () => {
    const lines = formatTable([home, favourites]).split('\n');
    expect(lines[0]).toBe('| page       | perf | a11y | best pr. | SEO | LCP s | TBT ms |   CLS | JS kB | 1st JS kB |');
    expect(lines[1]).toBe('|:-----------|-----:|-----:|---------:|----:|------:|-------:|------:|------:|----------:|');
    expect(lines[2]).toBe('| home       |   99 |  100 |      100 | 100 |  1.52 |     35 | 0.000 | 121.9 |     154.6 |');
    expect(lines[3]).toBe('| favourites |   97 |  100 |      100 |  66 |  2.01 |    120 | 0.015 |     – |         – |');
  });

  it('puts the blank Next app first and gives every page its difference to it: points, ms, CLS and first-load kB', () => {
    const blank = { name: 'blank Next app', performance: 100, accessibility: 100, bestPractices: 100, seo: 91, lcp: 1210, tbt: 40, cls: 0, scriptBytes: 131_000, firstLoadJs: 134_880 };
    const lines = formatTable([home, favourites], blank).split('\n');
    expect(lines[0]).toBe('| page           | perf | a11y | best pr. | SEO | LCP s | TBT ms |   CLS | JS kB | 1st JS kB | ±perf | ±LCP ms | ±TBT ms |   ±CLS | ±1st JS kB |');
    expect(lines[2]).toBe('| blank Next app |  100 |  100 |      100 |  91 |  1.21 |     40 | 0.000 | 131.0 |     134.9 |       |         |         |        |            |');
    expect(lines[3]).toBe('| home           |   99 |  100 |      100 | 100 |  1.52 |     35 | 0.000 | 121.9 |     154.6 |    -1 |    +310 |      -5 |  0.000 |      +19.7 |');
    expect(lines[4]).toBe('| favourites     |   97 |  100 |      100 |  66 |  2.01 |    120 | 0.015 |     – |         – |    -3 |    +800 |     +80 | +0.015 |          – |');
    expect(lines).toHaveLength(5);
  });

  it('shows no sign on a difference that rounds to nothing', () => {
    const blank = { ...home, name: 'blank Next app', tbt: 35.2, cls: 0.0002 };
    const cells = formatTable([home], blank).split('\n')[3]!.split('|').map((cell) => cell.trim());
    expect(cells.slice(-6, -1)).toEqual(['0', '0', '0', '0.000', '0.0']);
  });
});

describe('npm run lighthouse: the pages it measures', () => {
  const cmsPages = [
    { id: 1, url: 'diensten/verhuur', title: 'Verhuur' },
    { id: 2, url: 'over-ons', title: 'Over ons' },
  ];

  it('picks a standalone estate with photos, the first project and its first unit with photos, the first rental and a top-level CMS page', () => {
    const paths = pickPaths({
      estates: [estate(9, { project: true }), estate(8, {}, []), estate(7), estate(6)],
      projectIds: [9, 3],
      units: [estate(21, { parentId: 9 }, []), estate(22, { parentId: 9 })],
      rentals: [{ id: 41 }, { id: 42 }],
      cmsPages,
    });
    expect(paths).toEqual({
      home: '/nl',
      list: '/nl/aanbod',
      map: '/nl/aanbod?view=map',
      estate: '/nl/aanbod/7',
      project: '/nl/aanbod/9',
      unit: '/nl/aanbod/22',
      rentals: '/nl/vakantie',
      rental: '/nl/vakantie/41',
      favourites: '/nl/favorieten',
      cms: '/nl/over-ons',
    });
  });

  it('leaves out a page type the data does not have instead of inventing an id', () => {
    const paths = pickPaths({ estates: [], projectIds: [], units: [], rentals: [], cmsPages: [] });
    expect(paths.estate).toBeNull();
    expect(paths.project).toBeNull();
    expect(paths.unit).toBeNull();
    expect(paths.rental).toBeNull();
    expect(paths.cms).toBeNull();
    expect(paths.home).toBe('/nl');
  });

  it('fills the favourites page with standalone estates only, newest first', () => {
    expect(pickFavourites([estate(9, { project: true }), estate(8), estate(7), estate(6)], 2)).toEqual([8, 7]);
  });
});

describe('npm run lighthouse: its options', () => {
  it('measures every page type three times on port 3320 by default', () => {
    const options = parseOptions([]);
    expect(options.pages).toEqual(['home', 'list', 'map', 'estate', 'project', 'unit', 'rentals', 'rental', 'favourites', 'cms']);
    expect(options.runs).toBe(3);
    expect(options.port).toBe(3320);
    expect(options.blankPort).toBe(3321);
    expect(options.build).toBe(false);
  });

  it('takes a subset of pages, in table order, and a run count', () => {
    const options = parseOptions(['--pages', 'favourites,home', '--runs', '5']);
    expect(options.pages).toEqual(['home', 'favourites']);
    expect(options.runs).toBe(5);
  });

  it('names an unknown page type or a bad run count instead of measuring nothing', () => {
    expect(() => parseOptions(['--pages', 'home,blog'])).toThrow(/unknown: blog/);
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseOptions(['--runs', 'three'])).toThrow(/--runs/);
    expect(() => parseOptions(['--port', '3400', '--blank-port', '3400'])).toThrow(/--blank-port/);
  });
});
