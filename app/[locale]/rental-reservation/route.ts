import { unstable_rethrow } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';
import {
  fieldErrorsOf,
  reservationPostSchema,
  type ReservationFieldErrors,
  type ReservationResult,
} from '@/lib/rental-units/reservation-form';
import { ConflictError, NotFoundError, UnprocessableEntityError } from '@/lib/site-api/errors';
import { createRentalReservation, expireRentalAvailability } from '@/lib/site-api/rental-units';
import { currentSiteId } from '@/lib/tenancy/current-site';

/** A reservation form with a long message is a few KB; anything far bigger is not one. */
const MAX_BODY_BYTES = 20 * 1024;

type Context = { params: Promise<{ locale: string }> };

function answer(result: ReservationResult, status: number): Response {
  // One visitor's request and its outcome: never cached anywhere.
  return Response.json(result, { status, headers: { 'cache-control': 'no-store' } });
}

const invalid = (status = 400, fields: ReservationFieldErrors = {}) =>
  answer(Object.keys(fields).length > 0 ? { ok: false, error: 'invalid', fields } : { ok: false, error: 'invalid' }, status);

async function readJson(request: Request): Promise<{ value: unknown } | { status: 400 | 413 }> {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') return { status: 400 };
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return { status: 413 };
  const text = await request.text();
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) return { status: 413 };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { status: 400 };
  }
}

/** The `fields` of a 422 answer (docs/site-api.md, error answers); an excerpt cut short tells by its text. */
function refusedFields(error: UnprocessableEntityError): { guests: boolean; periodId: boolean } {
  const body = error.bodyExcerpt ?? '';
  try {
    const parsed = JSON.parse(body) as unknown;
    const fields = typeof parsed === 'object' && parsed !== null && 'fields' in parsed ? parsed.fields : null;
    if (typeof fields === 'object' && fields !== null) return { guests: 'guests' in fields, periodId: 'periodId' in fields };
  } catch {
    // not JSON, or cut at 500 characters: fall back to the text
  }
  return { guests: /"guests"\s*:/.test(body), periodId: /"periodId"\s*:|PERIOD_IN_PAST/.test(body) };
}

/**
 * A reservation request for a holiday rental unit: `POST /{locale}/rental-reservation` with the form as
 * JSON (issue #5). Answers a `ReservationResult`: 201 when the site API took it, else a failure the form
 * can show, with field errors as `Reservation.errors` keys.
 */
export async function POST(request: Request, { params }: Context) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return answer({ ok: false, error: 'notFound' }, 404);
  const body = await readJson(request);
  if ('status' in body) return invalid(body.status);
  const parsed = reservationPostSchema.safeParse(body.value);
  if (!parsed.success) return invalid(400, fieldErrorsOf(parsed.error));
  const form = parsed.data;
  const siteId = await currentSiteId();

  try {
    const reservation = await createRentalReservation(
      { siteId, locale },
      {
        rentalUnitId: form.rentalUnitId,
        periodId: form.periodId,
        guests: form.guests,
        firstname: form.firstname,
        lastname: form.lastname,
        email: form.email,
        phone: form.phone || null,
        message: form.message || null,
        locale,
      },
    );
    expireRentalAvailability(siteId, form.rentalUnitId);
    return answer({ ok: true, reservation: { id: reservation.id, status: reservation.status } }, 201);
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof ConflictError) {
      // Our cached periods showed this one free: they are out of date.
      expireRentalAvailability(siteId, form.rentalUnitId);
      return answer({ ok: false, error: 'periodUnavailable', fields: { periodId: 'periodUnavailable' } }, 409);
    }
    if (error instanceof NotFoundError) return answer({ ok: false, error: 'notFound' }, 404);
    if (error instanceof UnprocessableEntityError) {
      const refused = refusedFields(error);
      if (refused.guests) return invalid(422, { guests: 'guestsTooMany' });
      if (refused.periodId) return invalid(422, { periodId: 'periodPast' });
    }
    // The visitor's data stays out of the log: the error names the call and the API's status only.
    console.error(
      `Rental reservation for unit ${form.rentalUnitId} on site ${siteId} failed:`,
      error instanceof Error ? error.message : String(error),
    );
    return answer({ ok: false, error: 'unavailable' }, 502);
  }
}
