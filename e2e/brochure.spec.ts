// The printable brochure of a listing: the print stylesheet of the detail page, and the
// PDF the "Download PDF" link gets from the server, read back as text.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { DemoApi } from './support/demo-api';
import { fake } from './support/fake-site-api';
import { localisedPath } from './support/paths';
import { messages, testLocales, type TestLocale } from './support/messages';

/** The same as REVALIDATE_SECRET in playwright.config.ts. */
const REVALIDATE_SECRET = 'e2e-revalidation-secret-0123456789';
const CONTRACT = 'http://localhost:3102';

/** The PDF's text with its line breaks as spaces: a long title wraps where the page ends it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The price line of the detail page without a crossed-out previous price. */
async function shownPrice(page: Page): Promise<string> {
  return words(await page.locator('.detail__price').evaluate((node) => {
    const copy = node.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('del').forEach((del) => del.remove());
    return copy.textContent ?? '';
  }));
}

async function brochure(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return { response, text: await pdfText(await response.body()) };
}

test.describe('the brochure of a listing', () => {
  for (const locale of testLocales) {
    const m = messages[locale];

    test(`in ${locale}: "Download PDF" downloads the brochure with the listing's title and price in that language`, async ({ page, request }) => {
      const api = await DemoApi.forHost(request);
      // A property with its price shown: an amount in euro, not "price on request".
      const [estate] = (await api.estatesWithStatus('FOR_SALE')).filter((e) => !e.general.project && e.general.price.value !== null && e.fields?.financial?.vat_regime !== true);
      const full = await api.estateDetail(estate!.general.id);
      await page.goto(localisedPath('/estates/[estateId]', locale, full.general.id));
      const title = full.general.title[locale] ?? '';
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const price = await shownPrice(page);
      expect(price).toMatch(/€/);

      const link = page.getByRole('link', { name: new RegExp(m.Brochure.download) });
      await expect(link).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^[a-z0-9-]+-${locale}\\.pdf$`));
      const text = await pdfText(await readFile((await download.path())!));
      expect(text).toContain(words(title));
      expect(text).toContain(price);
      expect(text).toContain(m.Brochure.scan);
    });

    test(`in ${locale}: printed, the page is the brochure: no navigation, forms or buttons; key facts, field groups and a QR code`, async ({ page, request }) => {
      const api = await DemoApi.forHost(request);
      const [estate] = (await api.estatesWithStatus('FOR_SALE')).filter((e) => !e.general.project && e.address.visible && e.address.location);
      await page.goto(localisedPath('/estates/[estateId]', locale, estate!.general.id));
      const coordinates = page.getByText(`${m.Brochure.coordinates}: ${estate!.address.location!.latitude.toFixed(5)}`);
      await expect(coordinates).toBeHidden();
      const qr = page.getByRole('img', { name: m.Brochure.scan });
      // On screen the QR code is not shown: the visitor is on the page it leads to.
      await expect(qr).toBeHidden();
      await expect(page.getByRole('banner')).toBeVisible();

      await page.emulateMedia({ media: 'print' });
      await expect(qr).toBeVisible();
      await expect(qr.locator('svg')).toBeVisible();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('navigation').first()).toBeHidden();
      await expect(page.getByRole('link', { name: new RegExp(m.Brochure.download) })).toBeHidden();
      await expect(page.getByRole('button', { name: m.ContactForm.submit })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: m.Fields.groups.general })).toBeVisible();
      await expect(page.locator('.key-facts')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: m.Brochure.location })).toBeVisible();
      // No map on paper: the address line and the coordinates.
      await expect(coordinates).toBeVisible();
      await expect(page.getByRole('region', { name: m.EstateDetail.address })).toBeVisible();
      await expect(page.getByRole('region', { name: m.Gallery.label }).getByRole('img').first()).toBeVisible();
    });

    test(`in ${locale}: an unknown or malformed listing is the localised 404 page, not a blank one`, async ({ request }) => {
      for (const id of ['987654321', 'abc']) {
        const response = await request.get(`/${locale}/estate-brochure/${id}`);
        expect(response.status()).toBe(404);
        expect(response.headers()['content-type']).toMatch(/^text\/html/);
        const html = await response.text();
        expect(html).toContain(`lang="${locale}"`);
        expect(html).toContain(m.NotFound.title);
        expect(html).toContain(`href="${localisedPath('/estates', locale)}"`);
      }
    });
  }

  test('a sold listing gets no link and no brochure', async ({ page, request }) => {
    const api = await DemoApi.forHost(request);
    const [sold] = await api.estatesWithStatus('SOLD');
    test.skip(!sold, 'the demo data has no sold listing');
    await page.goto(localisedPath('/estates/[estateId]', 'en', sold!.general.id));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(messages.en.Brochure.download) })).toHaveCount(0);
    expect((await request.get(`/en/estate-brochure/${sold!.general.id}`)).status()).toBe(404);
  });

  test('the PDF is cached per listing and language, and expires with the listing', async ({ request }) => {
    const api = await DemoApi.forHost(request);
    const [, estate] = (await api.estatesWithStatus('FOR_SALE')).filter((e) => !e.general.project);
    const url = `/de/estate-brochure/${estate!.general.id}`;
    const first = await brochure(request, url);
    expect(first.response.headers()['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-de\.pdf"/);
    const again = await brochure(request, url);
    // Kept by the edge in front, or by the app's brochure cache behind it.
    const kept = again.response.headers()['x-cache'] === 'hit' || again.response.headers()['x-brochure-cache'] === 'HIT';
    expect(kept, 'the second view is a kept copy').toBe(true);
    expect(again.text).toBe(first.text);
    // Another language is another brochure.
    expect((await brochure(request, `/fr/estate-brochure/${estate!.general.id}`)).text).not.toBe(first.text);

    const notice = await request.post('/api/revalidate', {
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
      data: { siteId: api.site.id, resource: 'estate', id: estate!.general.id },
    });
    expect(notice.status()).toBe(200);
    // Made again: the edge dropped its copy (the brochure carries the listing's key) and the app's cache expired.
    expect((await brochure(request, url)).response.headers()['x-brochure-cache']).toBe('MISS');
  });
});

test.describe('the brochure against another implementation of the contract', () => {
  const vatLabel: Record<TestLocale, string> = {
    nl: 'Prijs op aanvraag (btw-stelsel)',
    fr: 'Prix sur demande (régime TVA)',
    en: 'Price on request (VAT regime)',
    de: 'Preis auf Anfrage (MwSt.-Regelung)',
  };
  const houseboat: Record<TestLocale, string> = { nl: 'Woonboot aan de Schelde', fr: 'Péniche sur l’Escaut', en: 'Houseboat on the Scheldt', de: 'Hausboot an der Schelde' };

  for (const locale of testLocales) {
    test(`in ${locale}: remote and missing photos, a hidden address, the VAT regime, a long accented title and HTML make a PDF`, async ({ request }) => {
      const houseboatPdf = await brochure(request, `${CONTRACT}/${locale}/estate-brochure/701`);
      expect(houseboatPdf.text).toContain(houseboat[locale]);
      expect(houseboatPdf.text).toContain('389.000');
      expect(houseboatPdf.text).toContain('Een tekst met accenten: één, café, Ærø.');
      expect(houseboatPdf.text).not.toContain('<p>');
      expect(houseboatPdf.text).toContain('51.21940, 4.40250');

      const vat = await brochure(request, `${CONTRACT}/${locale}/estate-brochure/702`);
      expect(vat.text).toContain(vatLabel[locale]);
      expect(vat.text).not.toContain('350.000');
      // A hidden address: neither its street nor its exact position.
      expect(vat.text).not.toContain('Rue Cachée');
      expect(vat.text).not.toContain('50.46690');

      const long = await brochure(request, `${CONTRACT}/${locale}/estate-brochure/703`);
      expect(long.text).toContain(fake.longTitle);
    });
  }
});
