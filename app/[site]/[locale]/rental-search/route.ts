import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';
import { listPageAnswer, offsetOf } from '@/lib/listing/list-routes';
import { loadRentalListPage } from '@/lib/rental-units/rental-list';
import { readRentalQuery } from '@/lib/rental-units/url-state';
import { routeSite } from '@/lib/tenancy/site-of';

/** Next pages of the rental list for the browser's infinite list: `?{list query}&offset=15`. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return Response.json({ error: 'NOT_FOUND' }, { status: 404 });
  const url = new URL(request.url);
  const offset = offsetOf(url);
  if (offset instanceof Response) return offset;
  return listPageAnswer(await loadRentalListPage(await routeSite(params), locale, readRentalQuery(url.searchParams), offset, request.signal), request.signal);
}
