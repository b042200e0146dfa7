import { unstable_rethrow } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { parseId } from '@/lib/domain/route-params';
import { routing } from '@/lib/i18n/routing';
import { errorAnswer, visitorLeftAnswer } from '@/lib/listing/list-routes';
import { getRentalCardMapper } from '@/lib/rental-units/rental-texts';
import { selectSimilarRentalUnits, type SimilarRentalUnitsAnswer } from '@/lib/rental-units/similar';
import { getRentalUnit, searchRentalUnits } from '@/lib/site-api/rental-units';
import { routeSite } from '@/lib/tenancy/site-of';
import { markReported, reportFailure } from '@/lib/log/upstream-failure';

type Context = { params: Promise<{ site: string; locale: string; rentalUnitId: string }> };

/** Units of one region a site has at most, in practice; enough to rank by kind, size and place. */
const CANDIDATES = 100;

/**
 * The similar units of a rental unit as cards: `GET /{locale}/similar-rental-unit/{rentalUnitId}`, the
 * rental page's counterpart of similar-estate (document 001, section 7: "returning a list of rental
 * units, each turned into a display model", with photo URLs on the proxy base of the account).
 */
export async function GET(request: Request, { params }: Context) {
  const { locale, rentalUnitId } = await params;
  if (!hasLocale(routing.locales, locale)) return errorAnswer(404, 'NOT_FOUND', 'unknown language');
  const id = parseId(rentalUnitId);
  if (id === null) return errorAnswer(400, 'INVALID_RENTAL_UNIT_ID', 'no rentalUnitId given');

  let answer: SimilarRentalUnitsAnswer;
  try {
    const site = await routeSite(params);
    const ctx = { siteId: site.id, locale, signal: request.signal };
    const [unit, toCard] = await Promise.all([getRentalUnit(ctx, id), getRentalCardMapper(locale, site.accountId)]);
    if (!unit) return errorAnswer(404, 'NOT_FOUND', `rental unit ${id} not found`);
    const candidates = await searchRentalUnits(ctx, { filter: { location: [unit.general.location.id] }, limit: CANDIDATES, offset: 0 });
    // Logged where it failed (orEmpty): thrown only to answer the 502.
    if (candidates.error) throw markReported(new Error(candidates.error.message));
    answer = { cards: selectSimilarRentalUnits(unit, candidates.results).map(toCard) };
  } catch (error) {
    unstable_rethrow(error);
    if (request.signal.aborted) return visitorLeftAnswer();
    reportFailure(error, `similar rental units of ${id} answered 502`);
    return errorAnswer(502, 'UNAVAILABLE', 'similar rental units are unavailable');
  }
  return Response.json(answer, { headers: { 'cache-control': 'private, max-age=300' } });
}
