// npm run bench:proxy: what proxy.ts costs per page view, in process (no HTTP, no render): the proxy function
// called with realistic requests (home, list, a slugged detail in nl and fr, a rental, a CMS page, a path in
// another language's words, a path without a language) on a warm hostname lookup; prints µs per call.
// `--profile` writes a CPU profile of the measured loop to .data/bench-proxy.cpuprofile (open it in Chrome's
// DevTools); `--only detail` measures only the requests whose name contains `detail`. No build needed, but a
// benchmark all the same: `flock /tmp/heavy.lock npm run bench:proxy` on the shared machine, and its numbers
// only mean something when the machine is quiet.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { LRUCache } from 'lru-cache';
import { NextRequest } from 'next/server';

const { values } = parseArgs({ options: { iterations: { type: 'string', default: '20000' }, rounds: { type: 'string', default: '5' }, profile: { type: 'boolean', default: false }, only: { type: 'string', default: '' } } });
const iterations = Number(values.iterations);
const rounds = Number(values.rounds);

// A warm hostname lookup: the proxy's cache (lib/tenancy/resolve-site.ts) already knows the host, so no
// site-API call is made and the numbers are the proxy's own work.
const HOST = 'agency.localhost:3000';
const hostnames = new LRUCache<string, { site: unknown; at: number }>({ max: 1000 });
hostnames.set('agency.localhost', { site: { id: 1, defaultLocale: 'nl', hostnames: ['agency.localhost'] }, at: Number.MAX_SAFE_INTEGER });
(globalThis as Record<symbol, unknown>)[Symbol.for('agency-site.sites-by-hostname')] = hostnames;

/** What a browser sends on a first page view (no cookie yet), like a crawler or the benchmark's autocannon. */
const browserHeaders = {
  host: HOST,
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'nl-BE,nl;q=0.9,en;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'sec-fetch-dest': 'document',
};

const cases: [string, string, Record<string, string>?][] = [
  ['home', '/nl'],
  ['estate list', '/nl/aanbod'],
  ['list trans=kopen', '/nl/aanbod?trans=kopen'],
  ['estate detail nl', '/nl/aanbod/3410012/restaurant-over-te-nemen-in-rue-saint-remacle-94-4900-spa'],
  ['estate detail fr', '/fr/offre/3410012/restaurant-a-remettre-rue-saint-remacle-94-4900-spa'],
  ['detail, returning (cookie)', '/nl/aanbod/3410012/restaurant-over-te-nemen-in-rue-saint-remacle-94-4900-spa', { cookie: 'NEXT_LOCALE=nl' }],
  ['rental detail', '/nl/vakantie/81'],
  ['CMS page', '/nl/over-ons'],
  ['other language’s word', '/fr/aanbod/3410012'],
  ['no language', '/aanbod'],
];

const requestsOf = ([, path, extra]: (typeof cases)[number]) => () => new NextRequest(`http://${HOST}${path}`, { headers: { ...browserHeaders, ...extra } });

/** µs per call of `fn`, best of the rounds (the least disturbed by the rest of the machine). */
async function time(fn: () => unknown): Promise<number> {
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < iterations; i++) await fn();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1000 / iterations);
  }
  return best;
}

async function main() {
// The hostname lookup is `server-only`, which throws outside a React Server environment; Next bundles the
// proxy without that condition, so it is not set here either, and the marker module is stubbed.
const serverOnly = require.resolve('server-only');
require.cache[serverOnly] = { id: serverOnly, filename: serverOnly, loaded: true, exports: {} } as NodeJS.Module;
const { default: proxy } = await import('../proxy');
const session = values.profile ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
}

let profiling = false;
console.log(`proxy.ts per call, best of ${rounds} × ${iterations} (Node ${process.version})\n`);
console.log(`${'request'.padEnd(30)}${'request only'.padStart(14)}${'proxy'.padStart(10)}${'proxy cost'.padStart(12)}  answer`);
for (const entry of cases.filter(([name]) => name.includes(values.only))) {
  const makeRequest = requestsOf(entry);
  for (let i = 0; i < 2000; i++) await proxy(makeRequest());
  if (session && !profiling) {
    await session.post('Profiler.start');
    profiling = true;
  }
  // Making the NextRequest is Next's work, not the proxy's: measured apart and subtracted.
  const requestOnly = await time(makeRequest);
  const total = await time(() => proxy(makeRequest()));
  const answer = await proxy(makeRequest());
  const outcome = answer.headers.get('location') ? `${answer.status} → ${new URL(answer.headers.get('location')!).pathname}` : `rewrite ${new URL(answer.headers.get('x-middleware-rewrite')!).pathname.replace(/^\/[^/]+/, '/{site}')}`;
  console.log(`${entry[0].padEnd(30)}${`${requestOnly.toFixed(1)} µs`.padStart(14)}${`${total.toFixed(1)} µs`.padStart(10)}${`${(total - requestOnly).toFixed(1)} µs`.padStart(12)}  ${outcome}`);
}

if (session) {
  const { profile } = await session.post('Profiler.stop');
  mkdirSync('.data', { recursive: true });
  writeFileSync('.data/bench-proxy.cpuprofile', JSON.stringify(profile));
  console.log('\nCPU profile: .data/bench-proxy.cpuprofile');
}
}

void main();
