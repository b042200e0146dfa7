// Two `next start` instances of the same production build behind one Redis (REDIS_URL), as behind a load
// balancer: what the site API announces to one instance is what every instance then shows, and one
// agency's pages never reach another's visitors on either. Needs `next build` first (scripts/test.mjs runs
// it after the build) and Debian's redis-server (.ci/run installs it; skipped, and said so, without it).
//
// The demo API runs on PGlite in instance A only: PGlite is one process per folder, so instance B reads it
// through SITE_API_URL=http://127.0.0.1:3210/demo-api, the very URL A's own reads use. That is the
// production shape too (one site API, every instance its client), and both instances' cached reads share
// their keys. (With DATABASE_URL each instance would run its own demo API on one PostgreSQL instead.)
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstateSearchResult, Site } from '@/lib/site-api/schemas';
import { start, stop, until, type Started } from './support/processes';
import { redisServer, redisServerArgs } from '../support/redis-server';

const A = 3210;
const B = 3211;
const REDIS_PORT = 6391;
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
const SECRET = 'instances-revalidation-secret-0123456789';
const ADMIN_TOKEN = 'instances-demo-admin-token-0123456789';
const DATA_DIR = '.data/instances';
const HOSTS = ['localhost', 'ardenne.localhost'] as const;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One HTTP call to an instance with the Host a browser on `host` would send (Node resolves no *.localhost). */
function call(port: number, method: string, path: string, host: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, timeout: 20_000, headers: { host: `${host}:${port}`, ...(payload ? { 'content-type': 'application/json' } : {}), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} on ${port}: no answer in 20 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A page as a visitor on `host` sees it, redirects followed on the same host and instance. */
async function view(port: number, path: string, host: string): Promise<Answer> {
  let target = path;
  for (let hops = 0; ; hops += 1) {
    const answer = await call(port, 'GET', target, host);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || typeof location !== 'string' || hops === 5) return answer;
    const next = new URL(location, `http://${host}:${port}`);
    target = `${next.pathname}${next.search}`;
  }
}

const decoded = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
/** The page's main heading (an estate's title). */
const headingOf = (html: string) => decoded(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '');
/** The agency named in the page's header. */
const agencyOf = (html: string) => decoded(/class="(?:visually-hidden )?site-header__name">([^<]*)</.exec(html)?.[1] ?? '');

describe.skipIf(!redisServer)('two instances of one build sharing Redis (REDIS_URL)', () => {
  let redis: Started;
  let a: Started;
  let b: Started;
  let sites: Site[];

  const instance = (port: number, env: Record<string, string>) =>
    start(process.execPath, ['server.mjs', '-p', String(port)], {
      PORT: String(port),
      REDIS_URL,
      REVALIDATE_SECRET: SECRET,
      FORM_RATE_LIMIT: '1000',
      SMTP_URL: '',
      ...env,
    });

  beforeAll(async () => {
    if (!existsSync('.next/BUILD_ID')) throw new Error('This test serves the production build: run `next build` first (npm test does).');
    rmSync(DATA_DIR, { recursive: true, force: true });
    redis = start(redisServer!, redisServerArgs(REDIS_PORT));
    // A: the embedded demo API (PGlite, seeded on this first start) and its back office.
    a = instance(A, { DATA_DIR, SITE_API_URL: '', DEMO_ADMIN_TOKEN: ADMIN_TOKEN });
    // B: the same build, the same Redis, A's demo API as its site API.
    b = instance(B, { DATA_DIR: `${DATA_DIR}-b`, SITE_API_URL: `http://127.0.0.1:${A}/demo-api` });
    await until('instance A and its demo API', async () => (await call(A, 'GET', '/demo-api/sites/by-hostname/localhost', 'localhost', { 'X-SITE': '0' })).status === 200, 200_000);
    await until('instance B', async () => (await call(B, 'GET', '/healthz', 'localhost')).status === 200, 60_000);
    sites = [];
    for (const host of HOSTS) {
      const answer = await call(A, 'GET', `/demo-api/sites/by-hostname/${host}`, host, { 'X-SITE': '0' });
      sites.push(JSON.parse(answer.body) as Site);
    }
  }, 300_000);

  afterAll(async () => {
    for (const started of [b, a, redis]) stop(started);
    rmSync(DATA_DIR, { recursive: true, force: true });
    rmSync(`${DATA_DIR}-b`, { recursive: true, force: true });
  });

  it('a change announced to instance A is on instance B at the next view', async () => {
    const site = sites[1]!;
    const host = HOSTS[1];
    const api = { 'X-SITE': String(site.id), 'ACCEPT-LANGUAGE': 'nl', 'zabun-client': 'true' };
    const found = await call(A, 'POST', `/demo-api/sites/${site.id}/estates`, host, api, { filter: {}, sort: { type: 'date', order: 'ASC' }, limit: 10, offset: 0 });
    const estate = (JSON.parse(found.body) as EstateSearchResult).results.find((e) => !e.general.project)!;
    const id = estate.general.id;
    const original = estate.general.title.nl!;
    const changed = `Vernieuwd pand ${id} op twee servers`;
    const setTitle = async (nl: string) => {
      const admin = { 'X-SITE': String(site.id), authorization: `Bearer ${ADMIN_TOKEN}` };
      expect((await call(A, 'PUT', `/demo-api/sites/${site.id}/demo/estates/${id}`, host, admin, { title: { nl } })).status).toBe(200);
    };
    const announce = async () => {
      const notice = await call(A, 'POST', '/api/revalidate', host, { authorization: `Bearer ${SECRET}` }, { siteId: site.id, resource: 'estate', id });
      expect(notice.status).toBe(200);
    };
    const title = async (port: number) => {
      const answer = await view(port, `/nl/aanbod/${id}`, host);
      expect(answer.status, `estate ${id} on ${port}`).toBe(200);
      return headingOf(answer.body);
    };

    // Both instances have seen the estate, so each has it cached.
    for (const port of [A, B, A, B]) expect(await title(port)).toBe(original);
    await setTitle(changed);
    try {
      expect(await title(B), 'cached: B shows the change only once it is announced').toBe(original);
      await announce();
      expect(await title(B), 'B, after the notice instance A received').toBe(changed);
      expect(await title(A)).toBe(changed);
    } finally {
      await setTitle(original);
      await announce();
    }
    expect(await title(B)).toBe(original);
  });

  it('two agencies never see each other’s pages, on either instance, in either order', async () => {
    for (const path of ['/nl', '/nl/aanbod', '/nl/over-ons']) {
      for (const [port, host] of [[A, HOSTS[0]], [B, HOSTS[1]], [A, HOSTS[1]], [B, HOSTS[0]], [B, HOSTS[1]], [A, HOSTS[0]]] as const) {
        const answer = await view(port, path, host);
        const own = sites[HOSTS.indexOf(host)]!;
        expect(answer.status, `${path} for ${host} on ${port}`).toBe(200);
        expect(agencyOf(answer.body), `${path} for ${host} on ${port}`).toBe(own.name);
      }
    }
  });

  it('keeps the cache in Redis: every entry under this build, every one with a TTL', async () => {
    const client = new Redis(REDIS_URL, { lazyConnect: true });
    try {
      await client.connect();
      const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim();
      const keys = await client.keys(`agency-site:${buildId}:*`);
      const entries = keys.filter((key) => !key.endsWith('__sharedTags__') && !key.endsWith('__sharedTagsTtl__') && !key.endsWith('__revalidated_tags__'));
      expect(entries.length).toBeGreaterThan(0);
      for (const key of entries.slice(0, 50)) expect(await client.ttl(key), key).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
  });

  it('with Redis gone, both instances still serve their agencies (rendered afresh), and log it without the visitor’s path', async () => {
    stop(redis);
    await until('redis-server stopped', async () => redis.child.exitCode !== null || redis.child.signalCode !== null, 10_000);
    for (const [port, host] of [[A, HOSTS[0]], [B, HOSTS[1]]] as const) {
      const started = Date.now();
      const answer = await view(port, '/nl/aanbod', host);
      expect(answer.status, `${host} on ${port} without Redis`).toBe(200);
      expect(agencyOf(answer.body)).toBe(sites[HOSTS.indexOf(host)]!.name);
      expect(Date.now() - started, 'no wait for a Redis that is not there').toBeLessThan(10_000);
    }
    const notice = await call(A, 'POST', '/api/revalidate', HOSTS[0], { authorization: `Bearer ${SECRET}` }, { siteId: sites[0]!.id });
    expect(notice.status).toBe(200);
    const logged = `${a.output()}\n${b.output()}`.split('\n').filter((line) => line.includes('"topic":"cache"'));
    expect(logged.length, 'the outage is logged').toBeGreaterThan(0);
    for (const line of logged) expect(line).not.toMatch(/\/(nl|fr|en|de)\b|aanbod/);
  });
});
