import { describe, expect, it } from 'vitest';
import { localisedPathFor } from '@/lib/i18n/switch-locale';

describe('localisedPathFor (the language switcher)', () => {
  it('keeps the route and its values, in the other language’s words', () => {
    expect(localisedPathFor('/nl/aanbod', 'fr')).toBe('/fr/offre');
    expect(localisedPathFor('/nl/aanbod/12/huis-te-koop', 'de')).toBe('/de/angebot/12/huis-te-koop');
    expect(localisedPathFor('/fr/vacances/7', 'en')).toBe('/en/holiday/7');
    expect(localisedPathFor('/nl/hou-me-op-de-hoogte/succes', 'en')).toBe('/en/keep-me-informed/success');
    expect(localisedPathFor('/en/privacy-statement', 'nl')).toBe('/nl/privacy-verklaring');
  });

  it('leads from a home page to the other language’s home', () => {
    expect(localisedPathFor('/nl', 'fr')).toBe('/fr');
    expect(localisedPathFor('/nl/', 'de')).toBe('/de');
  });

  it('keeps the words of an address that fits no route (a CMS page, which redirects to its counterpart)', () => {
    expect(localisedPathFor('/nl/over-ons', 'fr')).toBe('/fr/over-ons');
  });

  it('reads the rewritten internal path the server renders with, and leads a rewritten list to the list', () => {
    expect(localisedPathFor('/1/nl/estates/12/huis', 'fr')).toBe('/fr/offre/12/huis');
    expect(localisedPathFor('/1/nl/estates/cached-list/kopen', 'en')).toBe('/en/offer');
    expect(localisedPathFor('/1/fr/holiday', 'nl')).toBe('/nl/vakantie');
    expect(localisedPathFor('/1/nl', 'de')).toBe('/de');
  });

  it('leads to the language’s home from a path it cannot read', () => {
    expect(localisedPathFor('/', 'fr')).toBe('/fr');
    expect(localisedPathFor('/x/y', 'en')).toBe('/en');
  });
});
