import { formSentPath } from '@/lib/forms/no-script-answer';
import { handleFormPost } from '@/lib/forms/handle-form-post';
import { leadFailure } from '@/lib/forms/lead-failure';
import { VALUATION_ACTION, valuationFieldErrorsOf, valuationFieldKinds, valuationFields, valuationPostSchema, type ValuationResult } from '@/lib/forms/valuation-form';
import { createValuationLead } from '@/lib/site-api/leads';
import { routeSiteId } from '@/lib/tenancy/site-of';

type Context = { params: Promise<{ site: string; locale: string }> };

/**
 * The valuation request: `POST /{locale}/valuation-form-handler` with the form as JSON, or as the browser
 * posts it without JavaScript. Answers a `ValuationResult`: 201 once the site API took the lead.
 */
export function POST(request: Request, context: Context): Promise<Response> {
  return handleFormPost(request, context, {
    form: 'valuation',
    recaptchaAction: VALUATION_ACTION,
    schema: valuationPostSchema,
    fieldErrors: valuationFieldErrorsOf,
    decoy: { result: { ok: true } satisfies ValuationResult, status: 201 },
    noScript: { fields: valuationFieldKinds, form: 'valuation', success: (_result, locale) => formSentPath(locale, 'valuation') },
    async submit(form, { locale }) {
      const siteId = await routeSiteId(context.params);
      try {
        await createValuationLead(
          { siteId, locale },
          {
            street: form.street,
            houseNumber: form.houseNumber,
            postalCode: form.postalCode,
            city: form.city,
            propertyType: form.propertyType,
            livingArea: form.livingArea,
            condition: form.condition,
            bedrooms: form.bedrooms,
            wish: form.wish,
            timing: form.timing,
            firstname: form.firstname,
            lastname: form.lastname,
            email: form.email,
            phone: form.phone,
            message: form.message,
            privacy: true,
            locale,
            origin: form.origin,
          },
        );
        return { result: { ok: true }, status: 201 };
      } catch (error) {
        const refused = leadFailure(error, valuationFields);
        if (refused) return refused;
        throw error;
      }
    },
  });
}
