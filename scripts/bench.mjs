// `npm run bench`: requests per second and p50/p99 latency of the hot pages at 10 and at 50 connections
// against a trivial route of the same build and run, the time of each page's first (cold) view, and the
// failed answers; on a production server with the demo API.
// Usage: npm run bench [-- --duration 5 --connections 10,50]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10,50' },
    port: { type: 'string', default: '3200' },
  },
});
const duration = Number(values.duration);
const connectionCounts = values.connections.split(',').map(Number);
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

/** Next 16.4 sends a redirect rendered on demand with its Location twice on the first view; fetch joins them. */
const firstLocation = (response) => response.headers.get('location').split(',')[0].trim();

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
  return new URL(firstLocation(redirect), base).pathname;
}

function measure(path, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, duration, connections }, (error, result) => {
      if (error) return reject(error);
      // Failed answers are counted and shown, not hidden in the rate: a fast error is no fast page.
      // Requests still unanswered when the window closes are neither a rate nor a failure to autocannon: shown apart.
      const unanswered = Math.max(0, result.requests.sent - result.requests.total - result.errors);
      resolve({ path, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts, total: result.requests.total, unanswered, statusCodes: result.statusCodeStats });
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
  return new URL(firstLocation(redirect), base).pathname;
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
  ['list trans=kopen', '/nl/aanbod?trans=kopen'],
  ['list with filters', '/nl/aanbod?status=FOR_SALE&type=2&price-max=400000&sort=price&group=type'],
  ['estate detail', detail],
  ['project detail', project],
  ['rental list', '/nl/vakantie'],
  ['rental detail', rental.path],
  ['CMS page', '/nl/over-ons'],
  ['map markers (ajax)', '/nl/estate-map?status=FOR_SALE'],
  ['rental thumbnail', rental.thumbnail],
];

// The first view of each page on this server: what a visitor pays when nothing is cached yet (the demo
// API's answers were not asked by the path look-ups above, except the short detail URL's redirect).
const cold = {};
for (const [name, path] of targets) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`);
  await response.arrayBuffer();
  cold[name] = { ms: Math.round(performance.now() - started), status: response.status };
}
// Warm caches and compiled routes before measuring.
for (const [, path] of targets) for (let i = 0; i < 5; i++) await (await fetch(`${base}${path}`)).arrayBuffer();

const runs = [];
for (const connections of connectionCounts) {
  const rows = [];
  for (const [name, path] of targets) rows.push({ name, ...(await measure(path, connections)) });
  runs.push({ connections, rows });
}
console.log(`\n${duration}s per page and connection count; ratio: the page's req/s over /healthz's in the same run`);
const header = ['page'.padEnd(22), 'cold ms'.padStart(8)];
for (const { connections } of runs) header.push(`| c=${connections} req/s`.padStart(15), 'p50'.padStart(5), 'p99'.padStart(6), 'fail'.padStart(5), 'ratio'.padStart(6));
console.log(header.join(' '));
for (const [i, [name]] of targets.entries()) {
  const line = [name.padEnd(22), String(cold[name].ms + (cold[name].status === 200 ? '' : ` (${cold[name].status})`)).padStart(8)];
  for (const { rows } of runs) {
    const row = rows[i];
    line.push(`| ${row.rps.toFixed(1)}`.padStart(15), String(row.p50).padStart(5), String(row.p99).padStart(6), String(row.failed).padStart(5), (row.rps / rows[0].rps).toFixed(3).padStart(6));
  }
  console.log(line.join(' '));
}
if (runs.some(({ rows }) => rows.some((row) => row.failed > 0))) console.log('\nSome answers failed: see .data/bench/server.log');
for (const { connections, rows } of runs) {
  for (const row of rows.filter((r) => r.rps === 0 || r.unanswered > connections)) console.log(`c=${connections} ${row.path}: ${row.total} answered, ${row.unanswered} unanswered, status ${JSON.stringify(row.statusCodes)}`);
}
console.log('\nfirst-load JavaScript');
const js = {};
for (const [name, path] of [['home', '/nl'], ['estate list', '/nl/aanbod'], ['estate detail', detail], ['project detail', project], ['rental list', '/nl/vakantie'], ['rental detail', rental.path]]) {
  js[name] = await firstLoadJs(path);
  const { scripts, kb, gzipKb, heavy } = js[name];
  console.log(name.padEnd(22), `${gzipKb} KB gzip (${kb} KB) in ${scripts} scripts`, heavy.length ? `HEAVY: ${heavy.join(', ')}` : '(no leaflet, no lightbox)');
}
mkdirSync('bench-results', { recursive: true });
writeFileSync(`bench-results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`, JSON.stringify({ duration, cold, runs, js }, null, 2));
stop();
process.exit(0);
