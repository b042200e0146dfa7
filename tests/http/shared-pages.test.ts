// Which answers a shared cache (the edge, a CDN) may keep, and under which keys a change drops them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changeKeys, hostKey, isSharedPage, pageKeys } from '@/lib/http/shared-pages';

const ROUTES = 'app/[site]/[locale]';

/** Every page and route handler of the site, by its folder under [locale]. */
function routeFiles(dir = ROUTES): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return routeFiles(path);
    return name === 'page.tsx' || name === 'route.ts' ? [path] : [];
  });
}

/** An internal path that the route answers: its segments with sample values, route groups left out. */
function sampleInternalPath(file: string): string {
  const segments = relative(ROUTES, file)
    .split('/')
    .slice(0, -1)
    .filter((segment) => !/^\(.+\)$/.test(segment))
    .map((segment) => (/^\[\.\.\./.test(segment) ? 'over-ons/team' : /Id\]$|^\[page\]$/.test(segment) ? '123' : segment.startsWith('[') ? 'sample' : segment));
  return `/1_bG9jYWxob3N0/nl${segments.length ? `/${segments.join('/')}` : ''}`;
}

/** What Next renders once and keeps: a page that reads nothing of the request and is rendered on demand. */
function renderedOnce(file: string): boolean {
  if (!file.endsWith('page.tsx')) return false;
  const source = readFileSync(file, 'utf8');
  if (/force-dynamic|\bcookies\(\)|\bconnection\(\)|\bheaders\(\)|searchParams/.test(source)) return false;
  const ownDynamicSegment = relative(ROUTES, file).split('/').some((segment) => segment.startsWith('['));
  return !ownDynamicSegment || source.includes('generateStaticParams');
}

describe('shared pages', () => {
  it('are exactly the pages Next renders once: no route handler, no page of one visitor or of any query', () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(40);
    const wrong = files.filter((file) => isSharedPage(sampleInternalPath(file)) !== renderedOnce(file)).map((file) => `${file} (${sampleInternalPath(file)})`);
    expect(wrong).toEqual([]);
  });

  it('include the 404 of any path nothing answers, and never a path outside a language', () => {
    expect(isSharedPage('/1_x/nl/wp-admin/setup.php')).toBe(true);
    expect(isSharedPage('/1_x')).toBe(false);
    expect(isSharedPage('/1_x/nl/estates')).toBe(false);
    expect(isSharedPage('/1_x/nl/estates/cached-list/all')).toBe(true);
    expect(isSharedPage('/1_x/nl/subscribe/success')).toBe(true);
    expect(isSharedPage('/1_x/nl/subscribe/0123456789abcdef')).toBe(false);
  });

  it('include the legal pages and the accessibility statement, which only a change of their site drops', () => {
    for (const page of ['privacy', 'terms', 'accessibility']) {
      expect(isSharedPage(`/1_x/fr/${page}`), page).toBe(true);
      expect(pageKeys(1, `/1_x/fr/${page}`), page).toEqual(['site-1']);
    }
  });
});

describe('the keys of a page and of a change', () => {
  it('drop a listing’s pages and the lists when the listing changes, nothing of another site', () => {
    const detail = pageKeys(7, '/7_x/fr/estates/123/maison-a-vendre');
    const list = pageKeys(7, '/7_x/fr/estates/cached-list/kopen');
    const other = pageKeys(7, '/7_x/fr/estates/456/autre');
    const home = pageKeys(7, '/7_x/fr');
    const keys = changeKeys({ siteId: 7, resource: 'estate', id: 123 });
    const hit = (page: string[]) => page.some((key) => keys.includes(key));
    expect([hit(detail), hit(list), hit(home), hit(other)]).toEqual([true, true, true, false]);
    expect(hit(pageKeys(8, '/8_x/fr/estates/123/maison-a-vendre'))).toBe(false);
  });

  it('drop a rental unit’s page and the rental lists, a CMS page’s with the pages key, and everything for a site-wide change', () => {
    expect(changeKeys({ siteId: 2, resource: 'rental-unit', id: 9 })).toEqual(['site-2-rental-unit-9', 'site-2-rental-units']);
    expect(pageKeys(2, '/2_x/de/holiday/9')).toContain('site-2-rental-unit-9');
    expect(pageKeys(2, '/2_x/de/ueber-uns')).toContain(changeKeys({ siteId: 2, resource: 'page', id: 4 })[0]);
    for (const resource of ['site', 'navigation', 'translations', 'assets']) expect(changeKeys({ siteId: 2, resource })).toEqual(['site-2']);
    for (const path of ['/2_x/de', '/2_x/de/privacy', '/2_x/de/estates/1/x', '/2_x/de/holiday/cached-list/all']) expect(pageKeys(2, path)).toContain('site-2');
    expect(hostKey('WWW.Immo.be')).toBe('host-www.immo.be');
  });
});
