import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Agreement, Navigation, Page } from '@/lib/site-api/schemas';
import { DemoApi } from './support/demo-api';
import { messages, testLocales, type TestLocale } from './support/messages';

/** The first paragraph of rich text, as plain text: what the visitor reads first. */
const firstParagraph = (html: string) => /<p>(.*?)<\/p>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';

async function fromDemoApi<T>(request: APIRequestContext, api: DemoApi, path: string, locale: TestLocale): Promise<T> {
  const response = await request.get(`/demo-api/sites/${api.site.id}${path}`, { headers: { 'X-SITE': String(api.site.id), 'ACCEPT-LANGUAGE': locale } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

test('a CMS page in each language, at its own localised address, and the language switcher goes to its counterpart', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const { id } = (await fromDemoApi<{ id: number }[]>(request, api, '/pages', 'nl'))[0]!;
  for (const locale of testLocales) {
    const cms = await fromDemoApi<Page>(request, api, `/pages/${id}`, locale);
    const response = await page.goto(`/${locale}/${cms.urls[locale]}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cms.title);
    await expect(page.locator('main')).toContainText(firstParagraph(cms.body));
    // Its alternates name the page's address in every language.
    for (const other of testLocales) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute('href', new RegExp(`/${other}/${cms.urls[other]}$`));
    }
  }

  const nl = await fromDemoApi<Page>(request, api, `/pages/${id}`, 'nl');
  const fr = await fromDemoApi<Page>(request, api, `/pages/${id}`, 'fr');
  await page.goto(`/nl/${nl.urls.nl}`);
  await page.getByRole('navigation', { name: messages.nl.LocaleSwitcher.label }).getByRole('link', { name: 'FR', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/${fr.urls.fr}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.title);
});

test('a CMS address that exists in no language is the localised 404', async ({ page }) => {
  for (const locale of testLocales) {
    const response = await page.goto(`/${locale}/geen-pagina-met-deze-naam`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].NotFound.title);
  }
});

test('the privacy statement and the terms of use come from the agreements of each language', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const paths = {
    privacy: { nl: 'privacy-verklaring', fr: 'declaration-de-confidentialite', en: 'privacy-statement', de: 'datenschutzerklarung' },
    terms: { nl: 'gebruiksvoorwaarden', fr: 'conditions-d-utilisation', en: 'terms-of-use', de: 'agb' },
  } as const;
  const titles = { privacy: 'Privacy', terms: 'Terms' } as const;
  for (const locale of testLocales) {
    const agreements = await fromDemoApi<Agreement[]>(request, api, `/agreements?locale=${locale}`, locale);
    for (const type of ['privacy', 'terms'] as const) {
      const agreement = agreements.find((a) => a.type === type)!;
      expect(agreement.locale).toBe(locale);
      const response = await page.goto(`/${locale}/${paths[type][locale]}`);
      expect(response?.status(), `${locale} ${type}`).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale][titles[type]].title);
      await expect(page.locator('main')).toContainText(agreement.title);
      await expect(page.locator('main')).toContainText(firstParagraph(agreement.body));
    }
  }
});

test('every page links the accessibility statement from its footer, in each language, with the agency as its contact', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const paths = { nl: '/nl/toegankelijkheid', fr: '/fr/accessibilite', en: '/en/accessibility', de: '/de/barrierefreiheit' } as const;
  for (const locale of testLocales) {
    const m = messages[locale].Accessibility;
    await page.goto(`/${locale}`);
    await page.getByRole('contentinfo').getByRole('link', { name: m.title, exact: true }).click();
    await expect(page).toHaveURL(paths[locale]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.title);
    await expect(page.getByRole('heading', { level: 2, name: m.limitationsHeading })).toBeVisible();
    // What it claims, and how that is checked: e2e/support/axe.ts runs the rules it names.
    await expect(page.locator('main')).toContainText(m.status);
    await expect(page.locator('main').getByRole('listitem').filter({ hasText: m.methods.axe })).toHaveCount(1);
    await expect(page.locator('main').getByRole('link', { name: api.site.contact.email })).toHaveAttribute('href', `mailto:${api.site.contact.email}`);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', new RegExp(`${paths.de}$`));
  }
});

test('header and footer menus come from the site API in each language, and mark the page the visitor is on', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  for (const locale of testLocales) {
    const [header, footer] = await Promise.all([
      fromDemoApi<Navigation>(request, api, '/navigation/header', locale),
      fromDemoApi<Navigation>(request, api, '/navigation/footer', locale),
    ]);
    expect(header.items.length).toBeGreaterThan(0);
    await page.goto(`/${locale}`);
    const nav = page.getByRole('navigation', { name: messages[locale].Layout.mainNavigation });
    await expect(nav.getByRole('link')).toHaveText(header.items.map((item) => item.title));
    const footerLinks = page.locator('footer').getByRole('link');
    for (const item of footer.items) await expect(footerLinks.filter({ hasText: item.title }).first()).toBeAttached();

    // A CMS page of the header menu: marked as the current page once hydrated. The server's HTML marks
    // nothing, so that one HTML of a page serves every visitor.
    const pageItem = header.items.find((item) => item.link.type === 'page')!;
    const link = nav.getByRole('link', { name: pageItem.title, exact: true });
    const href = (await link.getAttribute('href'))!;
    const html = await (await request.get(href)).text();
    expect(html).not.toMatch(/<a [^>]*aria-current=/);
    await link.click({ force: true });
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(nav.getByRole('link', { name: pageItem.title, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
  }
});

test('a listing marks the offer in the menu as the section the visitor is in', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const estate = await api.firstEstate();
  await page.goto(`/fr/offre/${estate.general.id}`);
  const nav = page.getByRole('navigation', { name: messages.fr.Layout.mainNavigation });
  const offer = nav.locator('a[href="/fr/offre"]');
  await expect(offer).toHaveAttribute('aria-current', 'true');
});

test('the site’s own texts from its translations replace the bundled ones, per agency and language; others stay', async ({ page, request }) => {
  for (const host of ['localhost', 'ardenne.localhost']) {
    const api = await DemoApi.forHost(request, host);
    for (const locale of ['nl', 'fr'] as const) {
      const response = await request.get(`/demo-api/translations/${locale}`, { headers: { 'X-SITE': String(api.site.id) } });
      const texts = (await response.json()) as Record<string, string>;
      expect(texts['Home.title']).toBeTruthy();
      await page.goto(`http://${host}:3100/${locale}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts['Home.title']!);
      // A text the site does not override is the bundled one.
      await expect(page.getByRole('heading', { level: 2, name: messages[locale].Home.newest })).toBeVisible();
      for (const key of ['viewAll', 'viewHoliday'] as const) {
        await expect(page.locator('.hero__actions')).toContainText(texts[`Home.${key}`] ?? messages[locale].Home[key]);
      }
    }
  }
});
