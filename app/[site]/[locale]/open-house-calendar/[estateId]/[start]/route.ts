import { unstable_rethrow } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { buildIcs } from '@/lib/appointments/ics';
import { parseId } from '@/lib/domain/route-params';
import { cityName, pickLocalized } from '@/lib/rules/localized';
import { estateHref } from '@/lib/estates/estate-href';
import { findOpenHouse, openHouseKey, openHouseNote } from '@/lib/estates/open-house';
import { listingFileCacheHeaders } from '@/lib/http/shared-pages';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { getPathname } from '@/lib/i18n/pathname';
import { routing } from '@/lib/i18n/routing';
import { visitorLeftAnswer } from '@/lib/listing/list-routes';
import { getEstate } from '@/lib/site-api/estates';
import { visitLocation } from '@/lib/rules/location';
import { routeSite } from '@/lib/tenancy/site-of';
import { requestOrigin } from '@/lib/tenancy/origin';

type Context = { params: Promise<{ site: string; locale: string; estateId: string; start: string }> };

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=60' } });
}

/** A file name fit for a quoted header value, whatever a translator wrote. */
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-') || 'open-house.ics';

/**
 * "Add to my calendar" of one open house: `GET /{locale}/open-house-calendar/{estateId}/{start}` answers
 * it as an iCalendar file in that language, `start` being its start as `20251206T130000Z`. An open house
 * the listing no longer has, or one that is over, is a 404: nothing to put in a calendar.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { locale, estateId, start } = await params;
  const id = parseId(estateId);
  if (!hasLocale(routing.locales, locale) || id === null || !/^\d{8}T\d{6}Z$/.test(start)) return notFound();
  try {
    const site = await routeSite(params);
    const estate = await getEstate({ siteId: site.id, locale, signal: request.signal }, id);
    const entry = estate ? findOpenHouse(estate.openHouses, start) : null;
    if (!estate || !entry || Date.parse(entry.end) <= Date.now()) return notFound();

    const [t, label, origin] = await Promise.all([getTranslations({ locale, namespace: 'OpenHouse.calendar' }), getEnumLabel(locale), requestOrigin(site)]);
    const url = new URL(getPathname({ href: estateHref(estate, locale, label), locale }), origin).toString();
    const title = pickLocalized(estate.general.title, locale);
    const { address } = estate;
    const ics = buildIcs(
      {
        // Stable per listing and start: downloading it again updates the same calendar entry.
        uid: `open-house-${id}-${openHouseKey(entry)}@${origin.hostname}`,
        stamp: new Date(),
        start: new Date(entry.start),
        end: new Date(entry.end),
        summary: t('summary', { title }),
        // A hidden address stays hidden: the town only.
        location: visitLocation(address, locale) ?? `${address.city.zip} ${cityName(address.city, locale)}`,
        description: [t('organiser', { agency: site.name }), openHouseNote(entry, locale)?.text, t('details', { url })].filter(Boolean).join('\n'),
        url,
      },
      { productId: `-//${site.name}//Open houses//${locale.toUpperCase()}` },
    );
    return new Response(ics, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${safeFileName(t('fileName'))}"`,
        'x-robots-tag': 'noindex',
        ...listingFileCacheHeaders(site.id, id),
      },
    });
  } catch (error) {
    unstable_rethrow(error);
    // The visitor left: the listing's read was given up for them, and nothing failed.
    if (request.signal.aborted) return visitorLeftAnswer();
    throw error;
  }
}
