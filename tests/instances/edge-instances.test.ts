// The production shape end to end (docs/decisions/0001-the-edge.md): two instances of one build
// (`node server.mjs`) sharing a real Redis, behind one Varnish edge (deploy/varnish/default.vcl, started by
// scripts/lib/edge.mjs) that keeps the pages they mark shareable. What it proves, with real processes:
// - a change the site API announces to either instance (POST /api/revalidate) shows at the next view
//   through the edge: Next's tags expire in the shared Redis and the instance purges the edge by key;
// - the other agency's pages stay in the edge's cache across that change (its keys name nothing it touched);
// - 500 concurrent requests through the edge on two agencies' hosts never get the other agency's page;
// - with the site API hanging, a page the edge holds is still served, past its s-maxage too, and a page it
//   does not hold is the edge's localised 503 within 3.5 s.
// Needs `next build` first (scripts/test.mjs runs it after the build), Debian's redis-server (skipped, and
// said so, without it) and varnishd with varnish-modules (.ci/run installs them; startEdge names them).
//
// The demo API runs on PGlite in instance A only; B reads it through SITE_API_URL, as in
// two-instances-redis.test.ts. The outage runs on a second pair (C, D) on the fake site API of
// e2e/support/fake-site-api.ts, which can hang the calls about one estate, behind an edge of its own.
import { existsSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstateSearchResult } from '@/lib/site-api/schemas/estate-search';
import type { Site } from '@/lib/site-api/schemas/site';
import { startEdge, type Edge } from '@/scripts/lib/edge.mjs';
import { startFakeSiteApi, unlistedEstate } from '../../e2e/support/fake-site-api';
import { start, stop, until, type Started } from './support/processes';
import { redisServer, redisServerArgs } from '../support/redis-server';

// Ports of this file alone (3400–3499; outage-log and site-api-sharing take 3456–3458 and 3424–3426).
const A = 3440;
const B = 3441;
const EDGE = 3442;
const REDIS_PORT = 3443;
const FAKE_API = 3444;
const FAKE_PHOTOS = 3445;
const C = 3446;
const D = 3447;
const FAKE_EDGE = 3448;

const REDIS = `redis://127.0.0.1:${REDIS_PORT}`;
const SECRET = 'edge-instances-revalidation-secret-0123456789';
const ADMIN_TOKEN = 'edge-instances-demo-admin-token-0123456789';
const DATA_DIR = '.data/edge-instances';
const HOSTS = ['localhost', 'ardenne.localhost'] as const;
/** The unlisted estates of the fake site API are copies of its first estate (701) under their own ids. */
const FAKE_TITLE = 'Woonboot aan de Schelde';
/** The edge's 503 page in Dutch (deploy/varnish/default.vcl, the same words as messages/nl.json's Fallback.unavailableTitle). */
const UNAVAILABLE_TITLE = 'Tijdelijk niet beschikbaar';

type Answer = { status: number; headers: IncomingHttpHeaders; body: string; ms: number };
type Options = { headers?: Record<string, string>; body?: unknown; method?: string; agent?: Agent };

/** One HTTP call to `port` (an instance or an edge) with the Host a browser on `host` would send (Node resolves no *.localhost). */
function call(port: number, path: string, host: string, { method = 'GET', headers = {}, body, agent }: Options = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        timeout: 20_000,
        headers: { host: `${host}:${port}`, ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${host}${path} on ${port}: no answer in 20 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A page as a visitor on `host` sees it through `port`, redirects followed on the same host; with the path it ended on. */
async function view(port: number, path: string, host: string): Promise<Answer & { path: string }> {
  let target = path;
  for (let hops = 0; ; hops += 1) {
    const answer = await call(port, target, host);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || typeof location !== 'string' || hops === 5) return { ...answer, path: target };
    const next = new URL(location, `http://${host}:${port}`);
    target = `${next.pathname}${next.search}`;
  }
}

/** Views a page through an edge until a view comes from its copy (the first may render it); the path it ended on. */
async function warm(port: number, path: string, host: string): Promise<string> {
  let final = path;
  await until(
    `${host}${path} kept by the edge on ${port}`,
    async () => {
      const first = await view(port, path, host);
      final = first.path;
      const second = await call(port, final, host);
      return first.status === 200 && second.status === 200 && second.headers['x-cache'] === 'hit';
    },
    30_000,
    200,
  );
  return final;
}

/** Asks an edge to drop every page carrying any of `keys` (the PURGE /api/revalidate sends, docs/edge.md). */
async function purge(port: number, keys: string[]): Promise<Answer> {
  return call(port, '/', 'localhost', { method: 'PURGE', headers: { 'xkey-purge': keys.join(' ') } });
}

const decoded = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
/** The page's main heading (an estate's title). */
const headingOf = (html: string) => decoded(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '');
/** The agency named in the page's header. */
const agencyOf = (html: string) => decoded(/class="(?:visually-hidden )?site-header__name">([^<]*)</.exec(html)?.[1] ?? '');

/** Whether something accepts connections on 127.0.0.1:`port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Stops a started process and waits until it has ended (its connections closed with it). */
async function stopped(started: Started | undefined): Promise<void> {
  if (!started) return;
  stop(started);
  await until('a stopped process to end', () => started.child.exitCode !== null || started.child.signalCode !== null, 15_000);
}

/** An app instance of the production build behind the edge on `edgePort`, as docs/edge.md runs it. */
const instance = (port: number, edgePort: number, env: Record<string, string>) =>
  start(process.execPath, ['server.mjs', '-p', String(port)], {
    PORT: String(port),
    // The visitors' port: absolute URLs (a redirect's Location) keep it, whichever instance renders them.
    PUBLIC_PORTS: String(edgePort),
    TRUSTED_PROXY_HOPS: '1',
    EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}`,
    REVALIDATE_SECRET: SECRET,
    SMTP_URL: '',
    ...env,
  });

describe.skipIf(!redisServer)('two instances sharing Redis behind one Varnish edge', () => {
  let redis: Started | undefined;

  beforeAll(async () => {
    if (!existsSync('.next/BUILD_ID')) throw new Error('This test serves the production build: run `next build` first (npm test does).');
    rmSync(DATA_DIR, { recursive: true, force: true });
    redis = start(redisServer!, redisServerArgs(REDIS_PORT));
    await until('redis-server', () => listening(REDIS_PORT), 10_000);
  });

  afterAll(async () => {
    await stopped(redis);
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  describe('on the demo API', () => {
    let a: Started | undefined;
    let b: Started | undefined;
    let edge: Edge | undefined;
    /** The sites of HOSTS, in that order. */
    const sites: Site[] = [];

    /** Non-project estates of a site, from A's demo API. */
    async function estatesOf(site: Site, host: string) {
      const api = { 'X-SITE': String(site.id), 'ACCEPT-LANGUAGE': 'nl', 'zabun-client': 'true' };
      const found = await call(A, `/demo-api/sites/${site.id}/estates`, host, { method: 'POST', headers: api, body: { filter: {}, sort: { type: 'date', order: 'ASC' }, limit: 10, offset: 0 } });
      expect(found.status).toBe(200);
      return (JSON.parse(found.body) as EstateSearchResult).results.filter((estate) => !estate.general.project);
    }

    beforeAll(async () => {
      // A: the embedded demo API (PGlite, seeded on this first start) and its back office.
      a = instance(A, EDGE, { REDIS_URL: REDIS, DATA_DIR: `${DATA_DIR}/a`, SITE_API_URL: '', DEMO_ADMIN_TOKEN: ADMIN_TOKEN });
      // B: the same build, the same Redis, A's demo API as its site API.
      b = instance(B, EDGE, { REDIS_URL: REDIS, DATA_DIR: `${DATA_DIR}/b`, SITE_API_URL: `http://127.0.0.1:${A}/demo-api` });
      await until('instance A and its demo API', async () => (await call(A, '/demo-api/sites/by-hostname/localhost', 'localhost', { headers: { 'X-SITE': '0' } })).status === 200, 200_000);
      await until('instance B', async () => (await call(B, '/healthz', 'localhost')).status === 200, 60_000);
      edge = await startEdge({ listen: EDGE, backends: [`127.0.0.1:${A}`, `127.0.0.1:${B}`] });
      for (const host of HOSTS) {
        const answer = await call(A, `/demo-api/sites/by-hostname/${host}`, host, { headers: { 'X-SITE': '0' } });
        sites.push(JSON.parse(answer.body) as Site);
      }
    }, 300_000);

    afterAll(async () => {
      await edge?.stop();
      await Promise.all([stopped(b), stopped(a)]);
    });

    it('a change announced to either instance is on the next view through the edge, and the other agency’s pages stay in the edge’s cache', async () => {
      const [own, other] = sites as [Site, Site];
      const host = HOSTS[0];
      const estate = (await estatesOf(own, host))[0]!;
      const id = estate.general.id;
      const original = estate.general.title.nl!;
      const short = `/nl/aanbod/${id}`;

      const setTitle = async (nl: string) => {
        const admin = { 'X-SITE': String(own.id), authorization: `Bearer ${ADMIN_TOKEN}` };
        expect((await call(A, `/demo-api/sites/${own.id}/demo/estates/${id}`, host, { method: 'PUT', headers: admin, body: { title: { nl } } })).status).toBe(200);
      };
      /** The site API's notice of this change, to one instance; answered once the edge has purged. */
      const announce = async (port: number) => {
        const notice = await call(port, '/api/revalidate', host, { method: 'POST', headers: { authorization: `Bearer ${SECRET}` }, body: { siteId: own.id, resource: 'estate', id } });
        expect(notice.status, `the notice to ${port}`).toBe(200);
      };
      /** The estate's page through the edge (its short URL redirects to the one its title names). */
      const shown = async () => {
        const answer = await view(EDGE, short, host);
        expect(answer.status, `${host}${short} through the edge`).toBe(200);
        return { title: headingOf(answer.body), cache: answer.headers['x-cache'] };
      };

      // The other agency: its home, a list, a CMS page and a detail page, each kept by the edge.
      const otherDetail = `/nl/aanbod/${(await estatesOf(other, HOSTS[1]))[0]!.general.id}`;
      const otherPaths: string[] = [];
      for (const path of ['/nl', '/nl/aanbod', '/nl/over-ons', otherDetail]) otherPaths.push(await warm(EDGE, path, HOSTS[1]));
      const otherPages = async () =>
        Promise.all(
          otherPaths.map(async (path) => {
            const answer = await call(EDGE, path, HOSTS[1]);
            return `${path}: ${answer.status} ${String(answer.headers['x-cache'])} ${agencyOf(answer.body)}`;
          }),
        );
      const otherKept = otherPaths.map((path) => `${path}: 200 hit ${other.name}`);
      expect(await otherPages(), 'the other agency’s pages, kept by the edge before the change').toEqual(otherKept);

      await warm(EDGE, short, host);
      expect(await shown()).toEqual({ title: original, cache: 'hit' });
      const first = `Vernieuwd pand ${id} via instance A`;
      const second = `Vernieuwd pand ${id} via instance B`;
      try {
        await setTitle(first);
        expect(await shown(), 'the edge keeps its copy until the change is announced').toEqual({ title: original, cache: 'hit' });

        await announce(A);
        const afterA = await shown();
        expect(afterA.title, 'announced to A: the next view through the edge').toBe(first);
        expect(afterA.cache, 'purged from the edge, so asked of an instance again').not.toBe('hit');
        expect(await otherPages(), 'the other agency’s pages, after the change announced to A').toEqual(otherKept);

        await setTitle(second);
        await announce(B);
        const afterB = await shown();
        expect(afterB.title, 'announced to B: the next view through the edge').toBe(second);
        expect(afterB.cache).not.toBe('hit');
        expect(await otherPages(), 'the other agency’s pages, after the change announced to B').toEqual(otherKept);
      } finally {
        await setTitle(original);
        await announce(A);
      }
      expect((await shown()).title).toBe(original);
    });

    it('500 concurrent requests through the edge on two agencies’ hosts each get their own agency’s page, none a 5xx', async () => {
      // Home, a list, a CMS page and a detail page of each agency.
      const paths = new Map<string, string[]>();
      for (const [index, host] of HOSTS.entries()) {
        const estate = (await estatesOf(sites[index]!, host))[1]!;
        const detail = (await view(EDGE, `/nl/aanbod/${estate.general.id}`, host)).path;
        paths.set(host, ['/nl', '/nl/aanbod', '/nl/over-ons', detail]);
      }
      // From cold: the edge drops both agencies' pages, so the burst's first requests go to both instances
      // at once, and the rest queue on those fetches or hit their copies.
      const purged = await purge(EDGE, sites.map((site) => `site-${site.id}`));
      expect(purged.status).toBe(200);

      const agent = new Agent({ keepAlive: true, maxSockets: 500 });
      try {
        const asked = Array.from({ length: 500 }, (_, i) => {
          const host = HOSTS[i % 2]!;
          const list = paths.get(host)!;
          return { host, path: list[Math.floor(i / 2) % list.length]! };
        });
        const answers = await Promise.all(
          asked.map(async ({ host, path }) => {
            try {
              return { host, path, answer: await call(EDGE, path, host, { agent }), error: '' };
            } catch (error) {
              return { host, path, answer: undefined, error: error instanceof Error ? error.message : String(error) };
            }
          }),
        );
        const wrong = answers
          .map(({ host, path, answer, error }) => {
            const expected = sites[HOSTS.indexOf(host)]!.name;
            if (!answer) return `${host}${path}: ${error}`;
            return answer.status === 200 && agencyOf(answer.body) === expected ? null : `${host}${path}: ${answer.status} “${agencyOf(answer.body)}”, not “${expected}”`;
          })
          .filter((line) => line !== null);
        expect(wrong, 'answers that are not the host’s own agency’s page').toEqual([]);
        const states = answers.map(({ answer }) => answer?.headers['x-cache']);
        expect(states.filter((state) => state === 'hit').length, 'most of the burst from the edge’s copies').toBeGreaterThan(250);
      } finally {
        agent.destroy();
      }
    }, 120_000);
  });

  describe('while the site API hangs', () => {
    let c: Started | undefined;
    let d: Started | undefined;
    let edge: Edge | undefined;
    let stopApi: (() => Promise<void>) | undefined;
    const hung: number[] = [];
    /** The estate whose detail page the edge holds, and that page's path. */
    let kept = 0;
    let keptPath = '';

    /** How often the fake site API was asked for an unlisted estate. */
    const callsOf = async (id: number) => ((await (await fetch(`http://127.0.0.1:${FAKE_API}/__fake/calls/${id}`)).json()) as { calls: number }).calls;
    const hang = async (id: number) => {
      hung.push(id);
      expect((await fetch(`http://127.0.0.1:${FAKE_API}/__fake/hang/${id}`, { method: 'POST' })).status).toBe(200);
    };

    beforeAll(async () => {
      stopApi = await startFakeSiteApi({ api: FAKE_API, photos: FAKE_PHOTOS });
      const env = {
        // Its own Redis database: the demo pair's cached reads name another site API for the same hostname.
        REDIS_URL: `${REDIS}/1`,
        SITE_API_URL: `http://127.0.0.1:${FAKE_API}`,
        // The fake's photo URLs name the e2e fake's photo port (as tests/instances/outage-log.test.ts).
        IMAGE_HOSTS: '127.0.0.1:3104',
      };
      c = instance(C, FAKE_EDGE, { ...env, DATA_DIR: `${DATA_DIR}/c` });
      d = instance(D, FAKE_EDGE, { ...env, DATA_DIR: `${DATA_DIR}/d` });
      await until('instances C and D', async () => (await call(C, '/healthz', 'localhost')).status === 200 && (await call(D, '/healthz', 'localhost')).status === 200, 60_000);
      edge = await startEdge({ listen: FAKE_EDGE, backends: [`127.0.0.1:${C}`, `127.0.0.1:${D}`] });
      // A detail page the edge holds, of an estate no earlier run has seen: its clock starts now.
      kept = await unlistedEstate(FAKE_API);
      keptPath = await warm(FAKE_EDGE, `/nl/aanbod/${kept}`, 'localhost');
      expect(keptPath).toMatch(new RegExp(`^/nl/aanbod/${kept}/[^/]+$`));
      await hang(kept);
    }, 120_000);

    afterAll(async () => {
      await Promise.all(hung.map((id) => fetch(`http://127.0.0.1:${FAKE_API}/__fake/hang/${id}`, { method: 'DELETE' }).catch(() => undefined)));
      await edge?.stop();
      // The instances first: their calls the fake never answers end with them, and the fake can close.
      await Promise.all([stopped(c), stopped(d)]);
      await stopApi?.();
    });

    it('answers a detail page it does not hold with its localised 503 within 3.5 s, by the short URL or the slugged one', async () => {
      const id = await unlistedEstate(FAKE_API);
      await hang(id);
      // The slug is the title's, the same as the kept estate's (both are copies of one fake estate).
      const paths = [`/nl/aanbod/${id}`, keptPath.replace(`/${kept}/`, `/${id}/`)];
      const answers = await Promise.all(paths.map((path) => call(FAKE_EDGE, path, 'localhost')));
      for (const [index, answer] of answers.entries()) {
        const path = paths[index]!;
        expect(answer.ms, `${path}: the visitor waits at most 3.5 s`).toBeLessThanOrEqual(3500);
        expect(answer.status, path).toBe(503);
        expect(answer.headers['retry-after'], path).toBe('30');
        expect(answer.headers['cache-control'], path).toBe('no-store');
        expect(answer.body, path).toContain('<html lang="nl"');
        expect(headingOf(answer.body), path).toBe(UNAVAILABLE_TITLE);
      }
    });

    it('keeps serving a detail page it holds while its estate hangs, fresh, then past its s-maxage while the app fails to refresh it', async () => {
      const fresh = await call(FAKE_EDGE, keptPath, 'localhost');
      expect(fresh.status).toBe(200);
      expect(headingOf(fresh.body)).toBe(FAKE_TITLE);
      expect(fresh.headers['x-cache']).toBe('hit');
      expect(fresh.ms, 'at once, without asking the app').toBeLessThan(1000);
      const maxAge = Number(/s-maxage=(\d+)/.exec(String(fresh.headers['cache-control']))?.[1]);
      expect(maxAge, 'the page’s lifetime at the edge').toBe(30);
      expect(Number(fresh.headers.age), 'fresh when the outage began').toBeLessThan(maxAge);

      // The app's own copy goes too (its Redis database emptied, as after an eviction or on a new Redis):
      // Next would otherwise answer the edge's refresh with its own stale page at once. From here on the
      // edge holds the only copy, and the app can make the page again only from the hung estate.
      const client = new Redis(`${REDIS}/1`, { lazyConnect: true });
      try {
        await client.connect();
        await client.flushdb();
      } finally {
        client.disconnect();
      }
      const callsBefore = await callsOf(kept);

      // Views the page until the edge's copy has outlived its s-maxage (Age is whole seconds, rounded down:
      // `Age: 30` is past 30 s), each one the page at once. The first view past it gets that copy and sets
      // off its refresh in the background (stale-while-revalidate).
      const seen: Answer[] = [fresh];
      const deadline = Date.now() + (maxAge + 15) * 1000;
      while (Number(seen.at(-1)!.headers.age) < maxAge && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        seen.push(await call(FAKE_EDGE, keptPath, 'localhost'));
      }
      const stale = seen.at(-1)!;
      expect(Number(stale.headers.age), 'the edge’s copy, past its s-maxage').toBeGreaterThanOrEqual(maxAge);
      expect(stale.headers['x-cache']).toBe('hit');
      // That refresh reaches the app, which asks the site API for the hung estate…
      await until('the refresh to ask the site API for the hung estate', async () => (await callsOf(kept)) > callsBefore, 5000);
      // …and fails (the edge gives it 3 s): meanwhile and after, the visitors still get the edge's copy at once.
      const afterStale = seen.length;
      const refreshing = Date.now() + 5000;
      while (Date.now() < refreshing) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        seen.push(await call(FAKE_EDGE, keptPath, 'localhost'));
      }
      const wrong = seen
        .filter((answer) => answer.status !== 200 || headingOf(answer.body) !== FAKE_TITLE || answer.ms >= 1000)
        .map((answer) => `${answer.status} “${headingOf(answer.body)}” in ${answer.ms} ms, age ${String(answer.headers.age)}, ${String(answer.headers['x-cache'])}`);
      expect(wrong, 'views of the kept page that were not the page at once').toEqual([]);
      const ages = seen.slice(afterStale).map((answer) => Number(answer.headers.age));
      expect(
        ages.filter((age) => age < maxAge),
        'still the copy from before the outage: the app could not refresh it',
      ).toEqual([]);
    }, 90_000);
  });
});
