// A bounded fuzz of the production server, through the edge and directly: odd path parameters, odd query
// strings on the list routes, what bots ask (APIs, missing script files, dotted paths, odd Host forms),
// odd Host, Accept-Language and methods, and odd form posts carrying a visitor's name and address. Never a
// 5xx, an error or a timeout, never a stack trace or a server path in a body, and none of those nor the
// visitor's data in a line the server logs meanwhile (its output is in SERVER_LOG, playwright.config.ts).
// Deterministic (a seeded generator), about 5,000 requests.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { SERVER_LOG } from '../playwright.config';

test.setTimeout(600_000);

/** Mulberry32: the same sequence on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(14);
const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const oddValues = ['-1', '0', '999999999999999999999', '1e309', 'NaN', '%00', '%ZZ', '%25', '..%2F..%2Fetc%2Fpasswd', '../', '%E2%82%AC', 'é', '🏠', '%F0%9F%8F%A0', "'", '"><script>', 'x'.repeat(5000), '%', '1.5', ' ', '%20', '%C0%AF', 'null', '[]', '{}'];
const pathTemplates = ['/nl/aanbod/{}', '/nl/aanbod/{}/{}', '/nl/aanbod/1/{}/{}', '/fr/vacances/{}', '/nl/{}', '/{}', '/en/offer/{}', '/nl/afspraak/{}', '/nl/hou-me-op-de-hoogte/{}', '/nl/afspraak-annuleren/{}', '/nl/estate/{}', '/nl/similar-estate/{}', '/site-assets/{}', '/sitemaps/{}', '/rental-units/assets/{}/{}/{}',
  // What bots ask.
  '/api/{}', '/api/{}/{}', '/_next/static/chunks/{}.js', '/_next/static/{}/_buildManifest.js', '/{}/{}/{}.php', '/wp-content/plugins/{}.php', '/a/b/{}.d', '/{}.env', '/.git/{}', '/demo-api/{}'];
const listRoutes = ['/nl/aanbod', '/fr/vacances', '/nl/estate-search', '/nl/rental-search', '/nl/estate-map', '/nl/search-city'];
const queryKeys = ['offset', 'page', 'sort', 'order', 'type', 'city', 'priceMin', 'priceMax', 'bedrooms', 'status', 'q', 'view', 'period', 'guests', 'cities[]', '__proto__', 'constructor'];
const methods = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO'];
const hosts = ['localhost:3100', 'localhost:3100', 'ardenne.localhost:3100', 'LOCALHOST:3100', 'unknown.example', 'localhost:3100@evil.example', 'localhost:99999', '[::1]:3100', 'x'.repeat(300), 'a..b', 'localhost.', 'localhost.:3100', 'localhost:1', 'ardenne.localhost.:7'];
/** The edge, and the app behind it (playwright.config.ts), each asked directly. */
const PORTS = [3100, 3110];
const languages = ['nl', 'fr-BE,fr;q=0.9', 'zz', '*', '', 'x'.repeat(2000), 'de;q=abc', 'en-US,en;q=0.5,%00'];

function oddPath(): string {
  if (random() < 0.4) {
    const query = Array.from({ length: 1 + Math.floor(random() * 4) }, () => `${pick(queryKeys)}=${pick(oddValues)}`).join('&');
    return `${pick(listRoutes)}?${query}`;
  }
  return pick(pathTemplates).replace(/\{\}/g, () => pick(oddValues));
}

/** What a visitor typed: it may reach the site API, never a log line. */
const VISITOR = { name: 'Wannes Fuzzvisitor', email: 'wannes.fuzzvisitor@example.be', phone: '+32 470 99 88 77' };
const formRoutes = ['/nl/contact-form-handler', '/nl/send-to-a-friend', '/nl/notifications', '/nl/rental-reservation', '/nl/appointment-booking', '/fr/contact-form-handler'];
const oddText = () => pick([VISITOR.name, `${VISITOR.name}\u0000`, `${VISITOR.name}\r\nBcc: x@example.be`, VISITOR.name.repeat(300), '', '🏠'.repeat(50)]);

/** A form post: JSON as the hydrated form sends it, or urlencoded as before hydration, with odd values and keys. */
function oddForm(): { path: string; body: string; type: string } {
  const fields: Record<string, unknown> = {
    firstname: oddText(), lastname: oddText(), name: oddText(), email: pick([VISITOR.email, `${VISITOR.email}\u0000`, `x@${'a'.repeat(300)}.be`, VISITOR.name]),
    phone: pick([VISITOR.phone, `${VISITOR.phone}\n`, 'x'.repeat(5000)]), message: oddText(), privacy: pick([true, 'on', 1, null]),
    estateId: pick([1, -1, 'NaN', 1e309, '__proto__']), locale: pick(['nl', 'zz', null]), criteria: pick([{}, null, [], { statuses: ['X'] }]),
    friendEmail: VISITOR.email, rentalUnitId: pick([8101, -1, 'x']), periodId: pick([1, null]), ...(random() < 0.3 ? { ['__proto__']: { admin: true }, extra: 'key' } : {}),
  };
  const path = pick(formRoutes);
  if (random() < 0.7) return { path, body: random() < 0.1 ? `{"firstname":"${VISITOR.name}",` : JSON.stringify(fields), type: 'application/json' };
  return { path, body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(), type: 'application/x-www-form-urlencoded' };
}

type Answer = { status: number; body: string };
type Body = { body: string; type: string };

/** Node refuses to put some characters (a space, an é) in a request line: those go percent-encoded. */
function send(method: string, path: string, host: string, language: string, body?: Body, port = 3100): Promise<Answer> {
  // Node will not write a space or an é in a request line: those go percent-encoded, as a browser sends them.
  const sendable = /[^\x21-\x7e]/.test(path) ? encodeURI(path) : path;
  return sendRaw(method, sendable, host, language, body, port);
}

/** One request; an error or no answer within 30 s is a failure (status -1). */
function sendRaw(method: string, path: string, host: string, language: string, body: Body | undefined, port: number): Promise<Answer> {
  return new Promise((resolve) => {
    const headers = { host, 'accept-language': language, ...(body ? { 'content-type': body.type, 'content-length': String(Buffer.byteLength(body.body)) } : {}) };
    const request = http.request({ host: '127.0.0.1', port, method, path, headers, timeout: 30_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body.length < 200_000 ? (body += chunk) : undefined));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', () => resolve({ status: -1, body: '' }));
    });
    request.on('error', () => resolve({ status: -1, body: '' }));
    request.on('timeout', () => request.destroy());
    request.end(body?.body);
  });
}

const LEAKS = [/\n\s+at .+\(.+:\d+:\d+\)/, /\/work\//, /node_modules/, /\.next\/server/, /webpack-internal|turbopack:\/\//];
/** In a log line (JSON, or plain text from a library): a stack frame, also inside a JSON string, a path of this machine, or what the visitor typed. */
const LOG_LEAKS = [/^\s+at .+(:\d+:\d+\)?|\(native\)|\(<anonymous>\))$/, /\\n\s+at /, new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), /\/work\//, /node_modules/, /\.next\/server/, /webpack-internal|turbopack:\/\//, /fuzzvisitor/i, /470 99 88 77/];

test('5,000 odd requests through the edge and to the app: no 5xx, error or timeout, no stack trace or server path in any answer, and none of those nor visitor data in the log', async () => {
  const logStart = statSync(SERVER_LOG).size;
  const failures: string[] = [];
  const jobs = [
    ...Array.from({ length: 4900 }, () => ({ method: pick(methods), path: oddPath(), host: random() < 0.3 ? pick(hosts) : 'localhost:3100', language: pick(languages), body: undefined as Body | undefined })),
    // Visitor data in a search, then in form posts.
    ...Array.from({ length: 20 }, () => ({ method: 'GET', path: `${pick(listRoutes)}?q=${encodeURIComponent(VISITOR.email)}&city=${pick(oddValues)}`, host: 'localhost:3100', language: 'nl', body: undefined })),
    ...Array.from({ length: 80 }, () => {
      const form = oddForm();
      return { method: 'POST', path: form.path, host: 'localhost:3100', language: pick(languages), body: { body: form.body, type: form.type } };
    }),
  ];
  for (let i = 0; i < jobs.length; i += 6) {
    await Promise.all(
      jobs.slice(i, i + 6).map(async (job, j) => {
        const port = PORTS[(i + j) % PORTS.length]!;
        const answer = await send(job.method, job.path, job.host, job.language, job.body, port);
        const where = `${job.method} ${job.path.slice(0, 120)} (Host ${job.host.slice(0, 40)}, port ${port})`;
        if (answer.status >= 500 || answer.status === -1) failures.push(`${answer.status}: ${where}`);
        const leak = LEAKS.find((pattern) => pattern.test(answer.body));
        if (leak) failures.push(`leak ${leak}: ${where}`);
      }),
    );
  }
  // The demo API sends mail and logs after answering: a moment for the last lines.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const lines = readFileSync(SERVER_LOG).subarray(logStart).toString('utf8').split('\n');
  for (const line of lines) {
    const leak = LOG_LEAKS.find((pattern) => pattern.test(line));
    if (leak) failures.push(`log ${leak}: ${line.slice(0, 200)}`);
  }
  expect(failures.slice(0, 30)).toEqual([]);
});

/** The build folder's size in kB, as the disk counts it. */
const buildKb = () => Number(execFileSync('du', ['-sk', '.next'], { encoding: 'utf8' }).split('\t')[0]);

test('200 random unknown paths asked of the app add less than 1 MB under .next, and each is the localised 404', async () => {
  const before = buildKb();
  for (let i = 0; i < 200; i += 10) {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, j) => send('GET', `/nl/onbekend-${i + j}-${Math.floor(random() * 1e9).toString(36)}`, 'localhost:3100', 'nl', undefined, 3110)));
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('<html lang="nl"');
    }
  }
  expect(buildKb() - before).toBeLessThan(1024);
});

test('1,000 Host headers with other ports render one page: the site’s own host, never the port asked', async () => {
  const path = '/nl/privacy-verklaring';
  const stateOf = (port: number) =>
    new Promise<string>((resolve) => {
      const request = http.request({ host: '127.0.0.1', port: 3110, path, headers: { host: `localhost:${port}` } }, (response) => {
        response.resume();
        response.on('end', () => resolve(`${response.statusCode} ${String(response.headers['x-nextjs-cache'])}`));
      });
      request.on('error', () => resolve('error'));
      request.end();
    });
  // Rendered once (or already) for the bare hostname, which every port visitors do not use names.
  await expect.poll(() => stateOf(1)).toMatch(/^200 (HIT|STALE)$/);
  const states: Record<string, number> = {};
  for (let port = 2; port <= 1001; port += 20) {
    for (const state of await Promise.all(Array.from({ length: 20 }, (_, j) => stateOf(port + j)))) states[state] = (states[state] ?? 0) + 1;
  }
  // A port of its own would be a page of its own: a render (MISS) for each. (STALE: Next's copy past its
  // lifetime, served while it renders the same page again.)
  expect(Object.keys(states).filter((state) => !/^200 (HIT|STALE)$/.test(state)), JSON.stringify(states)).toEqual([]);
  expect(Object.values(states).reduce((sum, count) => sum + count, 0)).toBe(1000);
  const html = await send('GET', path, 'localhost:4242', 'nl', undefined, 3110);
  expect(html.body).toContain('<link rel="canonical" href="http://localhost/nl/privacy-verklaring"/>');
});
