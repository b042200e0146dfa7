import { unstable_rethrow } from 'next/navigation';
import { parseId } from '@/lib/domain/route-params';
import { warnOnce } from '@/lib/log/warn-once';
import { photoPlaceholderResponse } from '@/lib/media/photo-placeholder';
import { rentalPhotoSizes } from '@/lib/rental-units/photo-url';
import { SiteApiError } from '@/lib/site-api/errors';
import { getRentalUnitPhoto } from '@/lib/site-api/rental-units';
import { siteOfHost } from '@/lib/tenancy/site-of-host';

type Context = { params: Promise<{ accountId: string; photoId: string; size: string }> };

const knownSizes = new Set<string>(Object.values(rentalPhotoSizes));

/** The placeholder image, the cause logged once per process and site, never once per photo view. */
function placeholder(cause: string, siteId: number | null, message: string): Promise<Response> {
  warnOnce(`rental-photo:${cause}:${siteId ?? ''}`, { topic: 'rental-photo', cause, ...(siteId === null ? {} : { siteId: String(siteId) }) }, `[rental-photo] ${siteId === null ? '' : `site ${siteId}: `}${message}; such photos show a placeholder`);
  return photoPlaceholderResponse(cause);
}

/**
 * A rental unit's photo on the site's own host, `/rental-units/assets/{accountId}/{photoId}/{size}`
 * (document 001, section 2), passed on from `GET /sites/{siteId}/rental-units/photo/{photoId}/{size}`.
 * The account id must be this site's: another agency's base path is not a way into its photos. The
 * photo service makes the sizes (600x400 is the thumbnail variant); Next's image optimizer cannot stand
 * in, as its internal request carries no Host header and so no agency. A photo never changes under its
 * id: the browser may keep it for a day. A photo that cannot be shown answers the placeholder image.
 */
export async function GET(request: Request, { params }: Context) {
  const { accountId, photoId, size } = await params;
  const account = parseId(accountId);
  const photo = parseId(photoId);
  if (account === null || photo === null || !knownSizes.has(size)) return placeholder('invalid-path', null, 'A rental photo path names no photo');
  try {
    const site = await siteOfHost(request.headers);
    if (!site || site.accountId !== account) return placeholder('other-account', site?.id ?? null, 'A rental photo path names another account');
    const upstream = await getRentalUnitPhoto({ siteId: site.id }, photo, size);
    const type = upstream?.headers.get('content-type') ?? '';
    // Only an image goes out under the agency's host: anything else from upstream is not a photo.
    if (!upstream?.body || !/^image\/(jpeg|png|webp|avif|gif)\b/i.test(type)) {
      void upstream?.body?.cancel().catch(() => {});
      return placeholder(upstream ? 'not-an-image' : 'not-found', site.id, upstream ? 'The site API answered a rental photo that is not an image' : 'The site API has no such rental photo');
    }
    return new Response(upstream.body, {
      headers: {
        'content-type': type,
        'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      },
    });
  } catch (error) {
    unstable_rethrow(error);
    // One cause per kind of failure: the log line is written once per cause and site.
    const reason = error instanceof SiteApiError ? error.kind : error instanceof Error ? error.name : 'error';
    return placeholder(`failed-${reason}`, null, `Rental photos failed: ${error instanceof Error ? error.message : reason}`);
  }
}
