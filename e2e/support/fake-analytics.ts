import http from 'node:http';
import { IDLE_CONNECTION_MS } from './idle-connections';

/**
 * Stand-ins for the analytics scripts a site may use, on one local origin: Google's tag (the second demo
 * agency's GA4), Google Tag Manager, Matomo and Plausible (the contract server's site; playwright.config.ts
 * points each script URL here).
 */
export const FAKE_ANALYTICS_PORT = 3106;
export const FAKE_ANALYTICS_ORIGIN = `http://127.0.0.1:${FAKE_ANALYTICS_PORT}`;

const ORIGIN = JSON.stringify(FAKE_ANALYTICS_ORIGIN);

/** A copy of the data layer as the tag found it, `arguments` entries as arrays. */
const DATA_LAYER_COPY = `(window.dataLayer || []).map(function (e) { return Object.prototype.toString.call(e) === '[object Arguments]' ? Array.prototype.slice.call(e) : e; })`;

/**
 * What each fake does, as the real one would in outline: marks that it ran with what it found on the page,
 * and sends its hits to its own origin (so the page's connect-src must allow it).
 */
const SCRIPTS: Record<string, string> = {
  // gtag.js: reads the data layer and sends one hit.
  '/gtag/js': `(function(){
  window.fakeAnalytics = { loaded: true, dataLayerAtLoad: ${DATA_LAYER_COPY} };
  fetch(${ORIGIN} + '/collect', { method: 'POST', mode: 'no-cors', body: 'hit' });
})();`,
  // gtm.js: reads the data layer (consent and the gtm.js event) and reports the container it was asked for.
  '/gtm.js': `(function(){
  var id = new URL(document.currentScript.src).searchParams.get('id');
  window.fakeTagManager = { id: id, dataLayerAtLoad: ${DATA_LAYER_COPY} };
  fetch(${ORIGIN} + '/gtm/collect?id=' + encodeURIComponent(id), { method: 'POST', mode: 'no-cors', body: 'hit' });
})();`,
  // matomo.js: runs the queued commands and every later push, sending each tracking call to matomo.php.
  '/matomo/matomo.js': `(function(){
  var site = null, tracker = null;
  function run(command) {
    var name = command[0];
    if (name === 'setSiteId') site = command[1];
    else if (name === 'setTrackerUrl') tracker = command[1];
    else if (name === 'trackPageView') send({ action: 'pageview' });
    else if (name === 'trackEvent') send({ e_c: command[1], e_a: command[2] });
  }
  function send(params) {
    params.idsite = site;
    fetch(tracker + '?' + new URLSearchParams(params), { method: 'POST', mode: 'no-cors' });
  }
  var queued = window._paq || [];
  window.fakeMatomo = { queuedAtLoad: queued.map(function (c) { return c.slice(); }) };
  window._paq = { push: function () { for (var i = 0; i < arguments.length; i++) run(arguments[i]); } };
  queued.forEach(run);
})();`,
  // Plausible's script: the page view, then the queued and later events, to /api/event of its own origin.
  '/plausible/script.js': `(function(){
  var domain = document.currentScript.getAttribute('data-domain');
  function send(name, options) {
    var body = { n: name, d: domain, u: location.href, p: (options && options.props) || null };
    fetch(${ORIGIN} + '/api/event?' + new URLSearchParams({ n: name, d: domain }), { method: 'POST', mode: 'no-cors', body: JSON.stringify(body) });
  }
  var queued = (window.plausible && window.plausible.q) || [];
  window.fakePlausible = { domain: domain, queuedAtLoad: queued.length };
  window.plausible = send;
  send('pageview');
  queued.forEach(function (event) { send(event[0], event[1]); });
})();`,
};

/** The paths the fakes send their hits to. */
const HITS = new Set(['/collect', '/gtm/collect', '/matomo/matomo.php', '/api/event']);

/** Starts the fakes for the whole run; returns the teardown. */
export async function startFakeAnalytics(): Promise<() => Promise<void>> {
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', FAKE_ANALYTICS_ORIGIN).pathname;
    const script = SCRIPTS[path];
    if (script !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      response.end(script);
      return;
    }
    if (HITS.has(path)) {
      request.resume();
      response.writeHead(204, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    response.writeHead(404).end();
  });
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  await new Promise<void>((resolve) => server.listen(FAKE_ANALYTICS_PORT, '127.0.0.1', () => resolve()));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
