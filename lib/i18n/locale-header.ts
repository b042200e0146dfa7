/**
 * next-intl's locale request header (next-intl/dist/…/shared/constants.js): next-intl's middleware hands the
 * language on to the page under this name, and its server functions fall back to it when `setRequestLocale`
 * was not called. Our pages take the language from their route params, the proxy's fast path does not send
 * it (lib/i18n/fast-routing.ts), and the front door drops a visitor's (lib/http/socket-address.ts).
 */
export const LOCALE_HEADER = 'x-next-intl-locale';
