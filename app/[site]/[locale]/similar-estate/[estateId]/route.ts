import { unstable_rethrow } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { parseId } from '@/lib/domain/route-params';
import { getCardMapper } from '@/lib/estates/card-mapper';
import { selectSimilar, similarSearchBodies, type SimilarEstatesAnswer } from '@/lib/estates/detail/similar';
import { routing } from '@/lib/i18n/routing';
import { errorAnswer, visitorLeftAnswer } from '@/lib/listing/list-routes';
import { getEstate, searchEstates } from '@/lib/site-api/estates';
import { routeSiteId } from '@/lib/tenancy/site-of';
import { markReported, reportFailure } from '@/lib/log/upstream-failure';

type Context = { params: Promise<{ site: string; locale: string; estateId: string }> };

/**
 * The similar estates of an estate as cards: `GET /{locale}/similar-estate/{estateId}` (document 001,
 * sections 2 and 7). Up to six available estates of this site with the same Type and status, nearby and
 * within ±30 % of its price, never the estate itself nor its own project's units.
 */
export async function GET(request: Request, { params }: Context) {
  const { locale, estateId } = await params;
  if (!hasLocale(routing.locales, locale)) return errorAnswer(404, 'NOT_FOUND', 'unknown language');
  const id = parseId(estateId);
  if (id === null) return errorAnswer(400, 'INVALID_ESTATE_ID', 'no estateId given');
  const siteId = await routeSiteId(params);
  // The reads are this visitor's: when they leave, they are given up (lib/site-api/transport.ts).
  const ctx = { siteId, locale, signal: request.signal };

  let answer: SimilarEstatesAnswer;
  try {
    const [estate, toCard] = await Promise.all([getEstate(ctx, id), getCardMapper(locale)]);
    if (!estate) return errorAnswer(404, 'NOT_FOUND', `estate ${id} not found`);
    const bodies = similarSearchBodies(estate);
    const results = bodies ? await Promise.all(bodies.map((body) => searchEstates(ctx, body))) : [];
    const failed = results.find((result) => result.error);
    // Logged where it failed (orEmpty): thrown only to answer the 502.
    if (failed?.error) throw markReported(new Error(failed.error.message));
    answer = { cards: selectSimilar(estate, results.flatMap((result) => result.results)).map(toCard) };
  } catch (error) {
    // Next's own control-flow errors (notFound, dynamic bail-outs) are not failures of the site API.
    unstable_rethrow(error);
    if (request.signal.aborted) return visitorLeftAnswer();
    reportFailure(error, `similar estates of ${id} on site ${siteId} answered 502`);
    return errorAnswer(502, 'UNAVAILABLE', 'similar estates are unavailable');
  }
  return Response.json(answer, { headers: { 'cache-control': 'private, max-age=300' } });
}
