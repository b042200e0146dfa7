import type { PriceWatchResult } from '@/lib/favourites/price-watch';
import { PRICE_WATCH_ACTION } from '@/lib/favourites/price-watch';
import { handleFormPost } from '@/lib/forms/handle-form-post';
import { priceWatchFieldErrorsOf, priceWatchFieldKinds, priceWatchPostSchema } from '@/lib/forms/price-watch-form';
import { getPathname } from '@/lib/i18n/pathname';
import { SiteApiError } from '@/lib/site-api/errors';
import { createPriceWatch } from '@/lib/site-api/subscriptions';
import { routeSiteId } from '@/lib/tenancy/site-of';

type Context = { params: Promise<{ site: string; locale: string }> };

/** The statuses of a site API that lacks the optional call: no such path, or the path of a token only. */
const NOT_OFFERED = new Set([404, 405, 501]);

/**
 * "Mail me when the price of my favourites drops": `POST /{locale}/notifications/price-drops` with the
 * address, the favourites' ids and the consent. 201 once the site API took the watch; 404
 * `unsupported` when the API does not have the call, so the form says the agency does not offer it.
 */
export function POST(request: Request, context: Context): Promise<Response> {
  return handleFormPost(request, context, {
    form: 'price-watch',
    recaptchaAction: PRICE_WATCH_ACTION,
    schema: priceWatchPostSchema,
    fieldErrors: priceWatchFieldErrorsOf,
    decoy: { result: { ok: true } as PriceWatchResult, status: 201 },
    // A browser's own post lands on the page that says to look in the mailbox; a refusal back on the favourites.
    noScript: { fields: priceWatchFieldKinds, success: (_result, locale) => getPathname({ locale, href: '/subscribe/success' }) },
    async submit(form, { locale }) {
      const siteId = await routeSiteId(context.params);
      try {
        await createPriceWatch({ siteId, locale }, { email: form.email, locale, estateIds: form.estateIds, privacy: true });
        return { result: { ok: true }, status: 201 };
      } catch (error) {
        // None of the listings is the agency's any more.
        if (!(error instanceof SiteApiError)) throw error;
        if (error.isHttp(422)) return { result: { ok: false, error: 'notFound' }, status: 404 };
        if (error.isHttp() && NOT_OFFERED.has(error.status ?? 0)) {
          return { result: { ok: false, error: 'unsupported' }, status: 404 };
        }
        throw error;
      }
    },
  });
}
