import http from 'node:http';
import { IDLE_CONNECTION_MS } from './idle-connections';

/** A stand-in for Google's tag (playwright.config.ts points GA4_SCRIPT_URL here for the second agency). */
export const FAKE_ANALYTICS_PORT = 3106;
export const FAKE_ANALYTICS_ORIGIN = `http://127.0.0.1:${FAKE_ANALYTICS_PORT}`;

/**
 * What the fake tag does, as the real one would in outline: marks that it ran, reads the data layer, and
 * sends one hit to its own origin (so the page's connect-src must allow it).
 */
const FAKE_TAG = `(function(){
  window.fakeAnalytics = { loaded: true, dataLayerAtLoad: (window.dataLayer || []).map(function (e) { return Array.prototype.slice.call(e); }) };
  fetch(${JSON.stringify(FAKE_ANALYTICS_ORIGIN)} + '/collect', { method: 'POST', mode: 'no-cors', body: 'hit' });
})();`;

/** Starts the fake for the whole run; returns the teardown. */
export async function startFakeAnalytics(): Promise<() => Promise<void>> {
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', FAKE_ANALYTICS_ORIGIN).pathname;
    if (path === '/gtag/js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      response.end(FAKE_TAG);
      return;
    }
    if (path === '/collect') {
      response.writeHead(204, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    response.writeHead(404).end();
  });
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  await new Promise<void>((resolve) => server.listen(FAKE_ANALYTICS_PORT, '127.0.0.1', () => resolve()));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
