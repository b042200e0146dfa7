import { parseToken } from '@/lib/domain/route-params';
import { handleFormPost } from '@/lib/forms/handle-form-post';
import { leadFailure } from '@/lib/forms/lead-failure';
import {
  subscriptionUpdateFieldErrorsOf,
  subscriptionUpdateFieldKinds,
  subscriptionUpdateFields,
  subscriptionUpdatePostSchema,
  type SubscriptionUpdateResult,
} from '@/lib/forms/subscription-form';
import { updateSubscription } from '@/lib/site-api/subscriptions';
import { routeSiteId } from '@/lib/tenancy/site-of';

type Context = { params: Promise<{ site: string; locale: string; token: string }> };

/**
 * Editing a subscription through its mailed link: `POST /{locale}/notifications/{token}` with
 * `{ locale, criteria }`. The token is the proof, so no captcha. An unknown, cancelled or
 * malformed token is a 404 that tells nothing more.
 */
export function POST(request: Request, context: Context): Promise<Response> {
  return handleFormPost(request, context, {
    form: 'subscription-update',
    recaptchaAction: null,
    schema: subscriptionUpdatePostSchema,
    fieldErrors: subscriptionUpdateFieldErrorsOf,
    decoy: { result: { ok: true } satisfies SubscriptionUpdateResult, status: 200 },
    // Back to the edit page, which shows what is stored.
    noScript: { fields: subscriptionUpdateFieldKinds },
    async submit(form, { locale }) {
      const token = parseToken((await context.params).token);
      if (!token) return { result: { ok: false, error: 'notFound' }, status: 404 };
      const siteId = await routeSiteId(context.params);
      try {
        await updateSubscription({ siteId, locale }, token, { locale: form.locale, criteria: form.criteria });
        return { result: { ok: true }, status: 200 };
      } catch (error) {
        const refused = leadFailure(error, subscriptionUpdateFields);
        if (refused) return refused;
        throw error;
      }
    },
  });
}
