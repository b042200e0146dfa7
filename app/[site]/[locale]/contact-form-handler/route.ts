import { CONTACT_ACTION, contactFieldErrorsOf, contactFieldKinds, contactFields, contactPostSchema, type ContactResult } from '@/lib/forms/contact-form';
import { formSentPath } from '@/lib/forms/no-script-answer';
import { handleFormPost } from '@/lib/forms/handle-form-post';
import { leadFailure } from '@/lib/forms/lead-failure';
import { createContactLead } from '@/lib/site-api/leads';
import { routeSiteId } from '@/lib/tenancy/site-of';

type Context = { params: Promise<{ site: string; locale: string }> };

/**
 * The extra-information form: `POST /{locale}/contact-form-handler` with the form as JSON.
 * Answers a `ContactResult`: 201 once the site API took the lead, else a failure the form can show.
 */
export function POST(request: Request, context: Context): Promise<Response> {
  return handleFormPost(request, context, {
    form: 'contact',
    recaptchaAction: CONTACT_ACTION,
    schema: contactPostSchema,
    fieldErrors: contactFieldErrorsOf,
    decoy: { result: { ok: true } satisfies ContactResult, status: 201 },
    noScript: { fields: contactFieldKinds, form: 'contact', success: (_result, locale) => formSentPath(locale, 'contact') },
    async submit(form, { locale }) {
      const siteId = await routeSiteId(context.params);
      try {
        await createContactLead(
          { siteId, locale },
          {
            firstname: form.firstname,
            lastname: form.lastname,
            email: form.email,
            phone: form.phone,
            message: form.message,
            estateId: form.estateId ?? null,
            rentalUnitId: form.rentalUnitId ?? null,
            options: form.options,
            privacy: true,
            locale,
            origin: form.origin,
          },
        );
        return { result: { ok: true }, status: 201 };
      } catch (error) {
        const refused = leadFailure(error, contactFields);
        if (refused) return refused;
        throw error;
      }
    },
  });
}
