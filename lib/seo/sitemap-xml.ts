// sitemaps.org XML for the per-host sitemaps: one <url> per page and language, each naming its versions in
// the other languages (hreflang alternates, with x-default), so search engines see the set from any member.
import type { Locale } from '@/lib/rules';

/** One page in every language: its path per locale (already localised and slugged). */
export type SitemapEntry = { paths: Partial<Record<Locale, string>> };

/** Far below the protocol's 50,000 URLs and 50 MB per file, so one file stays quick to make and read. */
export const URLS_PER_SITEMAP = 10_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

function absolute(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

/** The URLs of the entries, one per language, in a stable order. */
export function sitemapUrls(entries: readonly SitemapEntry[], locales: readonly Locale[]): { entry: SitemapEntry; locale: Locale }[] {
  return entries.flatMap((entry) => locales.filter((locale) => entry.paths[locale]).map((locale) => ({ entry, locale })));
}

export function renderUrlset(urls: readonly { entry: SitemapEntry; locale: Locale }[], origin: string, defaultLocale: Locale): string {
  const body = urls
    .map(({ entry, locale }) => {
      const alternates = Object.entries(entry.paths)
        .filter((pair): pair is [Locale, string] => Boolean(pair[1]))
        .map(([l, path]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(absolute(origin, path))}"/>`);
      const fallback = entry.paths[defaultLocale];
      if (fallback) alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absolute(origin, fallback))}"/>`);
      return `<url><loc>${escapeXml(absolute(origin, entry.paths[locale]!))}</loc>${alternates.join('')}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

export function renderSitemapIndex(files: readonly string[], origin: string): string {
  const body = files.map((file) => `<sitemap><loc>${escapeXml(absolute(origin, file))}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** The path of sitemap file `n` (1-based). */
export function sitemapFile(n: number): string {
  return `/sitemaps/sitemap-${n}.xml`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // The data behind the pages, and the pages made for one visitor, are no search results.
    'Disallow: /api/',
    'Disallow: /demo-api/',
    'Disallow: /*/estate-search',
    'Disallow: /*/estate-map',
    'Disallow: /*/rental-search',
    'Disallow: /*/social-feed',
    '',
    `Sitemap: ${absolute(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
