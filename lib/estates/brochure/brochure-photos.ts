import 'server-only';
import sharp from 'sharp';
import { env } from '@/lib/env';
import { logger } from '@/lib/log/logger.mjs';
import { isPhotoPlaceholder } from '@/lib/media/photo-placeholder';
import { REMOTE_PHOTO_PREFIX } from '@/lib/media/remote-photo';
import { remotePhotoResponse } from '@/lib/media/remote-photo-response';

/** All the brochure's photos together may take this long; a slower one is left out, not waited for. */
export const PHOTO_TIME_LIMIT_MS = 4000;
/** A photo file bigger than this is not read (the site's own photos are a few hundred KB). */
const MAX_PHOTO_BYTES = 12 * 1024 * 1024;
/** Width in the PDF: sharp enough on paper at the size shown, a few tens of KB each. */
const PHOTO_WIDTH = 900;

export type BrochurePhoto = { data: Buffer; width: number; height: number };

/**
 * The answer of the site's own photo path: `/remote-photos/{key}` is answered in this process by the same
 * code as the route (IMAGE_HOSTS, redirects, size), any other path by this server itself, as the page's
 * `<img>` is (the demo API's `/demo-api/media/…`).
 */
function sitePhoto(path: string, signal: AbortSignal): Promise<Response> {
  if (path.startsWith(REMOTE_PHOTO_PREFIX)) return remotePhotoResponse(path.slice(REMOTE_PHOTO_PREFIX.length));
  if (!path.startsWith('/') || path.startsWith('//')) return Promise.resolve(new Response(null, { status: 404 }));
  return fetch(new URL(path, `http://127.0.0.1:${env().PORT}`), { signal, cache: 'no-store', redirect: 'error' });
}

async function readLimited(response: Response, signal: AbortSignal): Promise<Buffer | null> {
  // A photo route's placeholder stands in on a page; in a brochure the photo is left out instead.
  if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').startsWith('image/') || isPhotoPlaceholder(response)) {
    void response.body?.cancel().catch(() => {});
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  const abort = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', abort, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_PHOTO_BYTES || signal.aborted) {
        abort();
        return null;
      }
      chunks.push(value);
    }
  } finally {
    signal.removeEventListener('abort', abort);
  }
  return signal.aborted ? null : Buffer.concat(chunks);
}

/** One photo as a small JPEG (react-pdf draws JPEG and PNG only; the site may send WebP or AVIF), or null. */
async function brochurePhoto(path: string, signal: AbortSignal): Promise<BrochurePhoto | null> {
  try {
    const bytes = await readLimited(await sitePhoto(path, signal), signal);
    if (!bytes || signal.aborted) return null;
    const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: PHOTO_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    // A missing, slow or broken photo leaves a gap in the brochure, never a failed download.
    logger().warn({ topic: 'brochure', errorName: error instanceof Error ? error.name : 'error' }, 'a brochure photo was left out');
    return null;
  }
}

/** The photos that arrived in time, in the order given. */
export async function loadBrochurePhotos(paths: readonly string[], timeLimitMs = PHOTO_TIME_LIMIT_MS): Promise<BrochurePhoto[]> {
  const signal = AbortSignal.timeout(timeLimitMs);
  const deadline = new Promise<null>((resolve) => signal.addEventListener('abort', () => resolve(null), { once: true }));
  const photos = await Promise.all(paths.map((path) => Promise.race([brochurePhoto(path, signal), deadline])));
  return photos.filter((photo) => photo !== null);
}
