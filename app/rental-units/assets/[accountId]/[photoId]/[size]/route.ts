import { unstable_rethrow } from 'next/navigation';
import { parseId } from '@/lib/domain/route-params';
import { rentalPhotoSizes } from '@/lib/rental-units/photo-url';
import { getRentalUnitPhoto } from '@/lib/site-api/rental-units';
import { siteOfHost } from '@/lib/tenancy/site-of-host';

type Context = { params: Promise<{ accountId: string; photoId: string; size: string }> };

const knownSizes = new Set<string>(Object.values(rentalPhotoSizes));
const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'public, max-age=300' } });

/**
 * A rental unit's photo on the site's own host, `/rental-units/assets/{accountId}/{photoId}/{size}`
 * (document 001, section 2), passed on from `GET /sites/{siteId}/rental-units/photo/{photoId}/{size}`.
 * The account id must be this site's: another agency's base path is not a way into its photos. The
 * photo service makes the sizes (600x400 is the thumbnail variant); Next's image optimizer cannot stand
 * in, as its internal request carries no Host header and so no agency. A photo never changes under its
 * id: the browser may keep it for a day.
 */
export async function GET(request: Request, { params }: Context) {
  const { accountId, photoId, size } = await params;
  const account = parseId(accountId);
  const photo = parseId(photoId);
  if (account === null || photo === null || !knownSizes.has(size)) return notFound();
  try {
    const site = await siteOfHost(request.headers);
    if (!site || site.accountId !== account) return notFound();
    const upstream = await getRentalUnitPhoto({ siteId: site.id }, photo, size);
    const type = upstream?.headers.get('content-type') ?? '';
    // Only an image goes out under the agency's host: anything else from upstream is not a photo.
    if (!upstream?.body || !/^image\/(jpeg|png|webp|avif|gif)\b/i.test(type)) return notFound();
    return new Response(upstream.body, {
      headers: {
        'content-type': type,
        'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      },
    });
  } catch (error) {
    unstable_rethrow(error);
    console.error(`Rental photo ${photo}/${size} failed:`, error instanceof Error ? error.message : error);
    return new Response('Photo unavailable', { status: 502, headers: { 'cache-control': 'no-store' } });
  }
}
