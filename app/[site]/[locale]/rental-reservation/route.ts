import { handleFormPost, type FormAnswer } from '@/lib/forms/handle-form-post';
import { formSentPath } from '@/lib/forms/no-script-answer';
import {
  RESERVATION_ACTION,
  fieldErrorsOf,
  reservationFieldKinds,
  reservationPostSchema,
  type ReservationFieldErrors,
  type ReservationResult,
} from '@/lib/rental-units/reservation-form';
import { reportFailure } from '@/lib/log/upstream-failure';
import { SiteApiError } from '@/lib/site-api/errors';
import { createRentalReservation, expireRentalAvailability } from '@/lib/site-api/rental-units';
import { routeSiteId } from '@/lib/tenancy/site-of';

type Context = { params: Promise<{ site: string; locale: string }> };

const invalid = (status: number, fields: ReservationFieldErrors): FormAnswer<ReservationResult> => ({
  result: { ok: false, error: 'invalid', fields },
  status,
});

/** The `fields` of a 422 answer (docs/site-api.md, error answers); an answer too long to be kept whole tells by its excerpt. */
function refusedFields(error: SiteApiError): { guests: boolean; periodId: boolean } {
  const parsed = error.body;
  const fields = typeof parsed === 'object' && parsed !== null && 'fields' in parsed ? parsed.fields : null;
  if (typeof fields === 'object' && fields !== null) return { guests: 'guests' in fields, periodId: 'periodId' in fields };
  const body = error.bodyExcerpt ?? '';
  return { guests: /"guests"\s*:/.test(body), periodId: /"periodId"\s*:|PERIOD_IN_PAST/.test(body) };
}

/**
 * A reservation request for a holiday rental unit: `POST /{locale}/rental-reservation` with the form as
 * JSON. Answers a `ReservationResult`: 201 when the site API took it, else a failure the form
 * can show, with field errors as `Reservation.errors` keys. Body size, rate limit, honeypot and reCAPTCHA
 * are checked as for every form (`handleFormPost`).
 */
export function POST(request: Request, context: Context): Promise<Response> {
  return handleFormPost<typeof reservationPostSchema, ReservationResult>(request, context, {
    form: 'rental-reservation',
    recaptchaAction: RESERVATION_ACTION,
    schema: reservationPostSchema,
    fieldErrors: fieldErrorsOf,
    // What a person whose request waits for the agency is told; the robot's id names no reservation.
    decoy: { result: { ok: true, reservation: { id: 0, status: 'REQUESTED' } }, status: 201 },
    noScript: { fields: reservationFieldKinds, form: 'reservation', success: (_result, locale) => formSentPath(locale, 'reservation') },
    async submit(form, { locale }): Promise<FormAnswer<ReservationResult>> {
      const siteId = await routeSiteId(context.params);
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
            origin: form.origin,
          },
        );
        await expireRentalAvailability(siteId, form.rentalUnitId);
        return { result: { ok: true, reservation: { id: reservation.id, status: reservation.status } }, status: 201 };
      } catch (error) {
        if (error instanceof SiteApiError && error.isConflict()) {
          // Our cached periods showed this one free: they are out of date.
          await expireRentalAvailability(siteId, form.rentalUnitId);
          return { result: { ok: false, error: 'periodUnavailable', fields: { periodId: 'periodUnavailable' } }, status: 409 };
        }
        if (error instanceof SiteApiError && error.isNotFound()) return { result: { ok: false, error: 'notFound' }, status: 404 };
        if (error instanceof SiteApiError && error.isHttp(422)) {
          const refused = refusedFields(error);
          if (refused.guests) return invalid(422, { guests: 'guestsTooMany' });
          if (refused.periodId) return invalid(422, { periodId: 'periodPast' });
        }
        // The visitor's data stays out of the log: the line names the call and the API's status only.
        reportFailure(error, `rental reservation for unit ${form.rentalUnitId} answered 502`);
        return { result: { ok: false, error: 'unavailable' }, status: 502 };
      }
    },
  });
}
