import { z } from 'zod';

/**
 * The analytics tools one site uses, from the environment (GA4_ID_<siteId>, GTM_ID_<siteId>,
 * MATOMO_URL_<siteId> with MATOMO_SITE_ID_<siteId>, PLAUSIBLE_DOMAIN_<siteId>), and where their scripts
 * come from (GA4_SCRIPT_URL, GTM_SCRIPT_URL, PLAUSIBLE_SCRIPT_URL: the official ones unless a test points
 * them at a fake or an agency at its own proxy). Public values only: they go to the browser.
 */
export type AnalyticsTools = {
  ga4?: { id: string; scriptUrl: string };
  gtm?: { id: string; scriptUrl: string };
  /** `url` ends with a slash: `matomo.js` and `matomo.php` sit under it. */
  matomo?: { url: string; siteId: string };
  plausible?: { domain: string; scriptUrl: string };
};

export const OFFICIAL_SCRIPT_URLS = {
  ga4: 'https://www.googletagmanager.com/gtag/js',
  gtm: 'https://www.googletagmanager.com/gtm.js',
  plausible: 'https://plausible.io/js/script.js',
} as const;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const httpUrl = z.string().max(500).regex(/^https?:\/\/[^\s?#]+$/, 'must be an http(s) URL without query');

const sharedSchema = z.object({
  GA4_SCRIPT_URL: optional(httpUrl).transform((v) => v ?? OFFICIAL_SCRIPT_URLS.ga4),
  GTM_SCRIPT_URL: optional(httpUrl).transform((v) => v ?? OFFICIAL_SCRIPT_URLS.gtm),
  PLAUSIBLE_SCRIPT_URL: optional(httpUrl).transform((v) => v ?? OFFICIAL_SCRIPT_URLS.plausible),
});

const siteSchema = z
  .object({
    ga4: optional(z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'must be a GA4 measurement id (G-…)')),
    gtm: optional(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a container id (GTM-…)')),
    matomoUrl: optional(httpUrl),
    matomoSiteId: optional(z.string().regex(/^\d{1,6}$/, 'must be a number')),
    plausible: optional(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a domain (agency.be)')),
  })
  .refine((site) => !site.matomoUrl === !site.matomoSiteId, 'MATOMO_URL and MATOMO_SITE_ID go together');

/** One site's tools; throws naming the variable when a value is wrong, so the server fails at start. */
export function analyticsToolsFrom(variables: Record<string, string | undefined>, siteId: number): AnalyticsTools {
  const shared = sharedSchema.safeParse(variables);
  const site = siteSchema.safeParse({
    ga4: variables[`GA4_ID_${siteId}`],
    gtm: variables[`GTM_ID_${siteId}`],
    matomoUrl: variables[`MATOMO_URL_${siteId}`],
    matomoSiteId: variables[`MATOMO_SITE_ID_${siteId}`],
    plausible: variables[`PLAUSIBLE_DOMAIN_${siteId}`],
  });
  if (!shared.success || !site.success) {
    const issues = [...(shared.error?.issues ?? []), ...(site.error?.issues ?? [])];
    throw new Error(`Invalid environment (analytics of site ${siteId}): ${issues.map((i) => `${i.path.join('.') || 'matomo'}: ${i.message}`).join('; ')}`);
  }
  const { ga4, gtm, matomoUrl, matomoSiteId, plausible } = site.data;
  return {
    ...(ga4 ? { ga4: { id: ga4, scriptUrl: shared.data.GA4_SCRIPT_URL } } : {}),
    ...(gtm ? { gtm: { id: gtm, scriptUrl: shared.data.GTM_SCRIPT_URL } } : {}),
    ...(matomoUrl && matomoSiteId ? { matomo: { url: matomoUrl.replace(/\/*$/, '/'), siteId: matomoSiteId } } : {}),
    ...(plausible ? { plausible: { domain: plausible, scriptUrl: shared.data.PLAUSIBLE_SCRIPT_URL } } : {}),
  };
}

export function hasAnalytics(tools: AnalyticsTools): boolean {
  return Object.keys(tools).length > 0;
}
