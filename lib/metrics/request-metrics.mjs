// The app server's answers, counted by kind of route: the path is reduced to one of ROUTE_KINDS, so a
// visitor asking a million made-up paths or hosts adds no series. Observed in server.mjs when an answer
// finishes (its 'finish' event); nothing of Node or Next is patched.
// Plain JavaScript (types in request-metrics.d.mts): server.mjs loads it as it is.
import { metrics } from './registry.mjs';

export const ROUTE_KINDS = ['page', 'api', 'asset', 'image', 'other'];

/** The languages of lib/rules/index.ts (a test keeps the two equal): a page's path starts with one. */
const LOCALES = new Set(['nl', 'fr', 'en', 'de']);

/**
 * The route handlers under a language (app/[site]/[locale]/<name>/route.ts, no page beside them): the forms,
 * the searches, the brochure. A test keeps this list equal to the app's folders.
 */
export const LOCALE_API_SEGMENTS = new Set([
  'appointment-booking',
  'appointment-calendar',
  'appointment-cancel',
  'contact-form-handler',
  'estate',
  'estate-brochure',
  'estate-map',
  'estate-search',
  'notifications',
  'open-house-calendar',
  'rental-reservation',
  'rental-search',
  'search-city',
  'send-to-a-friend',
  'similar-estate',
  'similar-rental-unit',
  'social-feed',
  'valuation-form-handler',
]);

/** The first path segments outside the languages, by kind; any other is 'other' (probes, robots, sitemaps, scanners). */
const TOP_LEVEL = new Map([
  ['api', 'api'],
  ['demo-api', 'api'],
  ['remote-photos', 'image'],
  ['rental-units', 'image'],
  ['site-assets', 'asset'],
  ['epc', 'asset'],
  ['favicon.ico', 'asset'],
]);

/** The kind of route a request's path (with or without its query) is for: one of ROUTE_KINDS. */
export function routeKind(url) {
  const path = String(url).split(/[?#]/, 1)[0] ?? '';
  const [first = '', second = ''] = path.split('/').filter((segment) => segment !== '');
  if (first === '') return 'page';
  if (first === '_next') return second === 'image' ? 'image' : 'asset';
  if (LOCALES.has(first)) return LOCALE_API_SEGMENTS.has(second) ? 'api' : 'page';
  return TOP_LEVEL.get(first) ?? 'other';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The request's method, or 'other' for the rest of what Node's parser accepts (PROPFIND, …). */
export function methodLabel(method) {
  return METHODS.has(method) ? method : 'other';
}

/** '2xx' for 204, and so on. */
export function statusClass(status) {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

/** Times one request, and counts it when its answer has been handed to the socket. */
export function observeRequest(request, response) {
  // Taken now: Next may rewrite request.url while it routes.
  const kind = routeKind(request.url ?? '/');
  const method = methodLabel(request.method);
  const end = metrics().httpRequests.startTimer();
  response.once('finish', () => end({ kind, method, status_class: statusClass(response.statusCode) }));
}
