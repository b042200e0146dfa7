import { defineConfig, devices } from '@playwright/test';
import { IDLE_CONNECTION_MS } from './e2e/support/idle-connections';

/** The edge (Varnish, deploy/varnish/) the journeys go through, as visitors do, in front of APP_PORT. */
const PORT = 3100;
/** The demo server behind the edge. */
const APP_PORT = 3110;
/** A second server whose site API is a closed port: proves the localised 503. */
const BROKEN_PORT = 3101;
/** BROKEN_PORT's metrics (e2e/metrics.spec.ts). */
export const BROKEN_METRICS_PORT = 3121;
/** An edge in front of a third server (CONTRACT_APP_PORT) on the fake site API of e2e/support/fake-site-api.ts (3103, its photos on 3104). */
export const CONTRACT_PORT = 3102;
const CONTRACT_APP_PORT = 3112;
/** A fourth server bound to loopback only, as behind nginx (`server.mjs -H 127.0.0.1`), on the first one's demo API. */
const LOOPBACK_PORT = 3105;
/** Everything the demo server writes to stdout and stderr (the file is new on every run). */
export const SERVER_LOG = 'test-reports/e2e-server-3100.log';
/** A blank Next app (bench/blank-next): the floor of the first-load JavaScript budgets (e2e/first-load-js.spec.ts). */
export const BLANK_APP_PORT = 3130;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-reports/playwright.json' }]],
  // A real SMTP server for the whole run: the demo API's mail lands there (SMTP_URL below); and the fake
  // site API with hard cases that the third server talks to.
  // A fake analytics tag for the second agency (e2e/analytics-consent.spec.ts).
  globalSetup: ['./e2e/support/mail-sink-setup.ts', './e2e/support/fake-site-api-setup.ts', './e2e/support/fake-analytics-setup.ts'],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    locale: 'nl-BE',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--headless=new',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // A fresh demo database for every run and an empty data cache: on a throw-away PostgreSQL cluster where
      // PostgreSQL is installed (as in CI), on PGlite otherwise or with E2E_DATABASE=pglite (the script says which).
      // Its output also goes to SERVER_LOG, where e2e/fuzz.spec.ts reads the lines its requests caused; the
      // run's own output shows its warnings and errors, not a line per request.
      command: `mkdir -p test-reports && node scripts/e2e-demo-server.mjs ${APP_PORT} --keepAliveTimeout ${IDLE_CONNECTION_MS} 2>&1 | tee ${SERVER_LOG} | grep --line-buffered -v '"level":"info"'`,
      // SIGTERM, so that the script stops its PostgreSQL cluster too.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      url: `http://localhost:${APP_PORT}/demo-api/sites/by-hostname/localhost`,
      env: { DATA_DIR: '.data/e2e', PORT: String(APP_PORT), SITE_API_URL: '', SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Demo agency <no-reply@agency.example>',
        // Every test posts from 127.0.0.1: one visitor's limit would be reached by the suite itself.
        FORM_RATE_LIMIT: '1000',
        // Direct writes to the demo API (the back office's, and other visitors' in a race) need it (e2e/support/admin.ts).
        DEMO_ADMIN_TOKEN: 'e2e-demo-admin-token-0123456789',
        // The site API's half of the revalidation route (e2e/tenancy.spec.ts).
        REVALIDATE_SECRET: 'e2e-revalidation-secret-0123456789',
        // Behind the edge, as in production: its X-Forwarded-For counts, its port is the visitors', and a
        // change purges it (docs/edge.md).
        TRUSTED_PROXY_HOPS: '1',
        PUBLIC_PORTS: String(PORT),
        EDGE_PURGE_URLS: `http://127.0.0.1:${PORT}`,
        // The demo API's stand-in social media provider: the first agency's token is good, the second's is
        // refused, so its feed shows the error state (e2e/social-feed.spec.ts).
        SOCIAL_FEED_URL: `http://127.0.0.1:${PORT}/demo-api/social/media?fields=id,caption,media_type,media_url,thumbnail_url,permalink&access_token={token}`,
        SOCIAL_FEED_TOKEN_1: 'demo-1',
        SOCIAL_FEED_TOKEN_2: 'revoked-token',
        // The second agency measures with GA4, whose tag is the fake of e2e/support/fake-analytics.ts.
        GA4_ID_2: 'G-E2ETEST2',
        GA4_SCRIPT_URL: 'http://127.0.0.1:3106/gtag/js' },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: `node scripts/blank-app-server.mjs ${BLANK_APP_PORT}`,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      url: `http://localhost:${BLANK_APP_PORT}/`,
      timeout: 180_000,
      reuseExistingServer: false,
    },
    {
      // Connections kept as long as the app keeps them (e2e/support/idle-connections.ts).
      command: `node scripts/edge.mjs --listen ${PORT} --backend 127.0.0.1:${APP_PORT} --param timeout_idle=${IDLE_CONNECTION_MS / 1000}`,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      url: `http://localhost:${PORT}/demo-api/sites/by-hostname/localhost`,
      timeout: 180_000,
      reuseExistingServer: false,
    },
    {
      command: `node server.mjs -p ${BROKEN_PORT} --keepAliveTimeout ${IDLE_CONNECTION_MS}`,
      url: `http://localhost:${BROKEN_PORT}/healthz`,
      env: { PORT: String(BROKEN_PORT), SITE_API_URL: 'http://127.0.0.1:59999/api', SITE_API_TIMEOUT_MS: '2000', METRICS_PORT: String(BROKEN_METRICS_PORT) },
      timeout: 180_000,
      reuseExistingServer: false,
    },
    {
      // The site against an implementation of the contract that is not the demo's (e2e/contract.spec.ts),
      // behind an edge of its own.
      command: `node server.mjs -p ${CONTRACT_APP_PORT} --keepAliveTimeout ${IDLE_CONNECTION_MS}`,
      url: `http://localhost:${CONTRACT_APP_PORT}/healthz`,
      env: { PORT: String(CONTRACT_APP_PORT), SITE_API_URL: 'http://127.0.0.1:3103', IMAGE_HOSTS: '127.0.0.1:3104', FORM_RATE_LIMIT: '1000', TRUSTED_PROXY_HOPS: '1', PUBLIC_PORTS: String(CONTRACT_PORT), EDGE_PURGE_URLS: `http://127.0.0.1:${CONTRACT_PORT}`,
        // Its site (7) measures with Google Tag Manager, Matomo and Plausible, all local fakes
        // (e2e/support/fake-analytics.ts, e2e/analytics-tools.spec.ts).
        GTM_ID_7: 'GTM-E2ETEST7', GTM_SCRIPT_URL: 'http://127.0.0.1:3106/gtm.js',
        MATOMO_URL_7: 'http://127.0.0.1:3106/matomo/', MATOMO_SITE_ID_7: '17',
        PLAUSIBLE_DOMAIN_7: 'contract.example', PLAUSIBLE_SCRIPT_URL: 'http://127.0.0.1:3106/plausible/script.js' },
      timeout: 180_000,
      reuseExistingServer: false,
    },
    {
      command: `node scripts/edge.mjs --listen ${CONTRACT_PORT} --backend 127.0.0.1:${CONTRACT_APP_PORT} --param timeout_idle=${IDLE_CONNECTION_MS / 1000}`,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      url: `http://localhost:${CONTRACT_PORT}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
    },
    {
      command: `node server.mjs -H 127.0.0.1 -p ${LOOPBACK_PORT} --keepAliveTimeout ${IDLE_CONNECTION_MS}`,
      url: `http://127.0.0.1:${LOOPBACK_PORT}/healthz`,
      // Behind one proxy, whose X-Forwarded-Proto says https: the headers a visitor gets over TLS (e2e/observatory.spec.ts).
      env: { PORT: String(LOOPBACK_PORT), SITE_API_URL: `http://127.0.0.1:${APP_PORT}/demo-api`, TRUSTED_PROXY_HOPS: '1' },
      timeout: 180_000,
      reuseExistingServer: false,
    },
  ],
});
