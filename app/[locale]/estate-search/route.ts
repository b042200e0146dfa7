import { hasLocale } from 'next-intl';
import { z } from 'zod';
import { loadEstateListPage } from '@/lib/estates/estate-list';
import { parseEstateQuery } from '@/lib/estates/search-query';
import { routing } from '@/lib/i18n/routing';
import { currentSiteId } from '@/lib/tenancy/current-site';

const MAX_OFFSET = 10_000;
const offsetSchema = z.coerce.number().int().min(0).catch(0);

/** Next pages of the estate list for the browser's infinite list: `?{list query}&offset=15`. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return Response.json({ error: 'NOT_FOUND' }, { status: 404 });
  const url = new URL(request.url);
  const query = parseEstateQuery(url.searchParams);
  const offset = offsetSchema.parse(url.searchParams.get('offset') ?? 0);
  // Past the end nothing is left; starting over at 0 would make the browser fetch the same page forever.
  if (offset > MAX_OFFSET) return Response.json({ error: 'OFFSET_TOO_LARGE' }, { status: 400 });
  const page = await loadEstateListPage(await currentSiteId(), locale, query, offset);
  // A failed upstream search is still an answer: the list shows its error state and a retry.
  return Response.json(page, {
    status: page.error ? 502 : 200,
    headers: { 'cache-control': page.error ? 'no-store' : 'private, max-age=30' },
  });
}
