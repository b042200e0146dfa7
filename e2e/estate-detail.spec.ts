import { expect, test } from '@playwright/test';
import type { EstateDetail, EstateSummary } from '@/lib/site-api/schemas';
import { DemoApi } from './support/demo-api';
import { formatMessage, messages, testLocales } from './support/messages';

const nl = messages.nl;

test.describe('a Flemish, a Walloon and a Brussels estate in every language', () => {
  for (const region of ['FLANDERS', 'WALLONIA', 'BRUSSELS'] as const) {
    test(`${region.toLowerCase()}: title, field groups and the regional energy rules`, async ({ page, request }) => {
      const api = await DemoApi.forHost(request);
      const estate = (await api.estatesWithStatus('FOR_SALE')).find((e) => e.address.region === region && e.general.headType.id === 1);
      expect(estate, `a house for sale in ${region}`).toBeDefined();
      const full = await api.estateDetail(estate!.general.id);
      for (const locale of testLocales) {
        const m = messages[locale];
        await page.goto(`/${locale}/${{ nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' }[locale]}/${estate!.general.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(full.general.title[locale] ?? '');
        await expect(page.getByRole('heading', { level: 2, name: m.Fields.groups.general })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: m.Energy.title, exact: true })).toBeVisible();
        const energy = page.locator('section.energy');
        // Flood scores are Flemish information: hidden for Walloon estates.
        const hasFloodScore = full.energy.floodingScoreBuilding !== null;
        if (region === 'WALLONIA') await expect(energy.getByText(m.Energy.floodingBuilding)).toHaveCount(0);
        else if (hasFloodScore) await expect(energy.getByText(m.Energy.floodingBuilding)).toBeVisible();
      }
    });
  }
});

test('a rental hides what the spec hides for TO_RENT', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const rental = (await api.estatesWithStatus('TO_RENT')).find((e) => e.general.headType.id === 2);
  const full = await api.estateDetail(rental!.general.id);
  expect(full.fields.certification?.electrical_certificate ?? full.energy.certificateElectricity).toBeTruthy();
  await page.goto(`/nl/aanbod/${rental!.general.id}`);
  await expect(page.getByRole('heading', { level: 2, name: nl.Fields.groups.general })).toBeVisible();
  await expect(page.getByText(nl.Energy.electricity, { exact: true })).toHaveCount(0);
  await expect(page.getByText(nl.Fields.labels.certification.electrical_certificate, { exact: true })).toHaveCount(0);
  await expect(page.getByText(nl.Fields.labels.planning.town_planning_permit, { exact: true })).toHaveCount(0);
});

test('a project lists its units by floor and a unit page links back to it', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const group = await api.firstProjectGroup();
  const projectTitle = group.project.general.title.nl ?? '';
  await page.goto(`/nl/aanbod/${group.project.general.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectTitle);
  const tables = page.locator('table');
  await expect(tables.first()).toBeVisible();
  const unitLinks = page.locator('table a');
  await expect(unitLinks).toHaveCount(group.children.length);
  await unitLinks.first().click();
  await expect(page).toHaveURL(new RegExp(`/nl/aanbod/${group.project.general.id}/[^/]+/\\d+$`));
  await page.getByRole('link', { name: nl.EstateDetail.backToProject.replace('{title}', projectTitle) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectTitle);
});

test('the lightbox opens on a photo and navigates with the keyboard', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const estate = await api.firstEstate({ status: ['FOR_SALE'] });
  await page.goto(`/nl/aanbod/${estate.general.id}`);
  // The lightbox's code is not part of the page until it is opened.
  await expect(page.locator('.yarl__root')).toHaveCount(0);
  const showAll = page.getByRole('button', { name: /Bekijk alle \d+ foto's/ });
  await expect(showAll).toBeVisible();
  const total = Number(/\d+/.exec((await showAll.textContent()) ?? '')?.[0]);
  await showAll.click();
  const lightbox = page.locator('.yarl__root');
  await expect(lightbox).toBeVisible();
  const current = () => lightbox.locator('.yarl__slide_current img').getAttribute('src');
  const first = await current();
  // Where the visitor is, and a thumbnail per photo to jump to.
  await expect(lightbox.locator('.yarl__counter')).toHaveText(`1 / ${total}`);
  // The strip shows the thumbnails around the current photo, the current one marked.
  const strip = lightbox.getByRole('navigation', { name: nl.Gallery.thumbnails });
  await expect(strip.getByRole('button').first()).toBeVisible();
  await expect(strip.locator('[aria-current="true"]')).toHaveAccessibleName(formatMessage('nl', nl.Gallery.slideCounter, { index: 1, total }));
  await page.keyboard.press('ArrowRight');
  await expect.poll(current).not.toBe(first);
  await expect(lightbox.locator('.yarl__counter')).toHaveText(`2 / ${total}`);
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
});

test('share links appear only after cookie consent', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const estate = await api.firstEstate();
  await page.goto(`/nl/aanbod/${estate.general.id}`);
  await expect(page.getByText(nl.Share.consentNeeded)).toBeVisible();
  await expect(page.getByRole('link', { name: /Facebook/ })).toHaveCount(0);
  await page.getByRole('button', { name: nl.Consent.accept }).click();
  await expect(page.getByRole('link', { name: /Facebook/ })).toBeVisible();
  // Sharing on WhatsApp, not the contact card's WhatsApp chat with the agent (which needs no consent).
  await expect(page.getByRole('link', { name: formatMessage('nl', nl.Share.shareOn, { provider: 'WhatsApp' }) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: /LinkedIn/ })).toBeVisible();
  await expect(page.getByRole('button', { name: nl.Consent.accept })).toHaveCount(0);
});

test('similar estates load when scrolled into view, and the map only then loads Leaflet', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  // A house for sale has peers (a lone garage box may have none, and then the block hides).
  const estate = await api.firstEstate({ status: ['FOR_SALE'], type: [1] });
  await page.goto(`/nl/aanbod/${estate.general.id}`);
  expect(await page.evaluate(() => 'L' in window)).toBe(false);
  const similar = page.getByRole('heading', { level: 2, name: nl.SimilarEstates.heading });
  await similar.scrollIntoViewIfNeeded();
  await expect(page.locator('section').filter({ has: similar }).locator('article.estate-card').first()).toBeVisible();
  const ids = await page.locator('section').filter({ has: similar }).locator('article.estate-card').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-estate-id'))));
  expect(ids).not.toContain(estate.general.id);
  await expect.poll(() => page.evaluate(() => 'L' in window)).toBe(true);
});

test('the page carries canonical, hreflang with localised slugs and listing JSON-LD', async ({ request }) => {
  const api = await DemoApi.forHost(request);
  const estate = await api.firstEstate({ status: ['FOR_SALE'] });
  const response = await request.get(`/fr/offre/${estate.general.id}`);
  const html = await response.text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(canonical).toMatch(new RegExp(`^http://localhost:3100/fr/offre/${estate.general.id}/[a-z0-9-]+-a-`));
  for (const [lang, base] of [['nl', 'aanbod'], ['en', 'offer'], ['de', 'angebot']] as const) {
    const href = new RegExp(`<link rel="alternate" hrefLang="${lang}" href="http://localhost:3100/${lang}/${base}/${estate.general.id}/([a-z0-9-]+)"`).exec(html)?.[1];
    expect(href, lang).toBeDefined();
    // Every alternate is itself canonical: following it lands without a redirect.
    expect((await request.get(`/${lang}/${base}/${estate.general.id}/${href}`, { maxRedirects: 0 })).status()).toBe(200);
  }
  // The breadcrumb trail has its own structured data: the listing's is the one of type RealEstateListing.
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string; name: string; offers?: { priceCurrency: string }; itemListElement?: { item: string }[] },
  );
  const data = scripts.find((script) => script['@type'] === 'RealEstateListing');
  expect(data?.name).toBe(estate.general.title.fr);
  expect(data?.offers?.priceCurrency).toBe('EUR');
  // Home › offer › (the listing's landing pages, when it has them) › the listing.
  const trail = scripts.find((script) => script['@type'] === 'BreadcrumbList')?.itemListElement?.map((step) => step.item) ?? [];
  expect(trail.slice(0, 2)).toEqual(['http://localhost:3100/fr', 'http://localhost:3100/fr/offre']);
  expect(trail.at(-1)).toBe(canonical);
  for (const landing of trail.slice(2, -1)) expect(landing).toMatch(/^http:\/\/localhost:3100\/fr\/offre\/a-(vendre|louer)\//);
});

test('a unit id that is not a child of the project is the localised 404', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const group = await api.firstProjectGroup();
  const stranger = await api.firstEstate();
  const response = await page.goto(`/nl/aanbod/${group.project.general.id}/slug/${stranger.general.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.NotFound.title);
});

test('an estate under the VAT regime hides its prices in the financial details', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const projects = await api.search({ filter: { query: { terms: { type: [10] } } }, limit: 20, offset: 0 });
  let found: { project: number; unit: EstateDetail } | undefined;
  for (const project of projects.results) {
    const response = await request.get(`/demo-api/sites/${api.site.id}/estates/group/${project.general.id}`, { headers: { 'X-SITE': String(api.site.id) } });
    const group = (await response.json()) as { children: EstateSummary[] };
    for (const child of group.children.slice(0, 4)) {
      const full = await api.estateDetail(child.general.id);
      if (full.fields.financial?.vat_regime === true && full.fields.financial.price != null) {
        found = { project: project.general.id, unit: full };
        break;
      }
    }
    if (found) break;
  }
  expect(found, 'a unit under the VAT regime with a price field').toBeDefined();
  await page.goto(`/nl/aanbod/${found!.project}/slug/${found!.unit.general.id}`);
  const financial = page.locator('section').filter({ has: page.locator('#field-group-financial') });
  await expect(financial).toBeVisible();
  await expect(financial.getByText(nl.Fields.labels.financial.vat_regime, { exact: true })).toBeVisible();
  await expect(financial.getByText(nl.Fields.labels.financial.price, { exact: true })).toHaveCount(0);
});

test('facilities, surroundings and build technicals are listed', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const candidates = await api.estatesWithStatus('FOR_SALE');
  let shown: EstateDetail | undefined;
  for (const candidate of candidates.slice(0, 15)) {
    const full = await api.estateDetail(candidate.general.id);
    if (full.facilities.length > 0 && full.environments.length > 0) {
      shown = full;
      break;
    }
  }
  expect(shown).toBeDefined();
  await page.goto(`/nl/aanbod/${shown!.general.id}`);
  const section = page.locator('section.features');
  await expect(section.getByRole('heading', { name: nl.Features.facilities })).toBeVisible();
  await expect(section.getByText(shown!.facilities[0]!.name, { exact: true })).toBeVisible();
  await expect(section.getByRole('heading', { name: nl.Features.environment })).toBeVisible();
});

test('a listing with every optional part missing still renders, and each empty section hides', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const all = await api.search({ filter: { query: {} }, limit: null, offset: 0 });
  const bare = all.results.find((e) => e.pictures.length === 0 && e.address.location === null && e.surfaces.livable === null);
  expect(bare, 'the seeded bare listing').toBeDefined();
  const response = await page.goto(`/nl/aanbod/${bare!.general.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bare!.general.title.nl ?? '');
  await expect(page.getByText(nl.EstateCard.priceOnRequest)).toBeVisible();
  await expect(page.getByText(nl.EstateDetail.addressOnRequest, { exact: false })).toBeVisible();
  // No gallery, description, field groups, features, energy or map: each section left out, not shown empty.
  await expect(page.getByRole('button', { name: /foto/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: nl.EstateDetail.description })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: nl.Fields.groups.general })).toHaveCount(0);
  await expect(page.locator('section.features')).toHaveCount(0);
  await expect(page.locator('section.energy')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Kaart/ })).toHaveCount(0);
  // The contact card falls back to the office.
  await expect(page.locator('aside')).toContainText(api.site.contact.phone);
});
