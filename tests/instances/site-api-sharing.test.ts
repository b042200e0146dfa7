// The production server's calls to its site API, counted where they arrive (the stall measured in
// docs/bench-pages.md): identical searches asked by many visitors at once reach the site API once, and a search no
// visitor waits for any more is cancelled there. Without this, every view of a map whose search was not
// cached, or had gone stale, made its own search, and searches abandoned visitors had asked ran on.
//
// Instance A runs the embedded demo API; instance B, the site under test, reads it through a counting
// proxy in this process (SITE_API_URL), which can hold the searches back so that they overlap for sure.
// Needs `next build` first (scripts/test.mjs runs it after the build).
import { existsSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, stop, until, type Started } from './support/processes';

const A = 3424;
const B = 3425;
const PROXY = 3426;
const DATA_DIR = '.data/instances-sharing';

type Search = { body: string; closedEarly: boolean; answered: boolean };
const searches: Search[] = [];
let held: Promise<void> | null = null;
let release: () => void = () => {};

/** Forwards every call to A's demo API; the estate searches are counted, and held while `held` is set. */
function startProxy(): Promise<Server> {
  const proxy = createServer((incoming: IncomingMessage, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const body = Buffer.concat(chunks);
      const search = incoming.method === 'POST' && /\/sites\/\d+\/estates$/.test(incoming.url ?? '');
      const entry: Search = { body: body.toString(), closedEarly: false, answered: false };
      if (search) {
        searches.push(entry);
        outgoing.on('close', () => {
          if (!outgoing.writableFinished) entry.closedEarly = true;
        });
        await held;
        if (outgoing.destroyed) return;
      }
      const forwarded = httpRequest({ host: '127.0.0.1', port: A, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: `127.0.0.1:${A}` } }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on('end', () => (entry.answered = true));
      });
      forwarded.on('error', () => outgoing.destroy());
      forwarded.end(body);
    });
  });
  return new Promise((resolve) => proxy.listen(PROXY, '127.0.0.1', () => resolve(proxy)));
}

type Answer = { status: number; body: string };

function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, timeout: 30_000, headers: { host: `localhost:${port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('timeout', () => req.destroy(new Error(`${path}: no answer in 30 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** `next start` of the build on `port`, without Redis or mail unless `env` says otherwise. */
const instance = (port: number, env: Record<string, string>) =>
  start(process.execPath, ['server.mjs', '-p', String(port)], { PORT: String(port), SMTP_URL: '', REDIS_URL: '', ...env });

/** A map query no earlier view has cached: the searches it makes are new to the data cache. */
const freshMapPath = (price: number) => `/nl/estate-map?status=FOR_SALE&price-max=${price}`;
const searchesFor = (price: number) => searches.filter((s) => s.body.includes(String(price)));

describe('the site API sees one search for many visitors, and none for visitors who left', () => {
  let a: Started;
  let b: Started;
  let proxy: Server;

  beforeAll(async () => {
    if (!existsSync('.next/BUILD_ID')) throw new Error('This test serves the production build: run `next build` first (npm test does).');
    rmSync(DATA_DIR, { recursive: true, force: true });
    proxy = await startProxy();
    a = instance(A, { DATA_DIR, SITE_API_URL: '' });
    b = instance(B, { DATA_DIR: `${DATA_DIR}-b`, SITE_API_URL: `http://127.0.0.1:${PROXY}/demo-api` });
    await until('instance A and its demo API', async () => (await get(A, '/demo-api/sites/by-hostname/localhost')).status === 200, 200_000);
    await until('instance B', async () => (await get(B, '/healthz')).status === 200, 60_000);
    // The site is known to B before the measured views: its look-up is no part of them.
    expect((await get(B, freshMapPath(100_000))).status).toBe(200);
  }, 300_000);

  afterAll(async () => {
    release();
    for (const started of [b, a]) stop(started);
    proxy?.closeAllConnections();
    await new Promise((resolve) => proxy?.close(resolve));
    rmSync(DATA_DIR, { recursive: true, force: true });
    rmSync(`${DATA_DIR}-b`, { recursive: true, force: true });
  });

  it('twenty visitors opening the same map at once cause one search on the site API, and all get the markers', async () => {
    held = new Promise((resolve) => (release = resolve));
    const price = 345_678;
    const views = Array.from({ length: 20 }, () => get(B, freshMapPath(price)));
    await until('the first search', () => searchesFor(price).length > 0, 20_000);
    // Every view has had the time to ask for its search: they all wait for the one held here (released
    // well within a read's 2.5 s, lib/site-api/render-budget.ts).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    release();
    held = null;
    const answers = await Promise.all(views);
    expect(searchesFor(price), b.output()).toHaveLength(1);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(JSON.parse(answers[0]!.body).markers.length).toBeGreaterThan(0);
  });

  it('a search is cancelled on the site API once every visitor who asked for it has left', async () => {
    held = new Promise((resolve) => (release = resolve));
    const price = 234_567;
    // Three visitors open the map, then leave (the tab closed, the map moved on) before it answers.
    const sockets = Array.from({ length: 3 }, () => {
      const socket = connect(B, '127.0.0.1', () => socket.write(`GET ${freshMapPath(price)} HTTP/1.1\r\nHost: localhost:${B}\r\n\r\n`));
      socket.on('error', () => {});
      return socket;
    });
    await until('the search', () => searchesFor(price).length > 0, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const socket of sockets) socket.destroy();
    // At once, not at the read's own deadline (2.5 s after it started, about 2.3 s from here).
    await until('the search cancelled', () => searchesFor(price).every((search) => search.closedEarly), 1_500);
    release();
    held = null;
    expect(searchesFor(price).some((search) => search.answered)).toBe(false);
  });
});
