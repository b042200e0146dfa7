import { hasLocale } from 'next-intl';
import { z } from 'zod';
import { routing } from '@/lib/i18n/routing';
import { loadRentalListPage } from '@/lib/rental-units/rental-list';
import { parseRentalQuery } from '@/lib/rental-units/search-query';
import { currentSite } from '@/lib/tenancy/current-site';

const MAX_OFFSET = 10_000;
const offsetSchema = z.coerce.number().int().min(0).catch(0);

/** Next pages of the rental list for the browser's infinite list: `?{list query}&offset=15`. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return Response.json({ error: 'NOT_FOUND' }, { status: 404 });
  const url = new URL(request.url);
  const offset = offsetSchema.parse(url.searchParams.get('offset') ?? 0);
  if (offset > MAX_OFFSET) return Response.json({ error: 'OFFSET_TOO_LARGE' }, { status: 400 });
  const page = await loadRentalListPage(await currentSite(), locale, parseRentalQuery(url.searchParams), offset);
  // A failed upstream search is still an answer: the list shows its error state and a retry.
  return Response.json(page, {
    status: page.error ? 502 : 200,
    headers: { 'cache-control': page.error ? 'no-store' : 'private, max-age=30' },
  });
}
