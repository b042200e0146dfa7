// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sitemapSchemaErrors } from '../support/sitemap-schema';
import { escapeXml, renderSitemapIndex, renderUrlset, robotsTxt, sitemapFile, sitemapUrls, type SitemapEntry } from '@/lib/seo/sitemap-xml';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const locales = ['nl', 'fr', 'en', 'de'] as const;

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const entries: SitemapEntry[] = [
  { paths: { nl: '/nl/aanbod/12/villa-te-koop', fr: '/fr/offre/12/villa-a-vendre', en: '/en/offer/12/villa-for-sale', de: '/de/angebot/12/villa-zu-verkaufen' } },
  // A CMS page that exists in two languages only, with characters that must be escaped.
  { paths: { nl: '/nl/over-ons?a=1&b=2', fr: '/fr/a-propos' } },
];

describe('renderUrlset', () => {
  const doc = parse(renderUrlset(sitemapUrls(entries, locales), 'https://www.immo.be', 'nl'));
  const urls = [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')];

  it('is well-formed sitemaps.org XML with one <url> per page and language', () => {
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(urls).toHaveLength(6);
    for (const url of urls) {
      const loc = url.getElementsByTagNameNS(SITEMAP_NS, 'loc');
      expect(loc).toHaveLength(1);
      expect(loc[0]!.textContent).toMatch(/^https:\/\/www\.immo\.be\//);
    }
  });

  it('escapes what XML must escape, so the URL reads back unchanged', () => {
    expect(urls[4]!.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]!.textContent).toBe('https://www.immo.be/nl/over-ons?a=1&b=2');
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('gives every language version the same, reciprocal set of alternates, with x-default on the Dutch page', () => {
    const alternatesOf = (url: Element) =>
      [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`).sort();
    const villa = urls.slice(0, 4).map(alternatesOf);
    for (const set of villa) expect(set).toEqual(villa[0]);
    expect(villa[0]).toContain('x-default https://www.immo.be/nl/aanbod/12/villa-te-koop');
    // Each URL is itself among its alternates: the set is reciprocal.
    for (const url of urls) {
      const loc = url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]!.textContent!;
      expect(alternatesOf(url).some((alternate) => alternate.endsWith(` ${loc}`))).toBe(true);
    }
    expect(alternatesOf(urls[4]!)).toHaveLength(3);
  });
});

describe('renderSitemapIndex and robots.txt', () => {
  it('lists the sitemap files on the host asked for', () => {
    const doc = parse(renderSitemapIndex([sitemapFile(1), sitemapFile(2)], 'http://ardenne.localhost:3000'));
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect([...doc.getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((loc) => loc.textContent)).toEqual([
      'http://ardenne.localhost:3000/sitemaps/sitemap-1.xml',
      'http://ardenne.localhost:3000/sitemaps/sitemap-2.xml',
    ]);
  });

  it('points robots.txt at the sitemap of the same host and keeps crawlers out of the data routes', () => {
    const text = robotsTxt('https://www.agence-meuse.be');
    expect(text).toContain('Sitemap: https://www.agence-meuse.be/sitemap.xml');
    expect(text).toContain('Disallow: /demo-api/');
    expect(text).toContain('Disallow: /api/');
    expect(text.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
  });
});

describe('the sitemaps.org schema', () => {
  it('accepts the urlset, alternates included', async () => {
    expect(await sitemapSchemaErrors(renderUrlset(sitemapUrls(entries, locales), 'https://www.immo.be', 'nl'))).toEqual([]);
  });

  it('accepts the sitemap index', async () => {
    expect(await sitemapSchemaErrors(renderSitemapIndex([sitemapFile(1), sitemapFile(2)], 'https://www.immo.be'))).toEqual([]);
  });

  it('is really checked: a url without loc, or with a made-up element, is refused', async () => {
    const valid = renderUrlset(sitemapUrls(entries, locales), 'https://www.immo.be', 'nl');
    expect(await sitemapSchemaErrors(valid.replace(/<loc>[^<]*<\/loc>/, ''))).not.toEqual([]);
    expect(await sitemapSchemaErrors(valid.replace('<url>', '<url><lastmod>yesterday</lastmod>'))).not.toEqual([]);
    expect(await sitemapSchemaErrors(valid.replace('hreflang="fr"', 'hreflang="French"'))).not.toEqual([]);
  });
});
