import { CONSENT_STORAGE_KEY, LEGACY_CONSENT_KEY } from './categories';

/**
 * Run by the browser as the page's body starts, before anything is painted:
 * - Google Consent Mode v2's defaults, everything denied, in the data layer before any Google tag can load
 *   (components/analytics); the tags read them first, and the updates that follow a choice.
 * - marks the page when the visitor has no valid choice (`<html data-consent="ask">`), so the banner in the
 *   server HTML shows from the first paint for them and never for a visitor who chose. A choice is the
 *   consent library's unexpired value or the earlier banner's answer (lib/consent/categories.ts). Without
 *   JavaScript, or with storage blocked, nothing is marked: the banner then waits for React.
 *   Why: a banner drawn only after hydration was the largest paint of pages without a big photo (the map
 *   view) (docs/decisions/0047-lighthouse-and-first-paint.md).
 * - marks that scripts run at all (`<html data-script="on">`): what only a script can bring to life (the
 *   map view) is hidden without it, where a note and a link stand instead.
 */
export const CONSENT_EARLY_SCRIPT = `document.documentElement.dataset.script="on";window.dataLayer=window.dataLayer||[];(function(){window.dataLayer.push(arguments)})("consent","default",{ad_storage:"denied",analytics_storage:"denied",ad_user_data:"denied",ad_personalization:"denied"});try{var s=localStorage,c=null;try{c=JSON.parse(s.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}))}catch(e){}if(!(c&&Array.isArray(c.categories)&&c.expirationTime>Date.now())&&["accepted","refused"].indexOf(s.getItem(${JSON.stringify(LEGACY_CONSENT_KEY)}))<0)document.documentElement.dataset.consent="ask"}catch(e){}`;

/**
 * The script's CSP hash source: the nonced pages' policy allows this one inline script by it
 * (lib/http/content-security-policy.ts). tests/consent/early-script.test.ts checks it against the text.
 */
export const CONSENT_EARLY_SCRIPT_HASH = "'sha256-t610Qf1r0jkRBWCmrtX7NvyiIlfe+Ms7U3kdDDOrwiU='";
