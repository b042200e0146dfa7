import { parseToken } from '@/lib/domain/route-params';
import { leadRoute } from '@/lib/forms/lead-route';
import { subscriptionUpdateFieldErrorsOf, subscriptionUpdateFieldKinds, subscriptionUpdateFields, subscriptionUpdatePostSchema } from '@/lib/forms/subscription-form';
import { updateSubscription } from '@/lib/site-api/subscriptions';

/**
 * Editing a subscription through its mailed link: `POST /{locale}/notifications/{token}` with
 * `{ locale, criteria }`. The token is the proof, so no captcha. An unknown, cancelled or
 * malformed token is a 404 that tells nothing more.
 */
export const POST = leadRoute<typeof subscriptionUpdatePostSchema, { site: string; locale: string; token: string }>({
  form: 'subscription-update',
  recaptchaAction: null,
  schema: subscriptionUpdatePostSchema,
  fieldErrors: subscriptionUpdateFieldErrorsOf,
  fields: subscriptionUpdateFields,
  status: 200,
  // Back to the edit page, which shows what is stored.
  noScript: { fields: subscriptionUpdateFieldKinds },
  async send(form, { siteId, locale, params }) {
    const token = parseToken((await params).token);
    if (!token) return { result: { ok: false, error: 'notFound' }, status: 404 };
    await updateSubscription({ siteId, locale }, token, { locale: form.locale, criteria: form.criteria });
  },
});
