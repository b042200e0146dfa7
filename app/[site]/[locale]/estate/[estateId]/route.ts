import { unstable_rethrow } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { parseId } from '@/lib/domain/route-params';
import type { FavouriteEstateAnswer } from '@/lib/favourites/estate-answer';
import { getFavouriteAnswer } from '@/lib/favourites/favourite-answers';
import { routing } from '@/lib/i18n/routing';
import { visitorLeftAnswer } from '@/lib/listing/list-routes';
import { routeSiteId } from '@/lib/tenancy/site-of';
import { reportFailure } from '@/lib/log/upstream-failure';

type Context = { params: Promise<{ site: string; locale: string; estateId: string }> };

function notFound(): Response {
  // The same answer for a malformed and an unknown id: the favourites list drops both.
  return Response.json({ error: 'NOT_FOUND' }, { status: 404, headers: { 'cache-control': 'private, max-age=60' } });
}

/**
 * One estate of this site as a card, for the favourites list: `GET /{locale}/estate/{estateId}`.
 * `available` is false once the deal is closed, so the list can take it off instead of showing it.
 */
export async function GET(request: Request, { params }: Context) {
  const { locale, estateId } = await params;
  if (!hasLocale(routing.locales, locale)) return notFound();
  const id = parseId(estateId);
  if (id === null) return notFound();
  const siteId = await routeSiteId(params);

  let answer: FavouriteEstateAnswer;
  try {
    const found = await getFavouriteAnswer({ siteId, locale, signal: request.signal }, id);
    if (!found) return notFound();
    answer = found;
  } catch (error) {
    // Next's own control-flow errors (notFound, dynamic bail-outs) are not failures of the site API.
    unstable_rethrow(error);
    // The visitor left (another page, a closed tab): the read was given up for them, and nothing failed.
    if (request.signal.aborted) return visitorLeftAnswer();
    // Not a 404: the browser must keep the favourite and offer a retry, so say "try again later", never "gone".
    reportFailure(error, `favourite estate ${id} of site ${siteId} answered 502`);
    return Response.json({ error: 'UNAVAILABLE' }, { status: 502, headers: { 'cache-control': 'no-store' } });
  }
  return Response.json(answer, { headers: { 'cache-control': 'private, max-age=60' } });
}
