import 'server-only';
import type { z } from 'zod';
import type { Locale } from '@/lib/rules';
import { routeSiteId } from '@/lib/tenancy/site-of';
import { handleFormPost, type FormAnswer, type FormPostConfig, type FormPostFailure } from './handle-form-post';
import { leadFailure } from './lead-failure';

type SiteParams = { site: string; locale: string };

/** Where a lead is sent: the route's site and language, and its params (a token, for the mailed forms). */
export type LeadContext<P> = { siteId: number; locale: Locale; params: Promise<P>; request: Request };

export type LeadRouteConfig<S extends z.ZodType, P extends SiteParams> = Pick<FormPostConfig<S, { ok: true }>, 'form' | 'recaptchaAction' | 'schema' | 'fieldErrors' | 'noScript'> & {
  /** The form's fields: a 422 of the site API naming one becomes that field's error (`leadFailure`). */
  fields: readonly string[];
  /** The status of a success, and of the decoy a robot that filled the honeypot is told: 201, or 200 for a change. */
  status?: 200 | 201;
  /** Passes the checked form to the site API; answers a refusal of its own, or nothing once the API took it. */
  send: (form: z.output<S>, context: LeadContext<P>) => Promise<FormAnswer<FormPostFailure> | void>;
};

/**
 * A form route whose success is `{ ok: true }`: `export const POST = leadRoute({ … })`. Every check is
 * `handleFormPost`'s; a site-API refusal is read by `leadFailure`, anything else is its 502.
 */
export function leadRoute<S extends z.ZodType, P extends SiteParams = SiteParams>(config: LeadRouteConfig<S, P>) {
  const { send, fields, status = 201, ...checks } = config;
  return (request: Request, context: { params: Promise<P> }): Promise<Response> =>
    handleFormPost<S, { ok: true }>(request, context, {
      ...checks,
      decoy: { result: { ok: true }, status },
      async submit(form, { locale }) {
        const siteId = await routeSiteId(context.params);
        try {
          const refused = await send(form, { siteId, locale, params: context.params, request });
          return refused ?? { result: { ok: true }, status };
        } catch (error) {
          const refused = leadFailure(error, fields);
          if (refused) return refused;
          throw error;
        }
      },
    });
}
