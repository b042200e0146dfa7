import {
  APPOINTMENT_ACTION,
  appointmentFieldErrorsOf,
  appointmentFieldKinds,
  appointmentFields,
  appointmentPostSchema,
  type AppointmentResult,
} from '@/lib/forms/appointment-form';
import { handleFormPost, type FormAnswer, type FormPostFailure } from '@/lib/forms/handle-form-post';
import { leadFailure } from '@/lib/forms/lead-failure';
import { getPathname } from '@/lib/i18n/pathname';
import { createAppointment, getAgenda, slotsLeftAfterConflict } from '@/lib/site-api/agenda';
import { reportFailure } from '@/lib/log/upstream-failure';
import { SiteApiError } from '@/lib/site-api/errors';
import type { FreeSlot } from '@/lib/appointments/slots';
import type { SiteContext } from '@/lib/site-api/client';
import { routeSiteId } from '@/lib/tenancy/site-of';

type Context = { params: Promise<{ site: string; locale: string }> };

/** What a robot that filled the honeypot is told: a booking, of an appointment that does not exist. */
const DECOY_ID = '0'.repeat(32);

/** The agenda's free slots now, to offer at once; undefined when even that fails (the form keeps its list). */
async function freeSlotsNow(ctx: SiteContext, agendaId: number): Promise<FreeSlot[] | undefined> {
  try {
    return (await getAgenda(ctx, agendaId))?.slots ?? [];
  } catch (error) {
    reportFailure(error, `reading agenda ${agendaId} after a refused booking failed: the form keeps its slots`);
    return undefined;
  }
}

/** A 422 about the slot (`SLOT_IN_PAST`, or `fields.slotId`), as opposed to one about the listing. */
const refusesSlot = (error: SiteApiError) => error.isHttp(422) && /SLOT_IN_PAST|"slotId"\s*:/.test(error.bodyExcerpt ?? '');

function slotFailure(error: 'slotTaken' | 'slotPast', status: number, slots: FreeSlot[] | undefined): FormAnswer<AppointmentResult> {
  return { result: { ok: false, error, fields: { slotId: error }, ...(slots ? { slots } : {}) }, status };
}

/**
 * Booking a slot of a live agenda: `POST /{locale}/appointment-booking` with the form as JSON.
 * Answers an `AppointmentResult`: 201 with the appointment's id, or a failure the form can show. A slot
 * someone else booked first is a 409 `slotTaken` with the slots still free, so the visitor can pick another
 * without typing anything again.
 */
export function POST(request: Request, context: Context): Promise<Response> {
  return handleFormPost<typeof appointmentPostSchema, AppointmentResult>(request, context, {
    form: 'appointment',
    recaptchaAction: APPOINTMENT_ACTION,
    schema: appointmentPostSchema,
    fieldErrors: appointmentFieldErrorsOf,
    decoy: { result: { ok: true, appointment: { id: DECOY_ID } }, status: 201 },
    noScript: {
      fields: appointmentFieldKinds,
      form: 'appointment',
      // The confirmation page, as after the script's booking.
      success: (result, locale) =>
        getPathname({ locale, href: { pathname: '/appointment/confirmed/[appointmentId]', params: { appointmentId: result.ok ? result.appointment.id : DECOY_ID } } }),
    },
    async submit(form, { locale }): Promise<FormAnswer<AppointmentResult | FormPostFailure>> {
      const ctx: SiteContext = { siteId: await routeSiteId(context.params), locale };
      try {
        const appointment = await createAppointment(ctx, {
          agendaId: form.agendaId,
          slotId: form.slotId,
          estateId: form.estateId ?? null,
          name: form.name,
          email: form.email,
          phone: form.phone,
          locale,
          origin: form.origin,
        });
        return { result: { ok: true, appointment: { id: appointment.id } }, status: 201 };
      } catch (error) {
        if (error instanceof SiteApiError && error.isConflict()) {
          // The answer lists the slots left; a long list is not kept whole, so it is read again.
          return slotFailure('slotTaken', 409, slotsLeftAfterConflict(error) ?? (await freeSlotsNow(ctx, form.agendaId)));
        }
        if (error instanceof SiteApiError && refusesSlot(error)) {
          return slotFailure('slotPast', 422, await freeSlotsNow(ctx, form.agendaId));
        }
        // An unknown agenda or slot (404), a listing not of this site (422): 'notFound'.
        const refused = leadFailure(error, appointmentFields);
        if (refused) return refused;
        throw error;
      }
    },
  });
}
