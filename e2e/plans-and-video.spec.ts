import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { pickLocalized } from '@/lib/rules/localized';
import type { EstateDetail } from '@/lib/site-api/schemas';
import { CONTRACT_PORT } from '../playwright.config';
import { DemoApi } from './support/demo-api';
import { fake } from './support/fake-site-api';
import { formatMessage, messages, testLocales } from './support/messages';
import { localisedPath } from './support/paths';

// Floor plans in the gallery and videos in the page (docs/decisions/0062-plans-and-video.md), on the demo,
// and a broken PDF plan on the fake site API (e2e/support/fake-site-api.ts).
const nl = messages.nl;

/** The first listing for sale among the newest fifty whose detail matches. */
async function findEstate(request: APIRequestContext, matches: (detail: EstateDetail) => boolean): Promise<EstateDetail> {
  const api = await DemoApi.forHost(request);
  const found = await api.search({ filter: { query: { terms: { status: ['FOR_SALE'] } } }, sort: { type: 'date', order: 'DESC' }, limit: 50, offset: 0 });
  for (const estate of found.results.filter((e) => !e.general.project)) {
    const detail = await api.estateDetail(estate.general.id);
    if (matches(detail)) return detail;
  }
  throw new Error('no such listing among the newest fifty');
}

const isPlanImage = (file: EstateDetail['files'][number]) => file.type === 'PLAN' && /\.png$/.test(file.link);
const hasPlanImage = (detail: EstateDetail) => detail.files.some(isPlanImage);
const hasPlanPdf = (detail: EstateDetail) => detail.files.some((file) => file.type === 'PLAN' && /\.pdf$/.test(file.link));
const hasVideo = (host: string) => (detail: EstateDetail) => detail.videos.some((video) => video.link.includes(host));

/** The picture has arrived and is one (not a broken image). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

test('a PDF plan shows as the image of its first page and opens as a slide with a link to the PDF', async ({ page, request }) => {
  const estate = await findEstate(request, hasPlanPdf);
  await page.goto(`/nl/aanbod/${estate.general.id}`);
  const pdfTitle = 'Grondplannen';
  const tile = page.getByRole('list', { name: nl.Gallery.plans }).getByRole('button', { name: formatMessage('nl', nl.Gallery.openPlan, { title: pdfTitle }) });
  // Decorative in the tile (the button names the plan): alt="".
  const preview = tile.getByRole('presentation');
  // next/image sets the src again once hydrated, which makes the attribute absolute.
  await expect(preview).toHaveAttribute('src', /\/remote-photos\/pdf\/[\w-]+$/);
  await expectLoaded(preview);
  const src = new URL((await preview.getAttribute('src'))!, page.url()).pathname;
  const drawn = await request.get(src);
  expect(drawn.headers()['content-type']).toBe('image/webp');
  expect(drawn.headers()['cache-control']).toContain('max-age=86400');

  await tile.click();
  const slide = page.locator('.yarl__root .yarl__slide_current');
  const image = slide.getByRole('img', { name: formatMessage('nl', nl.Gallery.planAlt, { title: pdfTitle }) });
  await expect(image).toHaveAttribute('src', src);
  await expectLoaded(image);
  await expect(slide.getByRole('link', { name: `${nl.Gallery.openPdf} ${nl.Gallery.newTab}` })).toHaveAttribute('href', /\/demo-api\/media\/doc-\d+-plan\.pdf$/);
  await page.keyboard.press('Escape');
  // The PDF stays downloadable among the documents.
  const documents = page.getByRole('region', { name: nl.Media.documents });
  await expect(documents.getByRole('link', { name: new RegExp(`^${nl.Media.download}\\s*: ${pdfTitle}$`) })).toHaveAttribute('href', /doc-\d+-plan\.pdf$/);
});

test('a PDF plan the site cannot draw stays a tile that opens the document', async ({ page }) => {
  await page.goto(`http://localhost:${CONTRACT_PORT}/nl/aanbod/701`);
  const plans = page.getByRole('list', { name: nl.Gallery.plans });
  await plans.scrollIntoViewIfNeeded();
  const documentTile = plans.getByRole('link', { name: `${nl.Gallery.plan} ${fake.brokenPlanComment} ${nl.Gallery.planPdfNote}` });
  await expect(documentTile).toHaveAttribute('href', fake.brokenPlanPdf);
  await expect(documentTile).toHaveAttribute('target', '_blank');
  await expect(plans.getByRole('button', { name: formatMessage('nl', nl.Gallery.openPlan, { title: fake.brokenPlanComment }) })).toHaveCount(0);
  // The image plan beside it still opens the lightbox, as the only plan slide.
  await plans.getByRole('button', { name: formatMessage('nl', nl.Gallery.openPlan, { title: fake.planComment }) }).click();
  await expect(page.locator('.yarl__root .yarl__slide_current').getByRole('img', { name: formatMessage('nl', nl.Gallery.planAlt, { title: fake.planComment }) })).toBeVisible();
});

test('before consent a video is a poster and a link; "play here" asks for cookies and nothing of YouTube loads', async ({ page, request }) => {
  const estate = await findEstate(request, hasVideo('youtube.com'));
  const thirdParty: string[] = [];
  page.on('request', (sent) => {
    if (/youtube|ytimg|vimeo/.test(new URL(sent.url()).hostname)) thirdParty.push(sent.url());
  });
  await page.goto(`/nl/aanbod/${estate.general.id}`);
  const videos = page.getByRole('region', { name: nl.Media.videos });
  await expect(videos.getByRole('link', { name: /YouTube/ })).toHaveAttribute('href', /youtube\.com\/watch/);
  await expect(videos.locator('iframe')).toHaveCount(0);
  const play = videos.getByRole('button', { name: nl.Media.playHere });
  await expect(play).toHaveAccessibleDescription(formatMessage('nl', nl.Media.playHereNote, { provider: 'YouTube' }));
  await page.getByRole('button', { name: nl.Consent.refuse }).click();
  await play.click();
  await expect(page.getByRole('button', { name: nl.Consent.accept })).toBeVisible();
  await expect(videos.locator('iframe')).toHaveCount(0);
  expect(thirdParty).toEqual([]);
});

// Both in one visit per language: a listing with a drawn plan and a YouTube video.
for (const locale of testLocales) {
  test(`in ${locale}, a floor plan follows the photos and opens in the lightbox with its title; after consent a YouTube video plays in the page through youtube-nocookie.com`, async ({ page, request }) => {
    const m = messages[locale];
    const estate = await findEstate(request, (detail) => hasPlanImage(detail) && hasVideo('youtube.com')(detail));
    // The agency's caption, in the visitor's language.
    const planTitle = (await (await DemoApi.forHost(request)).estateDetail(estate.general.id, locale)).files.find(isPlanImage)!.comment!;
    await page.goto(localisedPath('/estates/[estateId]', locale, estate.general.id));
    const plans = page.getByRole('list', { name: m.Gallery.plans });
    await expect(plans).toBeVisible();
    await plans.getByRole('button', { name: formatMessage(locale, m.Gallery.openPlan, { title: planTitle }) }).click();
    const lightbox = page.locator('.yarl__root');
    await expect(lightbox).toBeVisible();
    const alt = formatMessage(locale, m.Gallery.planAlt, { title: planTitle });
    await expect(lightbox.locator('.yarl__slide_current').getByRole('img', { name: alt })).toHaveAttribute('src', /plan-\d\.png$/);
    await expect(lightbox).toContainText(alt);
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);

    const videos = page.getByRole('region', { name: m.Media.videos });
    await videos.getByRole('button', { name: m.Media.playHere }).click();
    await page.getByRole('button', { name: m.Consent.accept }).click();
    const frame = videos.getByTitle(formatMessage(locale, m.Media.videoOf, { title: pickLocalized(estate.general.title, locale) }));
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toBeFocused();
  });
}

test('after consent a Vimeo video plays through player.vimeo.com with do-not-track, on this visit and the next', async ({ page, request }) => {
  const estate = await findEstate(request, hasVideo('vimeo.com'));
  await page.goto(`/nl/aanbod/${estate.general.id}`);
  await page.getByRole('button', { name: nl.Consent.accept }).click();
  const videos = page.getByRole('region', { name: nl.Media.videos });
  await expect(videos.locator('iframe')).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\/\d+\?dnt=1$/);
  await expect(videos.getByRole('link', { name: /Vimeo/ })).toBeVisible();
  // The choice holds on the next visit.
  await page.reload();
  await expect(videos.locator('iframe')).toHaveAttribute('src', /player\.vimeo\.com/);
});
