import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { BROCHURE_DESCRIPTION_LIMIT, limitParagraphs, plainValue, type Brochure } from '@/lib/estates/brochure/brochure';
import { loadBrochurePhotos } from '@/lib/estates/brochure/brochure-photos';
import { renderBrochure } from '@/lib/estates/brochure/render-brochure';
import { sitePhotoPath } from '@/lib/media/remote-photo';

async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  // Lines wrap where the page ends them: compare words, not line breaks.
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

function brochure(overrides: Partial<Brochure> = {}): Brochure {
  return {
    locale: 'fr',
    agency: 'Maison Fictive Vastgoed',
    title: 'Appartement près de la Grand-Place',
    subtitle: 'À vendre · Appartement · Référence 701',
    price: '€ 395.000',
    address: 'Rue Neuve 1, 1000 Bruxelles',
    coordinates: '50.85045, 4.34878',
    facts: [{ label: 'Chambres', value: '2' }],
    description: ['Lumineux.'],
    groups: [{ label: 'Général', lines: [{ label: 'Étage', value: '3' }] }],
    photos: [],
    contact: { heading: 'Votre personne de contact', name: 'Zoë Çelik', lines: [{ label: 'Téléphone', value: '+32 2 555 01 23' }] },
    url: 'http://localhost:3102/fr/offre/701/appartement-a-vendre',
    shortUrl: 'http://localhost:3102/fr/offre/701',
    labels: { description: 'Description', location: 'Situation', scan: 'Scannez pour voir ce bien en ligne' },
    ...overrides,
  };
}

describe('the brochure PDF', () => {
  it('holds the title, the price with its € sign, the facts, the contact and the location', async () => {
    const { text } = await pdfText(await renderBrochure(brochure()));
    for (const expected of ['Appartement près de la Grand-Place', '€ 395.000', 'Chambres', 'Zoë Çelik', '50.85045, 4.34878', 'Scannez pour voir ce bien en ligne']) {
      expect(text).toContain(expected);
    }
  });

  it('is made from odd data: no photos, a long text, characters beyond Latin-1, no contact', async () => {
    // As long as the model lets them be (lib/estates/brochure/brochure.ts): the text and values cut at their limits.
    const odd = brochure({
      title: 'Квартира у моря — Ωραίο σπίτι — Łódź Straße ✓ 😀',
      description: limitParagraphs(['Très long texte avec des mots. '.repeat(200), 'Σύντομο'], BROCHURE_DESCRIPTION_LIMIT),
      groups: Array.from({ length: 6 }, (_, g) => ({
        label: `Groupe ${g}`,
        lines: Array.from({ length: 15 }, (_, l) => ({ label: `Champ ${l}`, value: plainValue('<p>Texte&nbsp;long </p>'.repeat(40)) })),
      })),
      contact: null,
      coordinates: null,
    });
    const { text, pages } = await pdfText(await renderBrochure(odd));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Квартира у моря');
    expect(text).toContain('Ωραίο σπίτι');
    expect(text).toContain('Łódź');
  });

  it('leaves out a photo that is not a path of this site instead of failing', async () => {
    expect(await loadBrochurePhotos(['javascript:alert(1)', '//evil.example/p.jpg'])).toEqual([]);
  });

  it('leaves out a photo whose route answers the placeholder image, rather than printing the placeholder', async () => {
    expect(await loadBrochurePhotos([sitePhotoPath('https://not-listed.example/p.jpg')])).toEqual([]);
  });
});
