import { CONSENT_KEY, consentChoices } from './consent-store';

/**
 * Run by the browser as the page's body starts, before anything is painted: marks the page when the visitor
 * has not answered the cookie question yet (`<html data-consent="ask">`), so the banner in the server HTML
 * shows from the first paint for them and never for a visitor who answered. Without JavaScript, or with
 * storage blocked, nothing is marked: the banner then waits for React, as before (components/consent).
 * Why: a banner drawn only after hydration was the largest paint of pages without a big photo (the map
 * view), and so their LCP waited for every script (docs/decisions/0047-lighthouse-and-first-paint.md).
 * It also marks that scripts run at all (`<html data-script="on">`): what only a script can bring to life (the
 * map view) is hidden without it, where a note and a link stand instead.
 */
export const CONSENT_EARLY_SCRIPT = `document.documentElement.dataset.script="on";try{if(!${JSON.stringify(consentChoices)}.includes(localStorage.getItem(${JSON.stringify(CONSENT_KEY)})))document.documentElement.dataset.consent="ask"}catch(e){}`;

/**
 * The script's CSP hash source: the nonced pages' policy allows this one inline script by it
 * (lib/http/content-security-policy.ts). tests/consent/early-script.test.ts checks it against the text.
 */
export const CONSENT_EARLY_SCRIPT_HASH = "'sha256-uX44k625bUaauzV4QV3z56iAYxhaIek36qWvSbZ1Cik='";
