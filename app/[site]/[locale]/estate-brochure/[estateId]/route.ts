import { listingFileCacheHeaders } from '@/lib/http/shared-pages';
import { unstable_rethrow } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { defaultLocale, statusOfTransaction } from '@/lib/rules';
import { parseId } from '@/lib/domain/route-params';
import { brochureDisposition, brochureFileName, hasBrochure } from '@/lib/estates/brochure/brochure';
import { brochureNotFound, brochureRefused } from '@/lib/estates/brochure/brochure-answers';
import { loadBrochure } from '@/lib/estates/brochure/load-brochure';
import { BrochureBusyError, cachedBrochurePdf } from '@/lib/estates/brochure/render-brochure';
import { estateHref, estateSlug } from '@/lib/estates/estate-href';
import { clientAddress, hitRateLimit, type RateLimitRule } from '@/lib/forms/rate-limit';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { getPathname } from '@/lib/i18n/pathname';
import { routing } from '@/lib/i18n/routing';
import { visitorLeftAnswer } from '@/lib/listing/list-routes';
import { getEstate } from '@/lib/site-api/estates';
import { routeSite } from '@/lib/tenancy/site-of';
import { requestOrigin } from '@/lib/tenancy/origin';
import { reportFailure } from '@/lib/log/upstream-failure';

type Context = { params: Promise<{ site: string; locale: string; estateId: string }> };

/** Brochures one visitor address may ask for per minute: a person (or an office behind one address) prints a few; a script is slowed. */
export const BROCHURE_RATE_LIMIT: RateLimitRule = { max: 20, windowMs: 60_000 };

/**
 * "Download PDF": `GET /{locale}/estate-brochure/{estateId}` answers the listing's brochure in
 * that language as `{slug}-{locale}.pdf`, from the cache while the listing is unchanged. An unknown id, a
 * malformed one and a closed deal (sold, rented) are the localised 404 page.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { locale: localeParam, estateId } = await params;
  const locale = hasLocale(routing.locales, localeParam) ? localeParam : defaultLocale;
  const id = parseId(estateId);
  if (locale !== localeParam || id === null) return brochureNotFound(locale);

  const limit = await hitRateLimit(`estate-brochure|${clientAddress(request.headers)}`, BROCHURE_RATE_LIMIT);
  if (!limit.ok) return brochureRefused(locale, 429, limit.retryAfterSeconds);

  try {
    const site = await routeSite(params);
    const estate = await getEstate({ siteId: site.id, locale, signal: request.signal }, id);
    if (!estate || !hasBrochure(statusOfTransaction(estate.general.transaction.id))) return brochureNotFound(locale);
    const [label, origin] = await Promise.all([getEnumLabel(locale), requestOrigin(site)]);
    const url = new URL(getPathname({ href: estateHref(estate, locale, label), locale }), origin).toString();
    const shortUrl = new URL(getPathname({ href: { pathname: '/estates/[estateId]', params: { estateId: String(id) } }, locale }), origin).toString();
    const brochure = await loadBrochure({ estate, locale, siteId: site.id, agency: site.name, url, shortUrl });
    const { pdf, made } = await cachedBrochurePdf(site.id, id, brochure);
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': brochureDisposition(brochureFileName(estateSlug(estate, locale, label), locale, id)),
        'content-length': String(pdf.byteLength),
        // The listing's page is the one to find: the PDF repeats it.
        'x-robots-tag': 'noindex',
        'x-brochure-cache': made ? 'MISS' : 'HIT',
        ...listingFileCacheHeaders(site.id, id),
      },
    });
  } catch (error) {
    unstable_rethrow(error);
    // The visitor left: the listing's read was given up for them, and nothing failed.
    if (request.signal.aborted) return visitorLeftAnswer();
    if (error instanceof BrochureBusyError) return brochureRefused(locale, 503, 5);
    // The site API down or a photo service gone wrong: "try again", never a 500 with a trace.
    reportFailure(error, `[brochure] estate ${id} answered 503`);
    return brochureRefused(locale, 503, 30);
  }
}
