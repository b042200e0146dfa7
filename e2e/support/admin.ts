/** The demo API's back-office token of the browser tests' server (playwright.config.ts sets it). */
export const E2E_DEMO_ADMIN_TOKEN = 'e2e-demo-admin-token-0123456789';

/** Headers of a direct write to the demo API, which only the back office (its token) may make. */
export const adminHeaders = (siteId: number, extra: Record<string, string> = {}) => ({
  'X-SITE': String(siteId),
  authorization: `Bearer ${E2E_DEMO_ADMIN_TOKEN}`,
  ...extra,
});
