// `npm run bench`: requests per second and p50/p99 latency of the hot pages against a trivial route of the
// same build, on a production server with the demo API. Usage: npm run bench [-- --duration 10 --connections 10]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3200' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const base = `http://localhost:${values.port}`;

if (!existsSync('.next/BUILD_ID')) {
  const build = spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

rmSync('.data/bench', { recursive: true, force: true });
mkdirSync('.data/bench', { recursive: true });
// The server's own output, for the cause of any failed answer.
const serverLog = openSync('.data/bench/server.log', 'w');
// Its own process group, so stopping it also stops next-server.
const server = spawn('node_modules/.bin/next', ['start', '-p', values.port], {
  detached: true,
  stdio: ['ignore', serverLog, serverLog],
  env: { ...process.env, DATA_DIR: '.data/bench', SITE_API_URL: '' },
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      const response = await fetch(`${base}/demo-api/sites/by-hostname/localhost`);
      if (response.ok) return response.json();
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function firstDetailPath(site) {
  const response = await fetch(`${base}/demo-api/sites/${site.id}/estates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-SITE': String(site.id) },
    body: JSON.stringify({ filter: { query: {} }, sort: { type: 'date', order: 'DESC' }, limit: 20, offset: 0 }),
  });
  const { results } = await response.json();
  const estate = results.find((e) => !e.general.project);
  // Follow the short URL once to get the canonical slugged path.
  const redirect = await fetch(`${base}/nl/aanbod/${estate.general.id}`, { redirect: 'manual' });
  return new URL(redirect.headers.get('location'), base).pathname;
}

function measure(path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, duration, connections }, (error, result) => {
      if (error) return reject(error);
      // Failed answers are counted and shown, not hidden in the rate: a fast error is no fast page.
      resolve({ path, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts });
    });
  });
}

async function firstProjectPath(site) {
  const response = await fetch(`${base}/demo-api/sites/${site.id}/estates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-SITE': String(site.id) },
    body: JSON.stringify({ filter: { query: { terms: { type: [10] } } }, limit: 1, offset: 0 }),
  });
  const { results } = await response.json();
  const redirect = await fetch(`${base}/nl/aanbod/${results[0].general.id}`, { redirect: 'manual' });
  return new URL(redirect.headers.get('location'), base).pathname;
}

/** Scripts a page loads before any interaction: their size, and whether map or lightbox code is among them. */
async function firstLoadJs(path) {
  const html = await (await fetch(`${base}${path}`)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  let bytes = 0;
  let gzipped = 0;
  const heavy = [];
  for (const src of new Set(sources)) {
    const code = await (await fetch(new URL(src, base))).text();
    bytes += Buffer.byteLength(code);
    gzipped += gzipSync(code).length;
    if (/leaflet|L\.markerClusterGroup/i.test(code)) heavy.push(`${src} (leaflet)`);
    if (/yarl__|yet-another-react-lightbox/.test(code)) heavy.push(`${src} (lightbox)`);
  }
  return { scripts: sources.length, kb: Math.round(bytes / 1024), gzipKb: Math.round(gzipped / 1024), heavy };
}

async function firstRentalPath(site) {
  const response = await fetch(`${base}/demo-api/sites/${site.id}/rental-units`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-SITE': String(site.id) },
    body: JSON.stringify({ filter: {}, limit: 1, offset: 0 }),
  });
  const { results } = await response.json();
  const unit = results[0];
  return { path: `/nl/vakantie/${unit.id}`, thumbnail: `/rental-units/assets/${site.accountId}/${unit.photos[0].id}/600x400` };
}

const site = await waitForServer();
const detail = await firstDetailPath(site);
const project = await firstProjectPath(site);
const rental = await firstRentalPath(site);
const targets = [
  ['trivial (/healthz)', '/healthz'],
  ['home', '/nl'],
  ['estate list', '/nl/aanbod'],
  ['list with filters', '/nl/aanbod?status=FOR_SALE&type=2&price-max=400000&sort=price&group=type'],
  ['list, map view', '/nl/aanbod?view=map&status=FOR_SALE'],
  ['map markers (ajax)', '/nl/estate-map?status=FOR_SALE'],
  ['next page (ajax)', '/nl/estate-search?status=FOR_SALE&offset=15'],
  ['estate detail', detail],
  ['project detail', project],
  ['rental list', '/nl/vakantie'],
  ['rental list, filters', '/nl/vakantie?kind=1&guests=2'],
  ['rental next page', '/nl/rental-search?offset=3'],
  ['rental detail', rental.path],
  ['rental thumbnail', rental.thumbnail],
];

// Warm caches and compiled routes before measuring.
for (const [, path] of targets) for (let i = 0; i < 5; i++) await fetch(`${base}${path}`);

const rows = [];
for (const [name, path] of targets) rows.push({ name, ...(await measure(path)) });
const trivial = rows[0];
console.log(`\n${duration}s per page, ${connections} connections\n`);
console.log('page'.padEnd(22), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'failed'.padStart(7), ' req/s vs trivial');
for (const row of rows) {
  console.log(
    row.name.padEnd(22),
    row.rps.toFixed(1).padStart(9),
    String(row.p50).padStart(8),
    String(row.p99).padStart(8),
    String(row.failed).padStart(7),
    ` ${(row.rps / trivial.rps).toFixed(3)}`,
  );
}
if (rows.some((row) => row.failed > 0)) console.log('\nSome answers failed: see .data/bench/server.log');
console.log('\nfirst-load JavaScript');
const js = {};
for (const [name, path] of [['home', '/nl'], ['estate list', '/nl/aanbod'], ['estate detail', detail], ['project detail', project], ['rental list', '/nl/vakantie'], ['rental detail', rental.path]]) {
  js[name] = await firstLoadJs(path);
  const { scripts, kb, gzipKb, heavy } = js[name];
  console.log(name.padEnd(22), `${gzipKb} KB gzip (${kb} KB) in ${scripts} scripts`, heavy.length ? `HEAVY: ${heavy.join(', ')}` : '(no leaflet, no lightbox)');
}
mkdirSync('bench-results', { recursive: true });
writeFileSync(`bench-results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`, JSON.stringify({ duration, connections, rows, js }, null, 2));
stop();
process.exit(0);
