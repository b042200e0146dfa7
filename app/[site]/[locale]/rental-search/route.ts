import { listPageAnswer, nextPageRequest } from '@/lib/listing/list-routes';
import { loadRentalListPage } from '@/lib/rental-units/rental-list';
import { readRentalQuery } from '@/lib/rental-units/url-state';
import { routeSite } from '@/lib/tenancy/site-of';

/** Next pages of the rental list for the browser's infinite list: `?{list query}&offset=15`. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; locale: string }> }) {
  const next = await nextPageRequest(request, params);
  if (next instanceof Response) return next;
  const { locale, url, offset } = next;
  return listPageAnswer(await loadRentalListPage(await routeSite(params), locale, readRentalQuery(url.searchParams), offset, request.signal), request.signal);
}
