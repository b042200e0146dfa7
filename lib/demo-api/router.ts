// The demo site API as one plain function, (request, path segments) -> response, usable from the
// Next route handler and from tests alike.
import 'server-only';
import { eq } from 'drizzle-orm';
import { logger } from '@/lib/log/logger.mjs';
import { getDemoDb } from './db';
import { failureSummary } from './failure-summary';
import { sites } from './db/schema';
import type { DemoDb } from './db/types';
import { cancelAppointment, createAppointment, getAgenda, getAppointment } from './handlers/agenda';
import type { Handler, HandlerContext, SiteContext, SiteRow } from './handlers/context';
import { estateFilters, getContactInfo, getEstate, getEstateCollection, getEstateGroup, searchEstates } from './handlers/estates';
import { countUnsent, processMailer } from './mailer';
import { demoEnv } from './env';
import { createPriceWatch } from './handlers/price-watch';
import { createValuationLead } from './handlers/valuation';
import { createContactLead, createSendToFriendLead, createSubscription, deleteSubscription, getSubscription, updateSubscription } from './handlers/leads';
import { getMedia } from './handlers/media';
import { getSocialMedia } from './handlers/social';
import { editDemoEstate, editDemoHostnames } from './handlers/back-office';
import { publishDemoEstates } from './handlers/publish';
import {
  createRentalReservation,
  getRentalPeriods,
  getRentalPhoto,
  getRentalUnit,
  rentalUnitFilters,
  searchRentalUnits,
} from './handlers/rental-units';
import {
  getAsset,
  getEstatePage,
  getNavigation,
  getPage,
  getPageByUrl,
  getSite,
  getSiteByHostname,
  getTranslations,
  listAgreements,
  listEntities,
  listEntityItems,
  listPages,
} from './handlers/sites';
import { ApiError, errorResponse, localeOf } from './http';
import { checkWriteAccess, type WriteAccess } from './access';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `scope` is how a call names its site: in the path (`/sites/{siteId}/…`, X-SITE must repeat it),
 * only in X-SITE (`/translations/{locale}`), or not at all (by-hostname lookup, media files).
 */
type Route =
  | { method: Method; pattern: string[]; scope: 'none'; handler: Handler; write?: undefined }
  | { method: Method; pattern: string[]; scope: 'path' | 'header'; handler: Handler<SiteContext>; write?: WriteAccess };

/** `write` marks a call that changes data, and who may make it (lib/demo-api/access.ts). */
const site = (method: Method, pattern: string, handler: Handler<SiteContext>, write?: WriteAccess): Route => ({
  method,
  pattern: ['sites', ':siteId', ...pattern.split('/').filter(Boolean)],
  scope: 'path',
  handler,
  write,
});

/** Order matters where a literal and a parameter compete: literals first. */
const routes: Route[] = [
  { method: 'GET', pattern: ['sites', 'by-hostname', ':hostname'], scope: 'none', handler: getSiteByHostname },
  { method: 'GET', pattern: ['media', ':file'], scope: 'none', handler: getMedia },
  // Demo only: a stand-in social media provider for the social feed block (SOCIAL_FEED_URL).
  { method: 'GET', pattern: ['social', 'media'], scope: 'none', handler: getSocialMedia },
  { method: 'GET', pattern: ['translations', ':locale'], scope: 'header', handler: getTranslations },
  site('GET', '', getSite),
  site('GET', 'navigation/:type', getNavigation),
  site('GET', 'navigation/:type/:id', getNavigation),
  site('GET', 'pages', listPages),
  site('GET', 'pages/by-url/*url', getPageByUrl),
  site('GET', 'pages/:id', getPage),
  site('GET', 'entities', listEntities),
  site('GET', 'entities/:entity/items', listEntityItems),
  site('POST', 'estates', searchEstates),
  site('POST', 'estate-filters', estateFilters),
  site('GET', 'estates/v2/:id', getEstate),
  site('GET', 'estates/group/:id', getEstateGroup),
  site('GET', 'estates/:id/contact-info', getContactInfo),
  site('GET', 'estate-collections/:id', getEstateCollection),
  site('POST', 'rental-units', searchRentalUnits),
  site('POST', 'rental-units/filters', rentalUnitFilters),
  site('POST', 'rental-units/reservation', createRentalReservation, 'visitor'),
  site('GET', 'rental-units/photo/:photoId/:size', getRentalPhoto),
  site('GET', 'rental-units/:id', getRentalUnit),
  site('GET', 'rental-units/:id/periods', getRentalPeriods),
  site('GET', 'agreements', listAgreements),
  site('GET', 'estate-pages/:estateId/:locale', getEstatePage),
  site('GET', 'assets/:name', getAsset),
  site('GET', 'live-agenda/reservation/:id', getAppointment),
  site('DELETE', 'live-agenda/reservation/:id', cancelAppointment, 'visitor'),
  site('POST', 'live-agenda/reservation', createAppointment, 'visitor'),
  site('GET', 'live-agenda/:id', getAgenda),
  site('POST', 'leads/contact', createContactLead, 'visitor'),
  site('POST', 'leads/send-to-a-friend', createSendToFriendLead, 'visitor'),
  site('POST', 'leads/valuation', createValuationLead, 'visitor'),
  site('POST', 'subscriptions', createSubscription, 'visitor'),
  // An optional extension: mail me when the price of my favourites drops.
  site('POST', 'subscriptions/price-drops', createPriceWatch, 'visitor'),
  // Demo only (npm run demo:publish): new listings, and the alerts they cause.
  site('POST', 'demo/publish', publishDemoEstates, 'admin'),
  // Demo only: edits of a listing and of the hostnames, so the site's revalidation route can be seen at work.
  site('PUT', 'demo/estates/:id', editDemoEstate, 'admin'),
  site('PUT', 'demo/hostnames', editDemoHostnames, 'admin'),
  site('GET', 'subscriptions/:token', getSubscription),
  site('PUT', 'subscriptions/:token', updateSubscription, 'visitor'),
  site('DELETE', 'subscriptions/:token', deleteSubscription, 'visitor'),
];

/** Path parameters of a route matching the segments, or null. `*name` takes the rest. */
function match(pattern: readonly string[], segments: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i] as string;
    if (part.startsWith('*')) {
      if (i >= segments.length) return null;
      params[part.slice(1)] = segments.slice(i).join('/');
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return pattern.length === segments.length ? params : null;
}

async function siteById(db: DemoDb, id: number): Promise<SiteRow | null> {
  return (await db.select().from(sites).where(eq(sites.id, id)).limit(1))[0] ?? null;
}

/** Checks X-SITE against the call's site: missing is 400, another site's id is 403, unknown is 404. */
async function resolveSite(ctx: HandlerContext, scope: 'path' | 'header'): Promise<SiteRow> {
  const header = ctx.request.headers.get('x-site')?.trim();
  if (!header) throw new ApiError(400, 'MISSING_SITE', 'The X-SITE header is required');
  if (!/^\d{1,9}$/.test(header)) throw new ApiError(400, 'INVALID_SITE', 'The X-SITE header must be a site id');
  if (scope === 'path' && header !== ctx.params.siteId) {
    throw new ApiError(403, 'SITE_MISMATCH', 'The X-SITE header does not match the site in the path');
  }
  const row = await siteById(ctx.db, Number(header));
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'Site not found');
  return row;
}

async function dispatch(request: Request, segments: string[]): Promise<Response> {
  const candidates = routes.map((route) => ({ route, params: match(route.pattern, segments) })).filter((c) => c.params !== null);
  if (candidates.length === 0) throw new ApiError(404, 'NOT_FOUND', 'No such call');
  const chosen = candidates.find((c) => c.route.method === request.method);
  if (!chosen || !chosen.params) {
    const allowed = [...new Set(candidates.map((c) => c.route.method))].join(', ');
    return errorWithHeaders(new ApiError(405, 'METHOD_NOT_ALLOWED', `Use ${allowed}`), { allow: allowed });
  }
  if (chosen.route.write) checkWriteAccess(request, chosen.route.write, demoEnv().DEMO_ADMIN_TOKEN);
  const handle = await openDemoApi();
  const ctx: HandlerContext = {
    request,
    url: new URL(request.url),
    params: chosen.params,
    locale: localeOf(request),
    db: handle.db,
    mediaDir: handle.mediaDir,
    now: handle.clock(),
  };
  const { route } = chosen;
  if (route.scope === 'none') return route.handler(ctx);
  return route.handler({ ...ctx, site: await resolveSite(ctx, route.scope) });
}

function errorWithHeaders(error: ApiError, headers: Record<string, string>): Response {
  const response = errorResponse(error);
  for (const [k, v] of Object.entries(headers)) response.headers.set(k, v);
  return response;
}

/** The route a path asks for, as its template (`/sites/:siteId/subscriptions/:token`): never a token or an e-mail address. */
function routeTemplate(segments: readonly string[]): string {
  const route = routes.find((candidate) => match(candidate.pattern, segments) !== null);
  return route ? `/${route.pattern.join('/')}` : 'other';
}

/** The demo API: `path` is what follows /demo-api (e.g. ['sites', '1', 'estates']). */
export async function handleDemoApiRequest(request: Request, path: string[]): Promise<Response> {
  const segments = path.filter((s) => s !== '');
  try {
    return await dispatch(request, segments);
  } catch (error) {
    if (error instanceof ApiError) {
      return error.status === 401 ? errorWithHeaders(error, { 'www-authenticate': 'Bearer realm="demo-api"' }) : errorResponse(error);
    }
    // The caller learns nothing; the log learns what failed, never the values (a failed query's error
    // carries its parameters: a visitor's name and e-mail) nor the path (a token link's token).
    logger().error({ topic: 'demo-api', method: request.method, path: routeTemplate(segments), reason: failureSummary(error) }, 'the demo API failed to answer');
    return errorResponse(new ApiError(500, 'INTERNAL_ERROR', 'The demo API failed to answer'));
  }
}

/** Opens (and on first start seeds) the database, so the first visitor does not wait for it. */
/** The database, and (once SMTP_URL is set) the outbox's delivery running beside it. */
async function openDemoApi() {
  const handle = await getDemoDb();
  const { SMTP_URL, MAIL_FROM } = demoEnv();
  processMailer({ db: handle.db, clock: handle.clock, smtpUrl: SMTP_URL, from: MAIL_FROM });
  return handle;
}

/** The depth of the process's outbox: its metrics read it when scraped (instrumentation.ts). */
export async function outboxDepth(): Promise<number> {
  return countUnsent((await getDemoDb()).db);
}

export async function warmDemoApi(): Promise<void> {
  await openDemoApi();
}

