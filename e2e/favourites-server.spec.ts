// The favourites page in the server HTML (docs/decisions/0051-favourites.md): a cookie that
// mirrors the visitor's list for that page alone lets the server render the first cards, so the largest photo
// is in the HTML and asked for first, the browser asks no route for them, and a view costs the site API at most
// one cached estate call per favourite.
import { expect, test } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { FAKE_API_PORT, unlistedEstate } from './support/fake-site-api';
import { messages } from './support/messages';

const t = createTranslator({ locale: 'nl', messages: messages.nl, namespace: 'Favourites' });
/** The server on the fake site API, which counts and can hang its calls (e2e/support/fake-site-api.ts). */
const CONTRACT = 'http://localhost:3102';
const FAKE_API = `http://127.0.0.1:${FAKE_API_PORT}`;

/** The card elements of some HTML, each up to the next one. */
function cardsIn(html: string): string[] {
  return html.split('<article class="estate-card"').slice(1);
}

test('a heart writes the cookie that puts the card, its photo asked for first, in the favourites page’s server HTML', async ({ page, context }) => {
  await page.goto('/nl');
  const card = page.getByRole('main').getByRole('article').first();
  const heading = card.getByRole('heading');
  await expect(heading).not.toHaveText('');
  const title = (await heading.textContent())?.trim() ?? '';
  const id = Number(/\/nl\/aanbod\/(\d+)\//.exec((await card.getByRole('link').first().getAttribute('href')) ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  const heart = card.getByRole('button', { name: t('addTitled', { title }), exact: true });
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(card.getByRole('button', { name: t('removeTitled', { title }), exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Sent with the favourites page of each language, and with no other page.
  const mirrors = (await context.cookies()).filter((cookie) => cookie.name === 'favourites');
  expect(mirrors.map((cookie) => cookie.path).sort()).toEqual(['/de/favoriten', '/en/favorites', '/fr/favoris', '/nl/favorieten']);
  expect(mirrors.every((cookie) => cookie.value === String(id))).toBe(true);

  // page.request shares the browser's cookies: this is what the browser gets before any script runs.
  for (const [path, detail] of [['/nl/favorieten', '/nl/aanbod/'], ['/fr/favoris', '/fr/offre/']] as const) {
    const html = (await (await page.request.get(path)).text()).toLowerCase();
    const cards = cardsIn(html);
    expect(cards, path).toHaveLength(1);
    expect(cards[0], path).toContain(`data-estate-id="${id}"`);
    expect(cards[0], path).toContain(`href="${detail}${id}/`);
    expect(cards[0], path).toMatch(/<img[^>]*fetchpriority="high"/);
    expect(cards[0], path).not.toContain('loading="lazy"');
    expect(html, path).not.toContain('estate-card--skeleton');
    const photoPreloads = (html.match(/<link rel="preload"[^>]*as="image"[^>]*>/g) ?? []).filter((link) => !link.includes('site-assets'));
    expect(photoPreloads, path).toHaveLength(1);
  }

  // The cards came with the page: the browser asks the estate route for none of them.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/nl/estate/')) asked.push(request.url());
  });
  await page.goto('/nl/favorieten');
  const listed = page.getByRole('main').getByRole('article');
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole('button', { name: t('removeTitled', { title }), exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('main').getByText(t('count', { count: 1 }), { exact: true })).toBeVisible();
  expect(asked).toEqual([]);
});

test('without the cookie the heading and the list’s place are in the server HTML, and the list fills in the browser', async ({ request }) => {
  const html = await (await request.get('/nl/favorieten')).text();
  expect(html).toContain(`<h1>${messages.nl.Favorites.title}</h1>`);
  expect(html).toContain('aria-busy="true"');
  expect(cardsIn(html)).toHaveLength(0);
});

test('an emptied list’s cookie gives the empty state in the server HTML', async ({ request }) => {
  const html = await (await request.get('/nl/favorieten', { headers: { cookie: 'favourites=' } })).text();
  expect(html).toContain(messages.nl.Favourites.empty);
  expect(html).not.toContain('estate-card--skeleton');
});

test('a view costs the site API at most one estate call per favourite, and a warm view none', async ({ request }) => {
  const id = await unlistedEstate();
  const calls = async () => ((await (await request.get(`${FAKE_API}/__fake/calls/${id}`)).json()) as { calls: number }).calls;
  const view = async () => {
    const response = await request.get(`${CONTRACT}/nl/favorieten`, { headers: { cookie: `favourites=${id}` } });
    expect(response.status()).toBe(200);
    expect(cardsIn(await response.text()).map((card) => card.includes(`data-estate-id="${id}"`))).toEqual([true]);
  };
  const before = await calls();
  await view();
  expect(await calls()).toBeLessThanOrEqual(before + 1);
  const warm = await calls();
  for (let i = 0; i < 3; i += 1) await view();
  expect(await calls(), 'warm views read the cached estate').toBe(warm);
});

test('a favourite the site API does not answer costs the visitor at most 3 s: the page comes, and the browser asks again', async ({ request }) => {
  const id = await unlistedEstate();
  await request.post(`${FAKE_API}/__fake/hang/${id}`);
  try {
    const started = Date.now();
    const response = await request.get(`${CONTRACT}/nl/favorieten`, { headers: { cookie: `favourites=${id}` }, timeout: 10_000 });
    expect(Date.now() - started).toBeLessThanOrEqual(3000);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1>${messages.nl.Favorites.title}</h1>`);
    // Kept, as a placeholder the browser fills (or offers to retry), never dropped for a failed read.
    expect(html).toContain('estate-card--skeleton');
    expect(cardsIn(html)).toHaveLength(0);
  } finally {
    await request.delete(`${FAKE_API}/__fake/hang/${id}`);
  }
});
