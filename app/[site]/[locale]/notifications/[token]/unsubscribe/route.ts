import { parseToken } from '@/lib/domain/route-params';
import { leadRoute } from '@/lib/forms/lead-route';
import { unsubscribePostSchema } from '@/lib/forms/subscription-form';
import { deleteSubscription } from '@/lib/site-api/subscriptions';

/**
 * Unsubscribing: `POST /{locale}/notifications/{token}/unsubscribe`. Only this POST cancels:
 * opening the mailed link (a GET, as mail scanners do) changes nothing. A second click answers ok too,
 * as the site API's DELETE does; an unknown or malformed token is a 404.
 */
export const POST = leadRoute<typeof unsubscribePostSchema, { site: string; locale: string; token: string }>({
  form: 'unsubscribe',
  recaptchaAction: null,
  schema: unsubscribePostSchema,
  fieldErrors: () => ({}),
  fields: [],
  status: 200,
  // Back to the page, which then says the address is unsubscribed.
  noScript: { fields: {} },
  async send(_form, { siteId, locale, params }) {
    const token = parseToken((await params).token);
    if (!token) return { result: { ok: false, error: 'notFound' }, status: 404 };
    await deleteSubscription({ siteId, locale }, token);
  },
});
