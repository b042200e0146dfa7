import { leadRoute } from '@/lib/forms/lead-route';
import { formSentPath } from '@/lib/forms/no-script-answer';
import { VALUATION_ACTION, valuationFieldErrorsOf, valuationFieldKinds, valuationFields, valuationPostSchema } from '@/lib/forms/valuation-form';
import { createValuationLead } from '@/lib/site-api/leads';

/**
 * The valuation request: `POST /{locale}/valuation-form-handler` with the form as JSON, or as the browser
 * posts it without JavaScript. Answers a `ValuationResult`: 201 once the site API took the lead.
 */
export const POST = leadRoute({
  form: 'valuation',
  recaptchaAction: VALUATION_ACTION,
  schema: valuationPostSchema,
  fieldErrors: valuationFieldErrorsOf,
  fields: valuationFields,
  noScript: { fields: valuationFieldKinds, form: 'valuation', success: (_result, locale) => formSentPath(locale, 'valuation') },
  async send(form, { siteId, locale }) {
    await createValuationLead({ siteId, locale }, { ...form, privacy: true, locale });
  },
});
