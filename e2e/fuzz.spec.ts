// A bounded fuzz of the production server (issue 14, point 7): odd path parameters, odd query strings on
// the list routes, odd Host, Accept-Language and methods. Never a 5xx, never a stack trace or a server
// path in a body. Deterministic (a seeded generator), about 1,500 requests.
import http from 'node:http';
import { expect, test } from '@playwright/test';

test.setTimeout(300_000);

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
const pathTemplates = ['/nl/aanbod/{}', '/nl/aanbod/{}/{}', '/nl/aanbod/1/{}/{}', '/fr/vacances/{}', '/nl/{}', '/{}', '/en/offer/{}', '/nl/afspraak/{}', '/nl/hou-me-op-de-hoogte/{}', '/nl/afspraak-annuleren/{}', '/nl/estate/{}', '/nl/similar-estate/{}', '/site-assets/{}', '/sitemaps/{}', '/rental-units/assets/{}/{}/{}'];
const listRoutes = ['/nl/aanbod', '/fr/vacances', '/nl/estate-search', '/nl/rental-search', '/nl/estate-map', '/nl/search-city'];
const queryKeys = ['offset', 'page', 'sort', 'order', 'type', 'city', 'priceMin', 'priceMax', 'bedrooms', 'status', 'q', 'view', 'period', 'guests', 'cities[]', '__proto__', 'constructor'];
const methods = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO'];
const hosts = ['localhost:3100', 'localhost:3100', 'ardenne.localhost:3100', 'LOCALHOST:3100', 'unknown.example', 'localhost:3100@evil.example', 'localhost:99999', '[::1]:3100', 'x'.repeat(300), 'a..b'];
const languages = ['nl', 'fr-BE,fr;q=0.9', 'zz', '*', '', 'x'.repeat(2000), 'de;q=abc', 'en-US,en;q=0.5,%00'];

function oddPath(): string {
  if (random() < 0.4) {
    const query = Array.from({ length: 1 + Math.floor(random() * 4) }, () => `${pick(queryKeys)}=${pick(oddValues)}`).join('&');
    return `${pick(listRoutes)}?${query}`;
  }
  return pick(pathTemplates).replace(/\{\}/g, () => pick(oddValues));
}

type Answer = { status: number; body: string };

/** Node refuses to put some characters (a space, an é) in a request line: those go percent-encoded. */
function send(method: string, path: string, host: string, language: string): Promise<Answer> {
  return sendRaw(method, path, host, language).catch(() =>
    sendRaw(method, encodeURI(path), host, language).catch(() => ({ status: -1, body: '' })),
  );
}

function sendRaw(method: string, path: string, host: string, language: string): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request({ host: '127.0.0.1', port: 3100, method, path, headers: { host, 'accept-language': language }, timeout: 30_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body.length < 200_000 ? (body += chunk) : undefined));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // Node refuses to send some of these itself (a path with a space): that is no server answer.
    request.on('error', () => resolve({ status: -1, body: '' }));
    request.on('timeout', () => request.destroy());
    request.end();
  });
}

const LEAKS = [/\n\s+at .+\(.+:\d+:\d+\)/, /\/work\//, /node_modules/, /\.next\/server/, /webpack-internal|turbopack:\/\//];

test('1,500 odd requests: no 5xx, no stack trace or server path in any answer', async () => {
  const failures: string[] = [];
  const jobs = Array.from({ length: 1500 }, () => ({ method: pick(methods), path: oddPath(), host: random() < 0.2 ? pick(hosts) : 'localhost:3100', language: pick(languages) }));
  for (let i = 0; i < jobs.length; i += 6) {
    await Promise.all(
      jobs.slice(i, i + 6).map(async (job) => {
        const answer = await send(job.method, job.path, job.host, job.language);
        const where = `${job.method} ${job.path.slice(0, 120)} (Host ${job.host.slice(0, 40)})`;
        if (answer.status >= 500) failures.push(`${answer.status}: ${where}`);
        const leak = LEAKS.find((pattern) => pattern.test(answer.body));
        if (leak) failures.push(`leak ${leak}: ${where}`);
      }),
    );
  }
  expect(failures.slice(0, 30)).toEqual([]);
});
