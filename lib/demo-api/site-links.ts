// Links into the website that the demo API puts in its mails: the site's own host and the website's
// localised routes (document 000, section 2).
import { demoEnv } from './env';
import { routePathnames, type Locale } from '@/lib/rules';
import type { SiteContext } from './handlers/context';

/** A route of the website in one language, its `[param]` filled in (the route table lives in lib/rules). */
function route(locale: Locale, pathname: keyof typeof routePathnames, param = ''): string {
  const path: string | Record<Locale, string> = routePathnames[pathname];
  return (typeof path === 'string' ? path : path[locale]).replace(/\[[^\]]+\]/, encodeURIComponent(param));
}

/** The port visitors use: the edge's in front (the first of PUBLIC_PORTS), else the server's own. */
function visitorPort(): number {
  const env = demoEnv();
  return env.PUBLIC_PORTS ? Number(env.PUBLIC_PORTS.split(',')[0]) : env.PORT;
}

/** A demo host on the developer's machine, served over http. */
const LOCAL_HOST = /localhost$|^\d+\.\d+\.\d+\.\d+$/;

/** An address of this server as visitors reach it: on a local host, the port they use. */
export function visitorOrigin(url: URL): string {
  return LOCAL_HOST.test(url.hostname) ? `${url.protocol}//${url.hostname}:${visitorPort()}` : url.origin;
}

/** The site's own address: a local demo host gets the port visitors use, a real one https. */
export function siteOrigin(ctx: Pick<SiteContext, 'site'>): string {
  const host = ctx.site.hostnames.find((h) => h.endsWith('.localhost')) ?? ctx.site.hostnames[0] ?? 'localhost';
  return LOCAL_HOST.test(host) ? `http://${host}:${visitorPort()}` : `https://${host}`;
}

export function subscriptionLinks(ctx: Pick<SiteContext, 'site'>, locale: Locale, token: string): { edit: string; unsubscribe: string } {
  const base = `${siteOrigin(ctx)}/${locale}`;
  return { edit: base + route(locale, '/subscribe/[token]', token), unsubscribe: base + route(locale, '/subscribe/unsubscribe/[token]', token) };
}

export function holidayLink(ctx: Pick<SiteContext, 'site'>, locale: Locale, rentalUnitId: number): string {
  return `${siteOrigin(ctx)}/${locale}${route(locale, '/holiday/[rentalUnitId]', String(rentalUnitId))}`;
}

export function estateLink(ctx: Pick<SiteContext, 'site'>, locale: Locale, estateId: number): string {
  return `${siteOrigin(ctx)}/${locale}${route(locale, '/estates/[estateId]', String(estateId))}`;
}

/** The booking page, with `?estate={id}` for a listing's visit. */
export function bookAppointmentLink(ctx: Pick<SiteContext, 'site'>, locale: Locale, agendaId: number, estateId: number | null): string {
  return `${siteOrigin(ctx)}/${locale}${route(locale, '/appointment/[agendaId]', String(agendaId))}${estateId === null ? '' : `?estate=${estateId}`}`;
}

/** The appointment's cancel page, and its calendar file (an ajax route of the website). */
export function appointmentLinks(ctx: Pick<SiteContext, 'site'>, locale: Locale, appointmentId: string): { cancel: string; calendar: string } {
  const origin = siteOrigin(ctx);
  return { cancel: `${origin}/${locale}${route(locale, '/cancel-appointment/[appointmentId]', appointmentId)}`, calendar: `${origin}/${locale}/appointment-calendar/${appointmentId}` };
}
