import { expect, test, type Page } from '@playwright/test';
import { messages } from './support/messages';
import { SECOND_HOST } from './support/hosts';

// playwright.config.ts points SOCIAL_FEED_URL at the demo API's stand-in provider: the first agency's token
// is good (demo-1), the second agency's is refused as the real provider refuses an expired one.
const t = messages.nl.SocialFeed;

const feedOf = (page: Page) => page.locator('section.social-feed');

test('the home page shows the agency’s latest posts once the visitor scrolls near them', async ({ page, request }) => {
  const provider = await request.get('/demo-api/social/media?access_token=demo-1');
  const { data } = (await provider.json()) as { data: { media_type: string; caption?: string }[] };
  expect(data.length).toBeGreaterThan(0);

  const feedRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/nl/social-feed') feedRequests.push(r.url());
  });
  await page.goto('/nl');
  const feed = feedOf(page);
  await expect(feed.getByRole('heading', { level: 2 })).toHaveText(t.heading);
  // Idle: below the fold, nothing asked of the provider yet.
  await expect(feed).toHaveAttribute('data-state', 'idle');
  expect(feedRequests).toEqual([]);

  await feed.scrollIntoViewIfNeeded();
  await expect(feed).toHaveAttribute('data-state', 'success');
  const tiles = feed.locator('.social-feed__tile');
  await expect(tiles).toHaveCount(data.length);
  await expect(feed.getByText(t.video)).toHaveCount(data.filter((post) => post.media_type === 'VIDEO').length);
  // The pictures really load, and each says what it shows.
  const first = tiles.first().locator('img');
  await expect(first).toHaveAttribute('alt', /\S/);
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // A post opens at the provider, in a new tab, and says so.
  await expect(tiles.first()).toHaveAttribute('target', '_blank');
  await expect(tiles.first()).toContainText(t.opensInNewTab);
  expect(feedRequests).toHaveLength(1);
});

test('while the posts load, the block says so and shows placeholders', async ({ page }) => {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/nl/social-feed', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/nl');
  const feed = feedOf(page);
  await feed.scrollIntoViewIfNeeded();
  await expect(feed).toHaveAttribute('data-state', 'loading');
  await expect(feed).toHaveAttribute('aria-busy', 'true');
  await expect(feed.getByRole('status')).toHaveText(t.loading);
  await expect(feed.locator('.social-feed__placeholder').first()).toBeVisible();
  release();
  await expect(feed).toHaveAttribute('data-state', 'success');
  await expect(feed).toHaveAttribute('aria-busy', 'false');
});

test('a provider that refuses the agency’s token gives the feed’s error state, and the page stays whole', async ({ page }) => {
  await page.goto(`http://${SECOND_HOST}:3100/nl`);
  const feed = feedOf(page);
  await feed.scrollIntoViewIfNeeded();
  await expect(feed).toHaveAttribute('data-state', 'error');
  await expect(feed.getByRole('alert')).toContainText(t.error);
  // The rest of the page is there, the listings above the feed included.
  await expect(page.locator('.estate-card').first()).toBeVisible();

  // A retry asks again, shows the loading state, and lands on the error once more.
  const retried = page.waitForResponse((r) => new URL(r.url()).pathname === '/nl/social-feed');
  await feed.getByRole('button', { name: t.retry }).click();
  expect((await retried).status()).toBe(502);
  await expect(feed).toHaveAttribute('data-state', 'error');
  await expect(feed.getByRole('heading', { level: 2 })).toBeFocused();
});

test('the provider’s address and token never reach the browser', async ({ request }) => {
  const html = await (await request.get('/nl')).text();
  const answer = await (await request.get('/nl/social-feed')).text();
  for (const text of [html, answer]) {
    expect(text).not.toContain('access_token');
    expect(text).not.toContain('demo-1');
  }
});
