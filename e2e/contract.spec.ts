import { expect, test, type Locator, type Page } from '@playwright/test';
import { fake } from './support/fake-site-api';
import { localisedPath } from './support/paths';
import { formatMessage, messages, testLocales, type TestLocale } from './support/messages';

// The site against a fake site API that is not the demo (e2e/support/fake-site-api.ts, server on 3102).
test.use({ baseURL: 'http://localhost:3102' });

const offer: Record<TestLocale, string> = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' };
const houseboat: Record<TestLocale, string> = { nl: 'Woonboot aan de Schelde', fr: 'Péniche sur l’Escaut', en: 'Houseboat on the Scheldt', de: 'Hausboot an der Schelde' };
const vatLabel: Record<TestLocale, string> = {
  nl: 'Prijs op aanvraag (btw-stelsel)',
  fr: 'Prix sur demande (régime TVA)',
  en: 'Price on request (VAT regime)',
  de: 'Preis auf Anfrage (MwSt.-Regelung)',
};
/** A message key where text should be: `_Enums.subType.999_`, `_Home.newest_`. */
const MESSAGE_KEY = /_[A-Z][A-Za-z]+\.[A-Za-z0-9_.]+_/;

async function expectLoaded(image: Locator) {
  await expect(image).toHaveAttribute('src', /remote-photos/);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

async function expectNoMessageKeys(page: Page) {
  await expect(page.locator('body')).not.toContainText(MESSAGE_KEY);
  await expect(page).not.toHaveTitle(MESSAGE_KEY);
}

for (const locale of testLocales) {
  const m = messages[locale];

  test.describe(`against another implementation of the contract, in ${locale}`, () => {
    test('the list shows the API photos, its own name of an unknown type, and no price under the VAT regime', async ({ page }) => {
      await page.goto(`/${locale}/${offer[locale]}`);
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: houseboat[locale] }) });
      await expect(card).toContainText(fake.unknownSubType.name[locale]);
      await expectLoaded(card.getByRole('img', { name: m.EstateCard.photoOf.replace('{title}', houseboat[locale]) }));
      const href = await card.getByRole('link', { name: houseboat[locale] }).getAttribute('href');
      expect(href).not.toMatch(/enums/i);
      const vatCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Maison neuve sous régime TVA à Namur' }) });
      await expect(vatCard).toContainText(vatLabel[locale]);
      await expect(vatCard).not.toContainText('350.000');
      // Titles in one language only, accented and long, still make a card.
      await expect(page.getByRole('heading', { name: fake.longTitle })).toBeVisible();
      await expectNoMessageKeys(page);
    });

    test('the detail page shows every field group, 2-decimal areas, the photos or a placeholder', async ({ page }) => {
      await page.goto(`/${locale}/${offer[locale]}/701`);
      await expect(page.getByRole('heading', { level: 1, name: houseboat[locale] })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(fake.unknownSubType.name[locale]);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).not.toMatch(/enums/i);
      if (locale === 'nl') expect(canonical).toContain('/nl/aanbod/701/woonboot-te-koop-in-kaai-5-2000-antwerpen');

      const certification = page.getByRole('region', { name: m.Fields.groups.certification });
      await expect(certification).toContainText(m.Fields.labels.certification.as_built_certificate);
      const flood = page.getByRole('region', { name: m.Fields.groups.flood_information });
      await expect(flood).toContainText(m.Fields.labels.flood_information.flood_prone_area);
      await expect(page.getByRole('main')).toContainText('1.234,50 m²');

      const photoAlt = (index: number) => m.Gallery.photoAlt.replace('{title}', houseboat[locale]).replace('{index}', String(index)).replace('{total}', '2');
      await expectLoaded(page.getByRole('img', { name: photoAlt(1) }).first());
      // The second photo is gone at its host: its route answers the placeholder image, never a broken one.
      const gone = page.getByRole('img', { name: photoAlt(2) }).first();
      await expectLoaded(gone);
      const goneSrc = await gone.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).searchParams.get('url') ?? img.currentSrc);
      const placeholder = await page.request.get(goneSrc);
      expect(placeholder.status()).toBe(200);
      expect(placeholder.headers()['content-type']).toBe('image/png');
      expect(placeholder.headers()['x-photo-placeholder']).toBeTruthy();
      await expectLoaded(page.getByRole('img', { name: formatMessage(locale, m.Contact.photoOf, { name: 'Zoë Van den Brœck', nameElides: 'no' }) }));
      await expectNoMessageKeys(page);
    });

    test('an estate under the VAT regime shows no price in its headline nor its structured data', async ({ page }) => {
      await page.goto(`/${locale}/${offer[locale]}/702`);
      await expect(page.getByRole('heading', { level: 1, name: 'Maison neuve sous régime TVA à Namur' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(vatLabel[locale]);
      await expect(page.getByRole('main')).not.toContainText('350.000');
      // A hidden address never shows its street.
      await expect(page.getByRole('main')).not.toContainText('Rue Cachée');
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join('\n')).toContain('RealEstateListing');
      expect(jsonLd.join('\n')).not.toContain('350000');
      await expectNoMessageKeys(page);
    });

    test('landing pages name the places as the API does in each language, count live, and link the other three', async ({ page }) => {
      // Brussels, for rent: Brussel, Bruxelles, Brussels, Brüssel (the API's aliases; no table of our own).
      const brussels: Record<TestLocale, string> = {
        nl: '/nl/aanbod/te-huur/appartement/brussel',
        fr: '/fr/offre/a-louer/appartement/bruxelles',
        en: '/en/offer/for-rent/apartment/brussels',
        de: '/de/angebot/zu-vermieten/wohnung/brussel',
      };
      expect((await page.goto(brussels[locale]))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^1 /);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(['Brussel', 'Bruxelles', 'Brussels', 'Brüssel'][testLocales.indexOf(locale)]!);
      await expect(page.getByRole('heading', { name: fake.longTitle })).toBeVisible();
      for (const other of testLocales) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute('href', `http://localhost:3102${brussels[other]}`);
      }
      // Two houses for sale, one under the VAT regime; none for rent; Namur is Namen in Dutch.
      await page.goto(`/${locale}/${offer[locale]}/${{ nl: 'te-koop/huis', fr: 'a-vendre/maison', en: 'for-sale/house', de: 'zu-verkaufen/haus' }[locale]}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^2 /);
      await expect(page.getByRole('article')).toHaveCount(2);
      const byPlace = page.getByRole('navigation', { name: m.Landing.byCity });
      await expect(byPlace.getByRole('link', { name: { nl: /in Namen$/, fr: /à Namur$/, en: /in Namur$/, de: /in Namür$/ }[locale] })).toHaveAttribute(
        'href',
        `/${locale}/${offer[locale]}/${{ nl: 'te-koop/huis/namen', fr: 'a-vendre/maison/namur', en: 'for-sale/house/namur', de: 'zu-verkaufen/haus/namur' }[locale]}`,
      );
      const none = await page.goto(`/${locale}/${offer[locale]}/${{ nl: 'te-huur/huis', fr: 'a-louer/maison', en: 'for-rent/house', de: 'zu-vermieten/haus' }[locale]}`);
      expect(none?.status()).toBe(404);
      await expectNoMessageKeys(page);
    });

    test('the footer link to a CMS page with letters beyond ASCII opens it', async ({ page }) => {
      await page.goto(`/${locale}`);
      await page.getByRole('contentinfo').getByRole('link', { name: fake.faqTitle[locale] }).click();
      await expect(page.getByRole('heading', { level: 1, name: fake.faqTitle[locale] })).toBeVisible();
      expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/${locale}/${fake.faqUrl[locale]}`);
      await expectNoMessageKeys(page);
    });
  });
}

test('a site text that is not a valid ICU message falls back to the bundled one; a valid one is used', async ({ page }) => {
  await page.goto('/nl');
  await expect(page.getByRole('heading', { name: messages.nl.Home.newest })).toBeVisible();
  await expectNoMessageKeys(page);
  await page.goto('/fr');
  await expect(page.getByRole('heading', { name: 'Nos nouveautés' })).toBeVisible();
});

test('a price history from the site API: the price-lowered badge, the old price struck through, and the entries the site understands, in four languages', async ({ page }) => {
  for (const locale of testLocales) {
    await page.goto(`/${locale}/${offer[locale]}/701`);
    await expect(page.getByText(messages[locale].EstateCard.badgePriceLowered, { exact: true })).toBeVisible();
    await expect(page.locator('del').filter({ hasText: fake.previousPrice })).toBeVisible();
    const history = page.getByRole('region', { name: messages[locale].PriceHistory.title });
    // Two entries and the header: the entry with a status the site does not know is left out.
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').nth(1)).toContainText('€ 389.000,00');
  }
});

test('with an API that lacks the optional price-drop call, the favourites page says in four languages that the agency does not offer it', async ({ page }) => {
  await page.goto('/nl');
  await page.evaluate(() => localStorage.setItem('favourites', JSON.stringify([701])));
  for (const locale of testLocales) {
    const t = messages[locale].PriceWatch;
    await page.goto(localisedPath('/favorites', locale));
    const offer = page.getByRole('region', { name: t.title });
    await offer.getByRole('textbox', { name: t.email }).fill(`watch.${locale}@example.be`);
    await offer.getByRole('checkbox').check();
    await offer.getByRole('button', { name: t.submit }).click();
    await expect(offer.getByRole('alert')).toHaveText(t.failure.unsupported);
  }
});

test('a plan under an odd file name shows through the photo route, and a video of another host stays a link after consent', async ({ page }) => {
  const m = messages.nl;
  await page.goto('/nl/aanbod/701');
  const plans = page.getByRole('list', { name: m.Gallery.plans });
  const tile = plans.getByRole('button', { name: formatMessage('nl', m.Gallery.openPlan, { title: fake.planComment }) });
  await expect(tile).toBeVisible();
  // The preview is decorative (the button names the plan): alt="".
  await expectLoaded(tile.locator('img'));
  await tile.click();
  const slide = page.locator('.yarl__root').getByRole('img', { name: formatMessage('nl', m.Gallery.planAlt, { title: fake.planComment }) });
  // The slide, not its thumbnail below (the same picture and name).
  await expect(slide.first()).toHaveAttribute('src', /^\/remote-photos\//);

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: m.Consent.accept }).click();
  const videos = page.getByRole('region', { name: m.Media.videos });
  await expect(videos.getByRole('link', { name: /dailymotion\.com/ })).toHaveAttribute('href', fake.otherVideo);
  await expect(videos.locator('iframe')).toHaveCount(0);
  await expect(videos.getByRole('button', { name: m.Media.playHere })).toHaveCount(0);
});
