import { parseAppointmentId } from '@/lib/domain/route-params';
import { appointmentCancelFieldKinds, appointmentCancelPostSchema, type AppointmentCancelResult } from '@/lib/forms/appointment-form';
import { handleFormPost, type FormAnswer } from '@/lib/forms/handle-form-post';
import { cancelAppointment } from '@/lib/site-api/agenda';
import { SiteApiError } from '@/lib/site-api/errors';
import { routeSiteId } from '@/lib/tenancy/site-of';

type Context = { params: Promise<{ site: string; locale: string; appointmentId: string }> };

const notFound: FormAnswer<AppointmentCancelResult> = { result: { ok: false, error: 'notFound' }, status: 404 };

/**
 * Cancelling an appointment: `POST /{locale}/appointment-cancel/{appointmentId}` with `{}`. Only a
 * POST cancels, so a mail scanner that follows the cancel link changes nothing. Cancelling twice answers
 * 200 twice: the site API's cancel is idempotent. An unknown id is a 404 `notFound`.
 */
export function POST(request: Request, context: Context): Promise<Response> {
  return handleFormPost(request, context, {
    form: 'appointment-cancel',
    // The id is the 128-bit secret of the confirmation mail: holding it proves enough, and cancelling must
    // work where Google's script is blocked.
    recaptchaAction: null,
    schema: appointmentCancelPostSchema,
    fieldErrors: () => ({}),
    decoy: { result: { ok: true }, status: 200 },
    // Back to the cancel page, which then shows the appointment cancelled.
    noScript: { fields: appointmentCancelFieldKinds },
    async submit(_form, { locale }): Promise<FormAnswer<AppointmentCancelResult>> {
      const id = parseAppointmentId((await context.params).appointmentId);
      if (!id) return notFound;
      try {
        await cancelAppointment({ siteId: await routeSiteId(context.params), locale }, id);
        return { result: { ok: true }, status: 200 };
      } catch (error) {
        if (error instanceof SiteApiError && error.isNotFound()) return notFound;
        throw error;
      }
    },
  });
}
