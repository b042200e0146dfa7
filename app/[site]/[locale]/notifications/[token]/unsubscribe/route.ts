import { parseToken } from '@/lib/domain/route-params';
import { handleFormPost } from '@/lib/forms/handle-form-post';
import { leadFailure } from '@/lib/forms/lead-failure';
import { unsubscribePostSchema, type UnsubscribeResult } from '@/lib/forms/subscription-form';
import { deleteSubscription } from '@/lib/site-api/subscriptions';
import { routeSiteId } from '@/lib/tenancy/site-of';

type Context = { params: Promise<{ site: string; locale: string; token: string }> };

/**
 * Unsubscribing: `POST /{locale}/notifications/{token}/unsubscribe`. Only this POST cancels:
 * opening the mailed link (a GET, as mail scanners do) changes nothing. A second click answers ok too,
 * as the site API's DELETE does; an unknown or malformed token is a 404.
 */
export function POST(request: Request, context: Context): Promise<Response> {
  return handleFormPost(request, context, {
    form: 'unsubscribe',
    recaptchaAction: null,
    schema: unsubscribePostSchema,
    // Back to the page, which then says the address is unsubscribed.
    noScript: { fields: {} },
    fieldErrors: () => ({}),
    decoy: { result: { ok: true } satisfies UnsubscribeResult, status: 200 },
    async submit(_form, { locale }) {
      const token = parseToken((await context.params).token);
      if (!token) return { result: { ok: false, error: 'notFound' }, status: 404 };
      const siteId = await routeSiteId(context.params);
      try {
        await deleteSubscription({ siteId, locale }, token);
        return { result: { ok: true }, status: 200 };
      } catch (error) {
        const refused = leadFailure(error, []);
        if (refused) return refused;
        throw error;
      }
    },
  });
}
