// Plain page links of a list (`?page=2`): without JavaScript they are the paging, and a crawler follows
// them; with it, the list loads the next pages in place (infinite scroll) from wherever it started.
import { firstValid, parseCount, type RawParams } from './url-params';

export const PAGE_KEY = 'page';

/** The ajax routes refuse offsets past 10,000 (lib/listing/list-routes.ts); so does a page link. */
const MAX_OFFSET = 10_000;

/** The 1-based page a URL asks for; a missing, invalid or unreachable page is the first. */
export function parseListPage(input: RawParams, pageSize: number): number {
  const page = firstValid(input, PAGE_KEY, parseCount);
  if (page === undefined || page < 1 || pageOffset(page, pageSize) > MAX_OFFSET) return 1;
  return page;
}

/** The offset of a page's first result. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** The link to one page of a list: the list's own query plus `page`, left out for the first page. */
export function pageHref(pathname: string, queryString: string, page: number): string {
  const params = new URLSearchParams(queryString);
  params.delete(PAGE_KEY);
  if (page > 1) params.set(PAGE_KEY, String(page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
