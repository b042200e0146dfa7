import { expect, test, type Locator, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { DemoApi } from './support/demo-api';
import { messages, testLocales } from './support/messages';

const t = createTranslator({ locale: 'nl', messages: messages.nl, namespace: 'Favourites' });
const favouritesPath = { nl: '/nl/favorieten', fr: '/fr/favoris', en: '/en/favorites', de: '/de/favoriten' } as const;

/** The estate card with this title (cards are articles named by their heading). */
function cardTitled(page: Page, title: string): Locator {
  return page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

function heartOf(card: Locator, title: string, on: boolean): Locator {
  return card.getByRole('button', { name: t(on ? 'removeTitled' : 'addTitled', { title }), exact: true });
}

async function firstHomeCardTitle(page: Page): Promise<string> {
  const heading = page.getByRole('main').getByRole('article').first().getByRole('heading');
  await expect(heading).not.toHaveText('');
  return (await heading.textContent())?.trim() ?? '';
}

async function storeFavourites(page: Page, ids: number[]) {
  // Any page of the site will do: storage is per origin.
  await page.goto('/nl');
  await page.evaluate((value) => localStorage.setItem('favourites', value), JSON.stringify(ids));
}

test('a heart on a home card survives a reload and puts the estate on the favourites page', async ({ page }) => {
  await page.goto('/nl');
  const title = await firstHomeCardTitle(page);
  const card = cardTitled(page, title);

  const heart = heartOf(card, title, false);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // Enabled once hydrated: a click before that would be lost.
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(heartOf(card, title, true)).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(heartOf(card, title, true)).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/nl/favorieten');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.nl.Favorites.title);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await expect(cardTitled(page, title)).toBeVisible();
  await expect(heartOf(cardTitled(page, title), title, true)).toHaveAttribute('aria-pressed', 'true');
});

test('the heart beside the heading of a detail page keeps the estate too', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const estate = await api.firstEstate({ status: ['FOR_SALE'] });
  await page.goto(`/nl/aanbod/${estate.general.id}`);
  const heart = page.getByRole('button', { name: t('add'), exact: true });
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(page.getByRole('button', { name: t('remove'), exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/nl/favorieten');
  await expect(page.getByRole('main').getByRole('article').getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`^/nl/aanbod/${estate.general.id}/`),
  );
});

test('another tab follows the favourites without a reload', async ({ page, context }) => {
  await page.goto('/nl');
  const title = await firstHomeCardTitle(page);
  const other = await context.newPage();
  await other.goto('/nl/favorieten');
  await expect(other.getByText(t('empty'))).toBeVisible();

  const heart = heartOf(cardTitled(page, title), title, false);
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(cardTitled(other, title)).toBeVisible();

  // And back: taking it off in the favourites tab unpresses the heart on the home tab.
  await heartOf(cardTitled(other, title), title, true).click();
  await expect(other.getByText(t('empty'))).toBeVisible();
  await expect(heartOf(cardTitled(page, title), title, false)).toHaveAttribute('aria-pressed', 'false');
  await other.close();
});

test('clear all asks for confirmation, then leaves the empty state', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const result = await api.search({
    filter: { query: { terms: { status: ['FOR_SALE'] } } },
    sort: { type: 'date', order: 'DESC' },
    limit: 2,
    offset: 0,
  });
  const ids = result.results.map((estate) => estate.general.id);
  expect(ids).toHaveLength(2);
  await storeFavourites(page, ids);

  await page.goto('/nl/favorieten');
  const main = page.getByRole('main');
  await expect(main.getByRole('article')).toHaveCount(2);

  await main.getByRole('button', { name: t('clearAll'), exact: true }).click();
  const confirm = main.getByRole('group', { name: t('confirmClear', { count: 2 }) });
  // The safe answer has focus, and nothing is gone yet.
  await expect(confirm.getByRole('button', { name: t('cancel'), exact: true })).toBeFocused();
  await expect(main.getByRole('article')).toHaveCount(2);

  await confirm.getByRole('button', { name: t('confirmClearYes'), exact: true }).click();
  await expect(main.getByText(t('empty'))).toBeVisible();
  await expect(main.getByRole('status')).toHaveText(t('cleared'));
  await expect(main.getByRole('link', { name: t('browseEstates'), exact: true })).toHaveAttribute('href', '/nl/aanbod');
  await expect(main.getByRole('article')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('favourites'))).toBeNull();

  await page.reload();
  await expect(main.getByText(t('empty'))).toBeVisible();
});

test('a favourite that no longer exists is taken off with a polite notice; a sold one stays, marked sold, until removed', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const available = await api.firstEstate({ status: ['FOR_SALE'] });
  const sold = await api.firstEstate({ status: ['SOLD'] });
  await storeFavourites(page, [999999999, sold.general.id, available.general.id]);

  await page.goto('/nl/favorieten');
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toContainText(t('removedMissing', { count: 1 }));
  await expect(main.getByRole('article')).toHaveCount(2);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('favourites'))).toBe(JSON.stringify([sold.general.id, available.general.id]));
  const soldItem = main.getByRole('listitem').filter({ hasText: t('closed', { status: 'SOLD' }) });
  await expect(soldItem.getByRole('article').getByRole('link').first()).toHaveAttribute('href', new RegExp(`^/nl/aanbod/${sold.general.id}/`));

  // Still there on the next visit, until the visitor takes it off with its heart.
  await page.reload();
  await expect(soldItem).toHaveCount(1);
  await soldItem.getByRole('button', { name: new RegExp(`^${t('remove')}`) }).click();
  await expect(main.getByRole('article')).toHaveCount(1);
  await expect(main.getByText(t('closed', { status: 'SOLD' }))).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('favourites'))).toBe(JSON.stringify([available.general.id]));
});

test('the favourites page speaks every language at its localised path', async ({ page }) => {
  for (const locale of testLocales) {
    await page.goto(favouritesPath[locale]);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].Favorites.title);
    await expect(page.getByRole('main').getByText(messages[locale].Favourites.empty)).toBeVisible();
  }
});

test('the estate ajax route answers a card, or a JSON 404', async ({ request }) => {
  const api = await DemoApi.forHost(request);
  const estate = await api.firstEstate({ status: ['FOR_SALE'] });

  const found = await request.get(`/fr/estate/${estate.general.id}`);
  expect(found.status()).toBe(200);
  expect(found.headers()['cache-control']).toBe('private, max-age=60');
  const answer = (await found.json()) as { card: { id: number; href: string }; available: boolean };
  expect(answer.available).toBe(true);
  expect(answer.card.id).toBe(estate.general.id);
  expect(answer.card.href).toMatch(new RegExp(`^/fr/offre/${estate.general.id}/`));

  for (const path of ['/nl/estate/999999999', '/nl/estate/abc', '/nl/estate/0']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()['content-type'], path).toContain('application/json');
  }
});
