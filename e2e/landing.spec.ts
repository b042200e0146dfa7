import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { landingTransactionWords, landingTypeWords } from '@/lib/rules/landing-words';
import { headTypeIdsOf } from '@/lib/estates/landing';
import { getOnHost } from './support/hosts';
import { localisedPath } from './support/paths';
import { messages, testLocales, type TestLocale } from './support/messages';

// Landing pages from live listings: /nl/aanbod/te-koop/appartement/antwerpen and its versions.

type SitemapUrl = { loc: string; alternates: Record<string, string> };

/** Every <url> of a host's first sitemap file with its language versions. */
async function sitemapUrls(request: APIRequestContext, origin: string): Promise<SitemapUrl[]> {
  const response = await request.get(`${origin}/sitemaps/sitemap-1.xml`);
  expect(response.status()).toBe(200);
  return [...(await response.text()).matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((m) => ({
    loc: m[1]!,
    alternates: Object.fromEntries([...m[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1]!, a[2]!])),
  }));
}

const offerWord = (locale: TestLocale) => localisedPath('/estates', locale);
const saleWord = (locale: TestLocale) => landingTransactionWords.FOR_SALE[locale];
/** A landing page of transaction × type × place in a language: three words after the offer. */
const isTypeCityLanding = (locale: TestLocale, loc: string) =>
  new RegExp(`^${offerWord(locale)}/(${Object.values(landingTransactionWords).map((w) => w[locale]).join('|')})/[a-z0-9-]+/[a-z0-9-]+$`).test(new URL(loc).pathname);

/** The number a landing page's heading starts with ("12 appartementen te koop in Antwerpen"). */
async function headingCount(page: Page): Promise<number> {
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const count = Number(/^(\d+)/.exec(heading?.trim() ?? '')?.[1]);
  expect(count, heading ?? '').toBeGreaterThan(0);
  return count;
}

test('a landing page from the sitemap renders in four languages, with its count and hreflang to the three others', async ({ page, request, baseURL }) => {
  const urls = await sitemapUrls(request, baseURL!);
  // A page of listings to rent: the journeys that publish listings meanwhile publish them for sale, which
  // would change the count between two languages' renders.
  const nl = urls.find((url) => isTypeCityLanding('nl', url.loc) && new URL(url.loc).pathname.includes(`/${landingTransactionWords.TO_RENT.nl}/`));
  expect(nl, 'a landing page of type and place in the sitemap').toBeDefined();
  const versions = nl!.alternates;
  expect(Object.keys(versions).sort()).toEqual(['de', 'en', 'fr', 'nl', 'x-default']);
  const counts: number[] = [];
  for (const locale of testLocales) {
    const path = new URL(versions[locale]!).pathname;
    expect(isTypeCityLanding(locale, versions[locale]!), path).toBe(true);
    // The same page's <url> in the sitemap names the same set: reciprocal.
    expect(urls.find((url) => url.loc === versions[locale])?.alternates).toEqual(versions);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page).toHaveURL(path);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const count = await headingCount(page);
    counts.push(count);
    await expect(page).toHaveTitle(new RegExp(`^${count} `));
    // The count line of the results and the cards: the first page is in the server's HTML.
    await expect(page.locator('.estate-results__count')).toContainText(String(count));
    await expect(page.getByRole('article')).toHaveCount(Math.min(count, 15));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', versions[locale]!);
    for (const other of testLocales.filter((l) => l !== locale)) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute('href', versions[other]!);
    }
    // The trail ends with the page itself, named after its place like the heading.
    const place = (await page.getByRole('heading', { level: 1 }).textContent())!.trim().split(' ').at(-1)!;
    await expect(page.getByRole('navigation', { name: messages[locale].Breadcrumbs.label }).locator('[aria-current="page"]')).toContainText(place);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const itemList = jsonLd.map((text) => JSON.parse(text) as { '@type': string; numberOfItems?: number; itemListElement?: unknown[] }).find((data) => data['@type'] === 'ItemList');
    expect(itemList?.numberOfItems).toBe(count);
    expect(itemList?.itemListElement).toHaveLength(Math.min(count, 15));
    expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
  }
  // One set of listings, whatever the language.
  expect(new Set(counts).size).toBe(1);
});

test('another language’s words lead to this language’s own address; a combination without listings is the 404', async ({ page, request, baseURL }) => {
  const urls = await sitemapUrls(request, baseURL!);
  const nl = urls.find((url) => isTypeCityLanding('nl', url.loc))!;
  const french = new URL(nl.alternates.fr!).pathname;
  const dutchWords = new URL(nl.loc).pathname.split('/').slice(3).join('/');
  const first = await request.get(`${offerWord('fr')}/${dutchWords}`, { maxRedirects: 0 });
  expect(first.status()).toBe(308);
  await page.goto(`${offerWord('fr')}/${dutchWords.toUpperCase()}`);
  await expect(page).toHaveURL(french);

  const missing = await page.goto(`${offerWord('nl')}/${saleWord('nl')}/${landingTypeWords.APARTMENT.nl}/atlantis`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await page.goto(`${offerWord('nl')}/${saleWord('nl')}/villa/antwerpen`))?.status()).toBe(404);
  // A detail address under the same prefix is still a listing.
  const estate = urls.find((url) => /\/nl\/aanbod\/\d+\/[^/]+$/.test(url.loc))!;
  expect((await getOnHost(request, new URL(estate.loc).pathname, 'localhost')).status()).toBe(200);
});

test('the list with the same filter names the landing page as its canonical URL; other filters stay noindex', async ({ page, request, baseURL }) => {
  const urls = await sitemapUrls(request, baseURL!);
  const typePage = urls.find((url) => new URL(url.loc).pathname === `${offerWord('nl')}/${saleWord('nl')}/${landingTypeWords.APARTMENT.nl}`);
  expect(typePage, 'apartments for sale have a landing page').toBeDefined();
  const query = new URLSearchParams([['status', 'FOR_SALE'], ...headTypeIdsOf('APARTMENT').map((id) => ['type', String(id)])]);
  await page.goto(`${offerWord('nl')}?${query}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', typePage!.loc);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await page.goto(`${offerWord('nl')}?${query}&price-max=300000`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('a landing page pages through its results without JavaScript, each page cached with its own address', async ({ browser, request, baseURL }) => {
  const urls = await sitemapUrls(request, baseURL!);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The biggest type page of the first agency, to have a second page.
  let paged: string | undefined;
  for (const url of urls.filter((u) => new RegExp(`^${offerWord('nl')}/${saleWord('nl')}/[a-z-]+$`).test(new URL(u.loc).pathname))) {
    await page.goto(new URL(url.loc).pathname);
    if ((await headingCount(page)) > 15) {
      paged = new URL(url.loc).pathname;
      break;
    }
  }
  expect(paged, 'a landing page with more than one page').toBeDefined();
  const first = await page.getByRole('article').first().getAttribute('data-estate-id');
  await page.getByRole('link', { name: messages.nl.EstateList.nextPage }).click();
  await expect(page).toHaveURL(`${paged}?page=2`);
  await expect(page.getByRole('article').first()).not.toHaveAttribute('data-estate-id', first!);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${paged}\\?page=2$`));
  await context.close();
});

test('the home page leads to a landing page, whose filters are set to its search and lead to the list, and whose listings lead back through it', async ({ page }) => {
  await page.goto('/nl');
  const popular = page.getByRole('navigation', { name: messages.nl.Landing.popular });
  await expect(popular.getByRole('link').first()).toBeVisible();
  const landingPath = await popular.getByRole('link').first().getAttribute('href');
  expect(landingPath).toMatch(new RegExp(`^${offerWord('nl')}/(${saleWord('nl')}|${landingTransactionWords.TO_RENT.nl})/`));
  const response = await page.goto(landingPath!);
  expect(response?.status()).toBe(200);

  // The list's filter form, its transaction ticked, going to the list.
  const transaction = landingPath!.split('/')[3] === saleWord('nl') ? 'FOR_SALE' : 'TO_RENT';
  await expect(page.locator(`form[action="${offerWord('nl')}"] input[name="status"][value="${transaction}"]`)).toBeChecked();
  const seeAll = page.getByRole('link', { name: /ons volledige aanbod/ });
  await expect(seeAll).toHaveAttribute('href', new RegExp(`^${offerWord('nl')}\\?status=${transaction}`));

  // A listing of the page has the page in its breadcrumbs.
  await page.getByRole('article').first().getByRole('link').first().click();
  const trail = page.getByRole('navigation', { name: messages.nl.Breadcrumbs.label });
  await expect(trail.locator(`a[href^="${offerWord('nl')}/${landingPath!.split('/')[3]}/"]`).first()).toBeVisible();

});

test('the list offers popular searches within its search, each a landing page that answers', async ({ page, request }) => {
  await page.goto(`${offerWord('nl')}?status=FOR_SALE`);
  const links = page.getByRole('navigation', { name: messages.nl.Landing.popular }).getByRole('link');
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')!))) {
    expect(href.startsWith(`${offerWord('nl')}/${saleWord('nl')}/`), href).toBe(true);
    expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
  }
});
