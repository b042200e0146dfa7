import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { findListing } from '@/lib/appointments/appointment-page';
import { buildIcs } from '@/lib/appointments/ics';
import { officeLocation } from '@/lib/rules/location';
import { parseAppointmentId } from '@/lib/domain/route-params';
import { getPathname } from '@/lib/i18n/pathname';
import { routing } from '@/lib/i18n/routing';
import { visitorLeftAnswer } from '@/lib/listing/list-routes';
import { getAgenda, getAppointment } from '@/lib/site-api/agenda';
import { routeSite } from '@/lib/tenancy/site-of';
import { requestOrigin } from '@/lib/tenancy/origin';

type Context = { params: Promise<{ site: string; locale: string; appointmentId: string }> };

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/** A file name fit for a quoted header value, whatever a translator wrote. */
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-') || 'appointment.ics';

/**
 * "Add to my calendar": `GET /{locale}/appointment-calendar/{appointmentId}` answers the appointment as an
 * iCalendar file, in the visitor's language, with the agency's address and the cancel link. An
 * unknown or cancelled appointment is a 404: there is nothing to put in a calendar.
 */
export async function GET(request: Request, context: Context): Promise<Response> {
  try {
    return await calendarAnswer(request.signal, context);
  } catch (error) {
    // The visitor left: the reads were given up for them, and nothing failed.
    if (request.signal.aborted) return visitorLeftAnswer();
    throw error;
  }
}

async function calendarAnswer(signal: AbortSignal, { params }: Context): Promise<Response> {
  const { locale, appointmentId } = await params;
  const id = parseAppointmentId(appointmentId);
  if (!hasLocale(routing.locales, locale) || !id) return notFound();

  const site = await routeSite(params);
  const ctx = { siteId: site.id, locale, signal };
  const appointment = await getAppointment(ctx, id);
  if (!appointment || appointment.cancelled) return notFound();

  const [agenda, listing, t, origin] = await Promise.all([
    getAgenda(ctx, appointment.agendaId),
    appointment.estateId === null ? null : findListing(site.id, locale, appointment.estateId),
    getTranslations({ locale, namespace: 'Appointment.calendar' }),
    requestOrigin(site),
  ]);
  const cancelUrl = new URL(getPathname({ href: { pathname: '/cancel-appointment/[appointmentId]', params: { appointmentId: id } }, locale }), origin);
  const ics = buildIcs(
    {
      uid: `${id}@${origin.hostname}`,
      stamp: new Date(),
      start: new Date(appointment.start),
      end: new Date(appointment.end),
      summary: t('summary', { agency: site.name }),
      // The visit is at the listing when its address is shown; otherwise the agency's office is the meeting point.
      location: listing?.location ?? officeLocation(site.contact, locale),
      description: [agenda?.name, listing ? t('about', { title: listing.title }) : null, t('cancel', { url: cancelUrl.toString() })]
        .filter(Boolean)
        .join('\n'),
      url: cancelUrl.toString(),
    },
    { productId: `-//${site.name}//Appointments//${locale.toUpperCase()}` },
  );
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${safeFileName(t('fileName'))}"`,
      // One visitor's appointment, which can be cancelled at any moment: never cached.
      'cache-control': 'private, no-store',
    },
  });
}
