// Links into the website that the demo API puts in its mails: the site's own host and the website's
// localised routes (document 000, section 2).
import { demoEnv } from './env';
import type { Locale } from '@/lib/domain/enums';
import type { Texts } from './types';
import type { SiteContext } from './handlers/context';

/** The subscribe route per language; edit is that path plus the token. */
export const subscribePath: Texts = { nl: 'hou-me-op-de-hoogte', fr: 'tenez-moi-au-courant', en: 'keep-me-informed', de: 'halte-mich-auf-dem-laufenden' };
export const unsubscribeSegment: Texts = { nl: 'uitschrijven', fr: 'desinscrire', en: 'unsubscribe', de: 'abbestellen' };
/** The cancel-appointment route per language, then `/{appointmentId}`. */
export const cancelAppointmentPath: Texts = { nl: 'afspraak-annuleren', fr: 'annuler-rendez-vous', en: 'cancel-appointment', de: 'termin-absagen' };

/** The estate detail base per language; `/{base}/{id}` redirects to the slugged address. */
export const estateBase: Texts = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' };

/** The site's own address: a local demo host gets the server's port, a real one https. */
export function siteOrigin(ctx: Pick<SiteContext, 'site'>): string {
  const host = ctx.site.hostnames.find((h) => h.endsWith('.localhost')) ?? ctx.site.hostnames[0] ?? 'localhost';
  return /localhost$|^\d+\.\d+\.\d+\.\d+$/.test(host) ? `http://${host}:${demoEnv().PORT}` : `https://${host}`;
}

export function subscriptionLinks(ctx: Pick<SiteContext, 'site'>, locale: Locale, token: string): { edit: string; unsubscribe: string } {
  const base = `${siteOrigin(ctx)}/${locale}/${subscribePath[locale]}`;
  return { edit: `${base}/${token}`, unsubscribe: `${base}/${unsubscribeSegment[locale]}/${token}` };
}

export function estateLink(ctx: Pick<SiteContext, 'site'>, locale: Locale, estateId: number): string {
  return `${siteOrigin(ctx)}/${locale}/${estateBase[locale]}/${estateId}`;
}

/** The appointment's cancel page, and its calendar file (an ajax route of the website). */
export function appointmentLinks(ctx: Pick<SiteContext, 'site'>, locale: Locale, appointmentId: string): { cancel: string; calendar: string } {
  const origin = siteOrigin(ctx);
  return { cancel: `${origin}/${locale}/${cancelAppointmentPath[locale]}/${appointmentId}`, calendar: `${origin}/${locale}/appointment-calendar/${appointmentId}` };
}
