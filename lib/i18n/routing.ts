import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@/lib/domain/enums';

/**
 * Every route of the spec's route tables, with its path per language (document 000, section 2).
 * The estate list lives at the estate detail base and the rental list at the holiday base (issue #2).
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  // hreflang is rendered per page (with localised slugs), not as a Link header
  alternateLinks: false,
  pathnames: {
    '/': '/',
    '/estates': { nl: '/aanbod', fr: '/offre', en: '/offer', de: '/angebot' },
    '/estates/[estateId]': {
      nl: '/aanbod/[estateId]',
      fr: '/offre/[estateId]',
      en: '/offer/[estateId]',
      de: '/angebot/[estateId]',
    },
    '/estates/[estateId]/[slug]': {
      nl: '/aanbod/[estateId]/[slug]',
      fr: '/offre/[estateId]/[slug]',
      en: '/offer/[estateId]/[slug]',
      de: '/angebot/[estateId]/[slug]',
    },
    '/estates/[estateId]/[slug]/[entityId]': {
      nl: '/aanbod/[estateId]/[slug]/[entityId]',
      fr: '/offre/[estateId]/[slug]/[entityId]',
      en: '/offer/[estateId]/[slug]/[entityId]',
      de: '/angebot/[estateId]/[slug]/[entityId]',
    },
    '/holiday': { nl: '/vakantie', fr: '/vacances', en: '/holiday', de: '/feiertage' },
    '/holiday/[rentalUnitId]': {
      nl: '/vakantie/[rentalUnitId]',
      fr: '/vacances/[rentalUnitId]',
      en: '/holiday/[rentalUnitId]',
      de: '/feiertage/[rentalUnitId]',
    },
    '/privacy': {
      nl: '/privacy-verklaring',
      fr: '/declaration-de-confidentialite',
      en: '/privacy-statement',
      de: '/datenschutzerklarung',
    },
    '/terms': { nl: '/gebruiksvoorwaarden', fr: '/conditions-d-utilisation', en: '/terms-of-use', de: '/agb' },
    '/favorites': { nl: '/favorieten', fr: '/favoris', en: '/favorites', de: '/favoriten' },
    '/subscribe': {
      nl: '/hou-me-op-de-hoogte',
      fr: '/tenez-moi-au-courant',
      en: '/keep-me-informed',
      de: '/halte-mich-auf-dem-laufenden',
    },
    '/subscribe/success': {
      nl: '/hou-me-op-de-hoogte/succes',
      fr: '/tenez-moi-au-courant/reussi',
      en: '/keep-me-informed/success',
      de: '/halte-mich-auf-dem-laufenden/gelungen',
    },
    '/subscribe/[token]': {
      nl: '/hou-me-op-de-hoogte/[token]',
      fr: '/tenez-moi-au-courant/[token]',
      en: '/keep-me-informed/[token]',
      de: '/halte-mich-auf-dem-laufenden/[token]',
    },
    '/subscribe/unsubscribe/[token]': {
      nl: '/hou-me-op-de-hoogte/uitschrijven/[token]',
      fr: '/tenez-moi-au-courant/desinscrire/[token]',
      en: '/keep-me-informed/unsubscribe/[token]',
      de: '/halte-mich-auf-dem-laufenden/abbestellen/[token]',
    },
    '/cancel-appointment/[appointmentId]': {
      nl: '/afspraak-annuleren/[appointmentId]',
      fr: '/annuler-rendez-vous/[appointmentId]',
      en: '/cancel-appointment/[appointmentId]',
      de: '/termin-absagen/[appointmentId]',
    },
    '/appointment/[agendaId]': {
      nl: '/afspraak-maken/[agendaId]',
      fr: '/prendre-rendez-vous/[agendaId]',
      en: '/book-appointment/[agendaId]',
      de: '/termin-vereinbaren/[agendaId]',
    },
    '/appointment/confirmed/[appointmentId]': {
      nl: '/afspraak-maken/bevestigd/[appointmentId]',
      fr: '/prendre-rendez-vous/confirme/[appointmentId]',
      en: '/book-appointment/confirmed/[appointmentId]',
      de: '/termin-vereinbaren/bestaetigt/[appointmentId]',
    },
    // CMS pages: any other path is looked up with pages/by-url (issue #7); unknown ones are a localised 404.
    '/[...rest]': '/[...rest]',
  },
});

export type AppPathname = keyof typeof routing.pathnames;
