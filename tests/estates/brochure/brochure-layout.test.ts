import { describe, expect, it } from 'vitest';
import { getDocumentProxy } from 'unpdf';
import { urlLines, type Brochure } from '@/lib/estates/brochure/brochure';
import { renderBrochure } from '@/lib/estates/brochure/render-brochure';

type Box = { page: number; text: string; left: number; right: number; bottom: number; top: number };

/** Every piece of text the PDF draws, with the box its glyphs take (baseline less descent, up to the cap height). */
async function textBoxes(pdf: Buffer): Promise<{ boxes: Box[]; width: number; height: number }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const boxes: Box[] = [];
  let width = 0;
  let height = 0;
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    [, , width, height] = page.view as [number, number, number, number];
    const { items } = await page.getTextContent();
    for (const item of items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [size, , , , x, y] = item.transform as number[];
      boxes.push({ page: number, text: item.str, left: x!, right: x! + item.width, bottom: y! - 0.2 * size!, top: y! + 0.75 * size! });
    }
  }
  return { boxes, width, height };
}

const overlaps = (a: Box, b: Box) => a.page === b.page && a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.bottom < b.top - 0.5 && b.bottom < a.top - 0.5;

// The hard case: a title of four lines, a price and an address of two, a host name and an id as long as they come.
const hard: Brochure = {
  locale: 'nl',
  agency: 'Immo Voorbeeld',
  title: 'Uitzonderlijk gerenoveerde herenwoning met stadstuin, zuidgericht dakterras en inpandige garage in het historische centrum van de stad',
  subtitle: 'Te koop · Herenwoning · Referentie 1234567',
  price: 'Prijs op aanvraag — vanaf € 1.295.000 (exclusief registratierechten en notariskosten)',
  address: 'Onze-Lieve-Vrouw-van-Vaakstraat 1234 bus 56, 8000 Sint-Michiels-Brugge-Zuid-Koolkerke',
  coordinates: '51.20892, 3.22424',
  facts: [
    { label: 'Slaapkamers', value: '4' },
    { label: 'Bewoonbare oppervlakte', value: '245 m²' },
  ],
  description: ['Een ruime woning met veel licht en een tuin op het zuiden. '.repeat(12)],
  groups: [{ label: 'Algemeen', lines: Array.from({ length: 40 }, (_, at) => ({ label: `Kenmerk ${at}`, value: `Waarde met wat tekst ${at}` })) }],
  photos: [],
  contact: { heading: 'Uw contactpersoon', name: 'Marie-Christine Vandenberghe-Van Oostende', lines: [{ label: 'Telefoon', value: '+32 50 12 34 56' }] },
  url: 'https://www.immobilienkantoor-voorbeeld-met-een-heel-lange-naam.be/nl/aanbod/1234567/herenwoning-te-koop-in-onze-lieve-vrouw-van-vaakstraat-1234-8000-sint-michiels-brugge-zuid-koolkerke',
  shortUrl: 'https://www.immobilienkantoor-voorbeeld-met-een-heel-lange-naam.be/nl/aanbod/1234567',
  labels: { description: 'Beschrijving', location: 'Ligging', scan: 'Scan om dit pand online te zien' },
};

describe('the brochure PDF reads as printed matter', () => {
  it('draws no text over other text, even with a long title, price and address', async () => {
    const { boxes } = await textBoxes(await renderBrochure(hard));
    const clashes = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => overlaps(a, b)).map((b) => `"${a.text}" × "${b.text}"`));
    expect(clashes).toEqual([]);
    // In reading order: every line of the title above the subtitle, every line of the price above the address.
    const linesOf = (text: string) => boxes.filter((box) => box.page === 1 && text.includes(box.text.trim()));
    const below = (upper: string, lower: string) => Math.min(...linesOf(upper).map((box) => box.bottom)) >= Math.max(...linesOf(lower).map((box) => box.top));
    expect(below(hard.title, hard.subtitle)).toBe(true);
    expect(below(hard.price, hard.address)).toBe(true);
  });

  it('prints the short URL whole, inside the page, on the first page beside the QR code', async () => {
    const { boxes, width, height } = await textBoxes(await renderBrochure(hard));
    const parts = urlLines(hard.shortUrl);
    expect(parts.length).toBeGreaterThan(1);
    const printed = boxes.filter((box) => parts.includes(box.text));
    expect(printed.map((box) => box.text).join('')).toBe(hard.shortUrl);
    for (const box of printed) {
      expect(box.page).toBe(1);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(width);
      expect(box.bottom).toBeGreaterThanOrEqual(0);
      expect(box.top).toBeLessThanOrEqual(height);
    }
  });

  it('keeps the QR code on the first page, so no last page holds only the location, the contact and the code', async () => {
    const { boxes } = await textBoxes(await renderBrochure(hard));
    expect(boxes.find((box) => box.text === hard.labels.scan)?.page).toBe(1);
    const last = Math.max(...boxes.map((box) => box.page));
    expect(boxes.some((box) => box.page === last && box.text.startsWith('Kenmerk'))).toBe(true);
  });
});

describe('a URL as printed lines', () => {
  it('breaks after a slash, loses no character and cuts a part longer than a line', () => {
    expect(urlLines('https://a.be/nl/aanbod/12', 16)).toEqual(['https://a.be/nl/', 'aanbod/12']);
    const long = `https://${'x'.repeat(30)}.be/nl`;
    expect(urlLines(long, 16).join('')).toBe(long);
    expect(urlLines(long, 16).every((line) => line.length <= 16)).toBe(true);
  });
});
