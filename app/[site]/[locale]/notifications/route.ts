import { handleFormPost } from '@/lib/forms/handle-form-post';
import { leadFailure } from '@/lib/forms/lead-failure';
import { SUBSCRIBE_ACTION, subscribeFieldErrorsOf, subscribeFieldKinds, subscribeFields, subscribePostSchema, type SubscribeResult } from '@/lib/forms/subscription-form';
import { getPathname } from '@/lib/i18n/pathname';
import { createSubscription } from '@/lib/site-api/subscriptions';
import { routeSiteId } from '@/lib/tenancy/site-of';

type Context = { params: Promise<{ site: string; locale: string }> };

/**
 * "Keep me informed": `POST /{locale}/notifications` with the form as JSON. Answers a
 * `SubscribeResult`: 201 once the site API took the subscription. The answer names no token, since the
 * API mails it to the address: only who reads that mailbox can edit or cancel.
 */
export function POST(request: Request, context: Context): Promise<Response> {
  return handleFormPost(request, context, {
    form: 'subscribe',
    recaptchaAction: SUBSCRIBE_ACTION,
    schema: subscribePostSchema,
    fieldErrors: subscribeFieldErrorsOf,
    decoy: { result: { ok: true } satisfies SubscribeResult, status: 201 },
    // Where the script goes too: the page that says to look in the mailbox.
    noScript: { fields: subscribeFieldKinds, form: 'subscribe', success: (_result, locale) => getPathname({ locale, href: '/subscribe/success' }) },
    async submit(form, { locale }) {
      const siteId = await routeSiteId(context.params);
      try {
        await createSubscription(
          { siteId, locale },
          {
            email: form.email,
            firstname: form.firstname,
            lastname: form.lastname,
            locale: form.locale,
            criteria: form.criteria,
            privacy: true,
            origin: form.origin,
          },
        );
        return { result: { ok: true }, status: 201 };
      } catch (error) {
        const refused = leadFailure(error, subscribeFields);
        if (refused) return refused;
        throw error;
      }
    },
  });
}
