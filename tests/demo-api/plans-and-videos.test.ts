import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { planSeed } from '@/lib/demo-api/seed';
import { floorPlanFileName } from '@/lib/demo-api/seed/floor-plans';
import { DEMO_PLAN_DOCUMENT, MEDIA_URL, writeMedia } from '@/lib/demo-api/seed/photos';
import { renderPdfFirstPage } from '@/lib/media/pdf-page';
import { estatePlans } from '@/lib/media/plans';
import { videoEmbed } from '@/lib/media/video-embed';
import { NOW, TEST_MEDIA } from './helpers';

describe('demo seed: plans and videos', () => {
  it('gives a fresh start listings with a floor-plan image, a PDF plan, a YouTube video and a Vimeo video', async () => {
    const { estates } = await planSeed(NOW);
    const withImagePlan = estates.filter((row) => estatePlans(row.doc.files).some((plan) => plan.kind === 'image'));
    const withPdfPlan = estates.filter((row) => estatePlans(row.doc.files).some((plan) => plan.kind === 'pdf'));
    const providers = estates.flatMap((row) => row.doc.videos.map((video) => videoEmbed(video.link)?.provider));
    expect(withImagePlan.length).toBeGreaterThan(100);
    expect(withPdfPlan.length).toBeGreaterThan(100);
    expect(providers.filter((provider) => provider === 'YouTube').length).toBeGreaterThan(10);
    expect(providers.filter((provider) => provider === 'Vimeo').length).toBeGreaterThan(10);
    const links = new Set(withImagePlan.flatMap((row) => row.doc.files.map((file) => file.link)));
    expect(links).toContain(`${MEDIA_URL}/${floorPlanFileName(0)}`);
  }, 60_000);

  it('renders the floor-plan images into the media folder at seed time', async () => {
    // The shared test folder: the photos other suites rendered are kept, only what is missing is drawn.
    await writeMedia(TEST_MEDIA, []);
    const meta = await sharp(await readFile(path.join(TEST_MEDIA, floorPlanFileName(0)))).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 800 });
  }, 120_000);

  it('writes a floor-plan PDF for the PDF plans, which the site draws as an image', async () => {
    await writeMedia(TEST_MEDIA, []);
    const page = await renderPdfFirstPage(await readFile(path.join(TEST_MEDIA, DEMO_PLAN_DOCUMENT)), AbortSignal.timeout(30_000));
    expect(await sharp(page).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1131 });
  }, 120_000);
});
