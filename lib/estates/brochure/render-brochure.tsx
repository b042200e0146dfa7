import 'server-only';
import path from 'node:path';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import { unstable_cache } from 'next/cache';
import { BROCHURE_FONT, BrochureDocument } from '@/components/brochure/brochure-document';
import { cacheTags } from '@/lib/site-api/cache-tags';
import type { Brochure } from './brochure';
import { loadBrochurePhotos } from './brochure-photos';
import { qrCodePng } from './qr-code';

/**
 * A brochure lives as long as its listing: the revalidation notice of the estate (or of the whole site)
 * drops it through the same tags as the detail page; without a notice it is made again after this long.
 */
export const BROCHURE_LIFETIME_SECONDS = 600;
/** PDFs made at the same time by this process: each takes a CPU core for a moment and some memory. */
export const MAX_CONCURRENT_RENDERS = 2;

let fontsRegistered = false;

function registerFonts() {
  if (fontsRegistered) return;
  // Noto Sans covers Latin (Polish, Czech, Turkish…), Greek and Cyrillic; PDF's built-in Helvetica only Latin-1.
  const dir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', '@expo-google-fonts', 'noto-sans');
  Font.register({
    family: BROCHURE_FONT,
    fonts: [
      { src: path.join(dir, '400Regular', 'NotoSans_400Regular.ttf'), fontWeight: 400 },
      { src: path.join(dir, '700Bold', 'NotoSans_700Bold.ttf'), fontWeight: 700 },
    ],
  });
  // Words are never hyphenated: a street name or a reference cut in two reads wrong in every language.
  Font.registerHyphenationCallback((word) => [word]);
  fontsRegistered = true;
}

let rendering = 0;

/** Thrown when MAX_CONCURRENT_RENDERS are already running: the route answers 503 with Retry-After. */
export class BrochureBusyError extends Error {
  constructor() {
    super('Brochure renderer busy');
    this.name = 'BrochureBusyError';
  }
}

/** The brochure as PDF bytes, made now. */
export async function renderBrochure(brochure: Brochure): Promise<Buffer> {
  if (rendering >= MAX_CONCURRENT_RENDERS) throw new BrochureBusyError();
  rendering++;
  try {
    registerFonts();
    const [photos, qrPng] = await Promise.all([loadBrochurePhotos(brochure.photos), qrCodePng(brochure.url)]);
    return await renderToBuffer(<BrochureDocument brochure={brochure} photos={photos} qrPng={qrPng} />);
  } finally {
    rendering--;
  }
}

/**
 * The brochure's PDF from Next's data cache (shared through Redis with REDIS_URL), per site, listing,
 * language and host, tagged like the listing's own reads; made on a miss (`made`: for the answer's
 * `x-brochure-cache` header). Stored as base64: the cache holds JSON.
 */
export async function cachedBrochurePdf(siteId: number, estateId: number, brochure: Brochure): Promise<{ pdf: Buffer; made: boolean }> {
  let made = false;
  const cached = unstable_cache(
    async () => {
      made = true;
      return (await renderBrochure(brochure)).toString('base64');
    },
    ['estate-brochure', String(siteId), String(estateId), brochure.locale, brochure.url],
    { tags: cacheTags(siteId, 'estate', estateId), revalidate: BROCHURE_LIFETIME_SECONDS },
  );
  return { pdf: Buffer.from(await cached(), 'base64'), made };
}
