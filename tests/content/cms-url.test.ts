import { describe, expect, it } from 'vitest';
import { cmsPagePath, cmsPageUrl, sameCmsUrl } from '@/lib/content/cms-url';

describe('CMS page URLs in any script', () => {
  it('matches a percent-encoded URL with letters beyond ASCII after decoding', () => {
    expect(cmsPageUrl(['h%C3%A4ufige-fragen'])).toBe('häufige-fragen');
    expect(cmsPageUrl(['qui-sommes-nous', '%C3%A9quipe'])).toBe('qui-sommes-nous/équipe');
    expect(cmsPageUrl(['over-ons', 'team'])).toBe('over-ons/team');
    expect(cmsPageUrl(['%D0%BE-%D0%BD%D0%B0%D1%81'])).toBe('о-нас');
  });

  it('reads a decomposed accent (a + combining mark) as the same page', () => {
    const decomposed = encodeURIComponent('ha\u0308ufige-fragen');
    expect(cmsPageUrl([decomposed])).toBe('häufige-fragen');
    expect(sameCmsUrl('ha\u0308ufige-fragen', 'häufige-fragen')).toBe(true);
  });

  it('refuses what cannot be a page URL, so the route answers 404 and never 500', () => {
    expect(cmsPageUrl(['%E0%A4%A'])).toBeNull();
    expect(cmsPageUrl(['..'])).toBeNull();
    expect(cmsPageUrl(['a%2Fb'])).toBeNull();
    expect(cmsPageUrl(['a%0Ab'])).toBeNull();
    expect(cmsPageUrl(['<script>'])).toBeNull();
    expect(cmsPageUrl([])).toBeNull();
  });

  it('encodes the page path again for a redirect', () => {
    expect(cmsPagePath('de', 'häufige-fragen/über')).toBe('/de/h%C3%A4ufige-fragen/%C3%BCber');
  });
});
