import { loadEstateListPage } from '@/lib/estates/estate-list';
import { readEstateQuery } from '@/lib/estates/url-state';
import { resolveTownDistance } from '@/lib/estates/town-area';
import { listPageAnswer, nextPageRequest } from '@/lib/listing/list-routes';
import { routeSiteId } from '@/lib/tenancy/site-of';

/** Next pages of the estate list for the browser's infinite list: `?{list query}&offset=15`. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; locale: string }> }) {
  const next = await nextPageRequest(request, params);
  if (next instanceof Response) return next;
  const { locale, url, offset } = next;
  const ctx = { siteId: await routeSiteId(params), locale, signal: request.signal };
  const { query } = await resolveTownDistance(ctx, readEstateQuery(url.searchParams));
  return listPageAnswer(await loadEstateListPage(ctx.siteId, locale, query, offset, request.signal), request.signal);
}
