import { describe, expect, it } from 'vitest';
import {
  addressLine,
  brochureDisposition,
  brochureFileName,
  brochurePhotos,
  coordinatesText,
  hasBrochure,
  htmlToParagraphs,
  limitGroups,
  limitParagraphs,
  plainValue,
  truncateText,
} from '@/lib/estates/brochure/brochure';
import type { Address } from '@/lib/site-api/schemas';

const words = { box: (box: string) => `bus ${box}`, onRequest: 'Adres op aanvraag' };

function address(overrides: Partial<Address> = {}): Address {
  return {
    visible: true,
    street_address: null,
    street: { nl: 'Veldstraat', fr: 'Rue des Champs', en: null, de: null },
    number: '12',
    box: null,
    city: { id: 1, name: 'Gent', zip: '9000', alias: { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' }, countryId: 'BE' },
    country: { id: 'BE' },
    region: 'FLANDERS',
    location: { latitude: 51.0543212, longitude: 3.7217433 },
    ...overrides,
  } as Address;
}

describe('the brochure model', () => {
  it('turns HTML from the API into plain paragraphs: no tags, no script, entities as characters', () => {
    const html = '<p>Prachtig &amp; <b>ruim</b> huis &euro; 350.000</p><script>alert(1)</script><ul><li>tuin</li><li>garage&nbsp;&nbsp; 2</li></ul>line<br>break &lt;b&gt;';
    expect(htmlToParagraphs(html)).toEqual(['Prachtig & ruim huis € 350.000', 'tuin', 'garage 2', 'line', 'break <b>']);
  });

  it('keeps a plain text without tags as it is, one paragraph per line', () => {
    expect(htmlToParagraphs('Zeer licht appartement\n\nMet terras — Ελληνικά, Кириллица, Łódź')).toEqual([
      'Zeer licht appartement',
      'Met terras — Ελληνικά, Кириллица, Łódź',
    ]);
  });

  it('cuts a long text at a word with an ellipsis, and leaves the paragraphs after the limit out', () => {
    expect(truncateText('een twee drie vier', 12)).toBe('een twee…');
    expect(truncateText('kort', 12)).toBe('kort');
    expect(limitParagraphs(['a'.repeat(8), 'bbbb cccc dddd', 'never'], 14)).toEqual(['a'.repeat(8), 'bbbb…']);
    // Characters, not UTF-16 units: an emoji is never cut in half.
    expect(truncateText('😀😀😀 😀😀😀', 5)).toBe('😀😀😀…');
  });

  it('takes the first photos in the listing order', () => {
    const pictures = [3, 1, 2, 0].map((index) => ({ file: `/p/${index}.jpg`, index }));
    expect(brochurePhotos(pictures)).toEqual(['/p/0.jpg', '/p/1.jpg', '/p/2.jpg']);
    expect(brochurePhotos([])).toEqual([]);
  });

  it('shows street, number and box of a shown address, and only the place of a hidden one', () => {
    expect(addressLine(address({ box: '3' }), 'nl', words)).toBe('Veldstraat 12 bus 3, 9000 Gent');
    expect(addressLine(address(), 'fr', words)).toBe('Rue des Champs 12, 9000 Gand');
    expect(addressLine(address({ visible: false }), 'nl', words)).toBe('Adres op aanvraag · 9000 Gent');
  });

  it('gives coordinates of a shown address only, never of a hidden one', () => {
    expect(coordinatesText(address())).toBe('51.05432, 3.72174');
    expect(coordinatesText(address({ visible: false }))).toBeNull();
    expect(coordinatesText(address({ location: null }))).toBeNull();
  });

  it('names the file after the slug and the language, in ASCII, with a safe Content-Disposition', () => {
    expect(brochureFileName('appartement-te-koop-in-9000-gent', 'nl', 5)).toBe('appartement-te-koop-in-9000-gent-nl.pdf');
    expect(brochureFileName('maison-à-vendre-à-liège', 'fr', 5)).toBe('maison-a-vendre-a-liege-fr.pdf');
    expect(brochureFileName('Кириллица', 'de', 42)).toBe('estate-42-de.pdf');
    expect(brochureDisposition('a"b;c.pdf')).toBe(`attachment; filename="a-b-c.pdf"; filename*=UTF-8''a-b-c.pdf`);
  });

  it('gives no brochure for a closed deal, and one for every listing still on offer', () => {
    expect(hasBrochure('FOR_SALE')).toBe(true);
    expect(hasBrochure('TAKE_OVER')).toBe(true);
    expect(hasBrochure(undefined)).toBe(true);
    expect(hasBrochure('SOLD')).toBe(false);
    expect(hasBrochure('RENTED')).toBe(false);
  });

  it('makes field values plain text within a limit, HTML included', () => {
    expect(plainValue('<p>Zuid&shy;gericht <i>terras</i></p>')).toBe('Zuid\u00adgericht terras');
    expect(plainValue('x '.repeat(400)).length).toBeLessThanOrEqual(401);
    expect(plainValue('  3   slaapkamers ')).toBe('3 slaapkamers');
  });

  it('keeps at most the line limit of field lines in all, and leaves empty groups out', () => {
    const group = (label: string, count: number) => ({ label, lines: Array.from({ length: count }, (_, at) => ({ label: `${label}${at}`, value: 'v' })) });
    expect(limitGroups([group('a', 2), group('b', 0), group('c', 3), group('d', 2)], 4)).toEqual([group('a', 2), { label: 'c', lines: group('c', 2).lines }]);
  });
});
