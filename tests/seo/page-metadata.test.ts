import { describe, expect, it } from 'vitest';
import { localizedPaths } from '@/lib/seo/localized-paths';
import { listMetadata } from '@/lib/seo/list-metadata';
import { ogLocales, pageMetadata } from '@/lib/seo/page-metadata';
import { site } from '../site-api/fixtures';

const LOGO = '/site-assets/logo.png?hash=a1b2c3&v=7';
const paths = localizedPaths('/privacy');

describe('page metadata', () => {
  it('names the Belgian og:locale of the page’s language (British English) and the other languages as alternates', () => {
    expect(ogLocales).toEqual({ nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_BE' });
    const og = pageMetadata({ locale: 'fr', site, title: 'Vie privée', paths }).openGraph;
    expect(og).toMatchObject({ locale: 'fr_BE', alternateLocale: ['nl_BE', 'en_GB', 'de_BE'], siteName: 'Immo Schelde', type: 'website' });
  });

  it('only lists the og:locale alternates of the languages a CMS page exists in', () => {
    const og = pageMetadata({ locale: 'nl', site, title: 'Over ons', paths: { nl: '/nl/over-ons', fr: '/fr/a-propos' } }).openGraph;
    expect(og).toMatchObject({ locale: 'nl_BE', alternateLocale: ['fr_BE'] });
  });

  it('falls back to the agency’s logo as the social image, with a small card', () => {
    const metadata = pageMetadata({ locale: 'nl', site: { ...site, logo: 'logo.png#a1b2c3' }, title: 'Privacy', description: 'Hoe we uw gegevens bewaren', paths });
    expect(metadata.openGraph).toMatchObject({ images: [{ url: LOGO, alt: 'Immo Schelde' }], url: '/nl/privacy-verklaring', description: 'Hoe we uw gegevens bewaren' });
    expect(metadata.twitter).toMatchObject({ card: 'summary', images: [{ url: LOGO }], title: 'Privacy' });
  });

  it('offers no SVG logo as a preview image, which social networks do not show', () => {
    expect(site.logo).toMatch(/\.svg#/);
    const metadata = pageMetadata({ locale: 'nl', site, title: 'Privacy', paths });
    expect(metadata.openGraph).not.toHaveProperty('images');
    expect(metadata.twitter).not.toHaveProperty('images');
  });

  it('uses the page’s own picture for a large card, and no image at all when the site has no logo either', () => {
    const image = { url: 'https://img.example.be/5/1.jpg', width: 1200, height: 800, alt: 'Villa' };
    const withPhoto = pageMetadata({ locale: 'nl', site, title: 'Villa', paths, image });
    expect(withPhoto.openGraph).toMatchObject({ images: [image] });
    expect(withPhoto.twitter).toMatchObject({ card: 'summary_large_image', images: [image] });
    const bare = pageMetadata({ locale: 'nl', site: { ...site, logo: null }, title: 'Villa', paths });
    expect(bare.openGraph).not.toHaveProperty('images');
    expect(bare.twitter).toMatchObject({ card: 'summary' });
  });

  it('keeps a noindex page out of search results and out of every hreflang set, without canonical', () => {
    for (const noindex of ['follow', 'nofollow'] as const) {
      const metadata = pageMetadata({ locale: 'nl', site, title: 'Mijn favorieten', paths, noindex });
      expect(metadata.robots).toEqual({ index: false, follow: noindex === 'follow' });
      expect(metadata).not.toHaveProperty('alternates');
      expect(metadata.openGraph).not.toHaveProperty('url');
    }
    const token = pageMetadata({ locale: 'nl', site, title: 'Uitschrijven', paths: null, noindex: 'nofollow' });
    expect(token).not.toHaveProperty('alternates');
    expect(token.robots).toEqual({ index: false, follow: false });
  });

  it('leaves robots alone on an indexable page', () => {
    expect(pageMetadata({ locale: 'nl', site, title: 'Privacy', paths })).not.toHaveProperty('robots');
  });

  it('indexes the plain list only: a filtered list is noindex, follow and in no hreflang set', () => {
    const input = { pathname: '/estates', locale: 'nl', site, title: 'Aanbod', description: 'Alles' } as const;
    expect(listMetadata({ ...input, filtered: false })).not.toHaveProperty('robots');
    const filtered = listMetadata({ ...input, filtered: true });
    expect(filtered.robots).toEqual({ index: false, follow: true });
    expect(filtered).not.toHaveProperty('alternates');
  });

  it('sets an absolute title when asked, so the layout’s “| agency” template does not repeat the name', () => {
    expect(pageMetadata({ locale: 'nl', site, title: 'Immo Schelde | Nieuw', paths, absoluteTitle: true }).title).toEqual({ absolute: 'Immo Schelde | Nieuw' });
    expect(pageMetadata({ locale: 'nl', site, title: 'Privacy', paths }).title).toBe('Privacy');
  });
});
