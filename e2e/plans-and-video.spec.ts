import { expect, test, type APIRequestContext } from '@playwright/test';
import { pickLocalized } from '@/lib/rules/localized';
import type { EstateDetail } from '@/lib/site-api/schemas';
import { DemoApi } from './support/demo-api';
import { formatMessage, messages, testLocales } from './support/messages';
import { localisedPath } from './support/paths';

// Floor plans in the gallery and videos in the page (docs/decisions/0062-plans-and-video.md), on the demo.
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
const hasVideo = (host: string) => (detail: EstateDetail) => detail.videos.some((video) => video.link.includes(host));

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
    await expect(plans.getByRole('link', { name: /PDF/ })).toHaveAttribute('href', /\.pdf$/);
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
