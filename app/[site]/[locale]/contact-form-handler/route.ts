import { CONTACT_ACTION, contactFieldErrorsOf, contactFieldKinds, contactFields, contactPostSchema } from '@/lib/forms/contact-form';
import { leadRoute } from '@/lib/forms/lead-route';
import { formSentPath } from '@/lib/forms/no-script-answer';
import { createContactLead } from '@/lib/site-api/leads';

/**
 * The extra-information form: `POST /{locale}/contact-form-handler` with the form as JSON, or as the
 * browser posts it. Answers a `ContactResult`: 201 once the site API took the lead. The lead's body schema
 * keeps only the API's fields, so the honeypot and the token go no further.
 */
export const POST = leadRoute({
  form: 'contact',
  recaptchaAction: CONTACT_ACTION,
  schema: contactPostSchema,
  fieldErrors: contactFieldErrorsOf,
  fields: contactFields,
  noScript: { fields: contactFieldKinds, form: 'contact', success: (_result, locale) => formSentPath(locale, 'contact') },
  async send(form, { siteId, locale }) {
    await createContactLead({ siteId, locale }, { ...form, estateId: form.estateId ?? null, rentalUnitId: form.rentalUnitId ?? null, privacy: true, locale });
  },
});
