// The demo photos: a pool of generated scenes rendered to JPEG with sharp at seed time (no network),
// portraits of the sales representatives, floor plans and a small PDF the estates' documents point at.
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { drawFloorPlan, FLOOR_PLAN_COUNT, floorPlanFileName } from './floor-plans';
import { demoPdf, floorPlanPdf } from './pdf-documents';
import { drawPortrait, drawScene, SCENE_HEIGHT, SCENE_WIDTH, type SceneCategory } from './scenes';

/** Bump when the drawings change: file names carry it, so long-cached old files are never reused. */
const STYLE = 'v1';

/** URL prefix of files served by GET /demo-api/media/{file}. */
export const MEDIA_URL = '/demo-api/media';

export const photoSizes = {
  large: { width: SCENE_WIDTH, height: SCENE_HEIGHT, suffix: '' },
  thumbnail: { width: 600, height: 400, suffix: '-thumb' },
} as const;
export type PhotoSize = keyof typeof photoSizes;

const poolCounts: Record<SceneCategory, number> = {
  house: 10,
  villa: 5,
  farm: 4,
  townhouse: 5,
  apartment: 6,
  living: 6,
  kitchen: 5,
  bedroom: 5,
  bathroom: 4,
  coast: 4,
  ardennes: 4,
  meadow: 2,
  commercial: 2,
  office: 2,
  warehouse: 2,
  garage: 2,
};

export type PoolPhoto = { key: string; category: SceneCategory };

export const photoPool: readonly PoolPhoto[] = Object.entries(poolCounts).flatMap(([category, count]) =>
  Array.from({ length: count }, (_, i) => ({
    key: `${STYLE}-${category}-${String(i + 1).padStart(2, '0')}`,
    category: category as SceneCategory,
  })),
);

export function poolOf(category: SceneCategory): readonly PoolPhoto[] {
  return photoPool.filter((p) => p.category === category);
}

export function photoFileName(key: string, size: PhotoSize): string {
  return `${key}${photoSizes[size].suffix}.jpg`;
}

export const photoUrl = (key: string, size: PhotoSize) => `${MEDIA_URL}/${photoFileName(key, size)}`;

export type Portrait = { key: string; feminine: boolean };
export const portraitKey = (siteId: number, index: number) => `${STYLE}-rep-${siteId}-${index + 1}`;
export const portraitUrl = (key: string) => `${MEDIA_URL}/${key}.jpg`;

/** Every estate document links here; the media handler serves this one file for `doc-*.pdf`… */
export const DEMO_DOCUMENT = 'demo-document.pdf';
/** …but this one for the PDF plans, `doc-*-plan.pdf`: a drawing the gallery shows as an image. */
export const DEMO_PLAN_DOCUMENT = 'demo-plan.pdf';
export const documentUrl = (estateId: number, type: string) => `${MEDIA_URL}/doc-${estateId}-${type.toLowerCase()}.pdf`;
export const floorPlanUrl = (variant: number) => `${MEDIA_URL}/${floorPlanFileName(variant)}`;

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** Writes through a temporary name so a reader (or a parallel seed) never sees half a file. */
async function writeAtomic(file: string, bytes: Buffer | string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

async function renderPoolPhoto(dir: string, photo: PoolPhoto): Promise<void> {
  const large = path.join(dir, photoFileName(photo.key, 'large'));
  const thumb = path.join(dir, photoFileName(photo.key, 'thumbnail'));
  if ((await exists(large)) && (await exists(thumb))) return;
  const raw = await sharp(Buffer.from(drawScene(photo.category, photo.key)))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const input = () => sharp(raw.data, { raw: raw.info });
  await writeAtomic(large, await input().jpeg({ quality: 82, progressive: true }).toBuffer());
  await writeAtomic(thumb, await input().resize(photoSizes.thumbnail.width, photoSizes.thumbnail.height).jpeg({ quality: 80 }).toBuffer());
}

async function renderPortrait(dir: string, portrait: Portrait): Promise<void> {
  const file = path.join(dir, `${portrait.key}.jpg`);
  if (await exists(file)) return;
  const bytes = await sharp(Buffer.from(drawPortrait(portrait.key, portrait.feminine))).jpeg({ quality: 85 }).toBuffer();
  await writeAtomic(file, bytes);
}

/** Runs tasks with at most `limit` at a time: sharp already uses a thread per call. */
async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function renderFloorPlan(dir: string, variant: number): Promise<void> {
  const file = path.join(dir, floorPlanFileName(variant));
  if (await exists(file)) return;
  await writeAtomic(file, await sharp(Buffer.from(drawFloorPlan(variant))).png({ palette: true, compressionLevel: 9 }).toBuffer());
}

/** Renders whatever is missing in the media folder. */
export async function writeMedia(dir: string, portraits: readonly Portrait[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  await inParallel(photoPool, 2, (photo) => renderPoolPhoto(dir, photo));
  await inParallel(portraits, 2, (portrait) => renderPortrait(dir, portrait));
  await inParallel(Array.from({ length: FLOOR_PLAN_COUNT }, (_, variant) => variant), 2, (variant) => renderFloorPlan(dir, variant));
  for (const [name, write] of [[DEMO_DOCUMENT, demoPdf], [DEMO_PLAN_DOCUMENT, floorPlanPdf]] as const) {
    const pdf = path.join(dir, name);
    if (!(await exists(pdf))) await writeAtomic(pdf, write());
  }
}
