import { describe, expect, it } from 'vitest';
import { withSiteTexts } from '@/lib/i18n/site-texts';
import nl from '@/messages/nl.json';

describe('withSiteTexts', () => {
  it('puts the site’s own wording in place of the bundled text of the same key', () => {
    const messages = withSiteTexts(nl, { 'Home.title': 'Uw thuis in Antwerpen', 'Layout.skipToContent': 'Direct naar de inhoud' });
    expect(messages.Home.title).toBe('Uw thuis in Antwerpen');
    expect(messages.Layout.skipToContent).toBe('Direct naar de inhoud');
    expect(messages.Home.intro).toBe(nl.Home.intro);
  });

  it('leaves the bundle itself untouched, so another agency never gets this one’s wording', () => {
    const before = nl.Home.title;
    const messages = withSiteTexts(nl, { 'Home.title': 'Anders' });
    expect(nl.Home.title).toBe(before);
    expect(messages.Layout).toBe(nl.Layout);
  });

  it('ignores keys the website has no text for, namespaces as keys, and empty texts', () => {
    const messages = withSiteTexts(nl, { 'Home.heroTitle': 'x', Home: 'y', 'Home.title.extra': 'z', 'Home.intro': '  ', 'Nope.key': 'w', 'Home.__proto__': 'v' });
    expect(messages).toEqual(nl);
  });
});
