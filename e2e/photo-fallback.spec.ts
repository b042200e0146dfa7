import { expect, test } from '@playwright/test';

// A photo the browser cannot load (the network, the image optimizer) becomes the neutral placeholder with
// its name (components/ui/photo-fallback.tsx): never a broken-image icon, whether it failed before the
// page's script ran (the first card's, preloaded) or after (a card's photo loaded as the visitor scrolls).

test('with every photo failing, each card on the home page shows the placeholder and keeps its name', async ({ page }) => {
  await page.route('**/_next/image?**', (route) => route.abort('connectionfailed'));
  await page.goto('/nl');
  const photos = page.locator('article.estate-card img[data-photo]');
  const count = await photos.count();
  expect(count).toBeGreaterThan(1);

  // The first card's photo fails at once; the last one's only once it comes near the screen.
  await expect(photos.first()).toHaveAttribute('data-photo-failed', '');
  await photos.last().scrollIntoViewIfNeeded();
  await expect(photos.last()).toHaveAttribute('data-photo-failed', '');
  for (let i = 0; i < count; i++) {
    const photo = photos.nth(i);
    await expect(photo).toHaveClass(/\bphoto-placeholder\b/);
    await expect(photo).toHaveAttribute('alt', /\S/);
    // A box the size of the photo, not a collapsed broken image.
    expect((await photo.boundingBox())?.height ?? 0).toBeGreaterThan(50);
  }
  // Still an image with its name to assistive technology (other journeys may add listings of the same name).
  await expect(photos.first()).toHaveRole('img');
  await expect(photos.first()).toHaveAccessibleName((await photos.first().getAttribute('alt'))!);
});

test('a photo that loads is left as it is', async ({ page }) => {
  await page.goto('/nl');
  const first = page.locator('article.estate-card img[data-photo]').first();
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(first).not.toHaveAttribute('data-photo-failed');
  await expect(first).toHaveAttribute('srcset', /\/_next\/image\?url=/);
});
