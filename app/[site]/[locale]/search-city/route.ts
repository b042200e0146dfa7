import { hasLocale } from 'next-intl';
import { z } from 'zod';
import { cityName } from '@/lib/rules/localized';
import { normalizeForSearch, rankCityMatches } from '@/lib/domain/text-match';
import { getEstateFilters } from '@/lib/site-api/estates';
import { routing } from '@/lib/i18n/routing';
import { routeSiteId } from '@/lib/tenancy/site-of';

const querySchema = z.string().trim().min(1).max(60);
const MAX_SUGGESTIONS = 8;

/**
 * Type-ahead over the municipalities where the site has estates (`?q=liege`): accent- and
 * language-insensitive, so "Liege", "Luik" and "Liège" find the same city.
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return Response.json({ error: 'NOT_FOUND' }, { status: 404 });
  const q = querySchema.safeParse(new URL(request.url).searchParams.get('q') ?? '');
  // Punctuation alone normalises to nothing, which would match every city.
  if (!q.success || normalizeForSearch(q.data) === '') return Response.json({ cities: [] });
  const options = await getEstateFilters({ siteId: await routeSiteId(params), locale, signal: request.signal }, { filter: { query: {} }, limit: 1, offset: 0 });
  if (options.error) return Response.json({ cities: [], error: options.error.message }, { status: 502 });
  const cities = rankCityMatches(q.data, options.locations, locale)
    .slice(0, MAX_SUGGESTIONS)
    .map((city) => ({ id: city.id, name: cityName(city, locale), zip: city.zip, count: city.count }));
  return Response.json({ cities }, { headers: { 'cache-control': 'private, max-age=300' } });
}
