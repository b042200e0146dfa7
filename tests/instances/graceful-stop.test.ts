// The production server's stop (server.mjs, README "Deployment"): on SIGTERM /readyz says 503 at once, the
// answers in flight finish, kept-alive idle connections do not hold the exit, and the process ends. The site
// API is the e2e fake behind a slow door that holds chosen estates' calls, so the pages asking for them are
// in flight when the signal comes. Needs `next build` first.
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSiteApi, unlistedEstate } from '../../e2e/support/fake-site-api';
import { start, stop, until, type Started } from './support/processes';

const SITE = 3460;
const API = 3461;
const PHOTOS = 3462;
const SLOW_DOOR = 3463;
const HOLD_MS = 1_500;

let server: Started | undefined;
let stopApi: (() => Promise<void>) | undefined;
let door: http.Server | undefined;
/** Estates whose call the door holds, and how many of their calls have reached it. */
const slow = new Map<number, number>();

/** Forwards every call to the fake; a call for a slow estate only after HOLD_MS. */
function slowDoor(): http.Server {
  return http.createServer((request, response) => {
    const id = Number(/\/estates\/v2\/(\d+)/.exec(request.url ?? '')?.[1]);
    const held = slow.has(id);
    if (held) slow.set(id, slow.get(id)! + 1);
    setTimeout(
      () => {
        const upstream = http.request({ host: '127.0.0.1', port: API, path: request.url, method: request.method, headers: request.headers }, (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        });
        upstream.on('error', () => response.destroy());
        request.pipe(upstream);
      },
      held ? HOLD_MS : 0,
    );
  });
}

const get = (path: string, agent?: http.Agent) =>
  new Promise<number>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port: SITE, path, agent, headers: { host: 'localhost' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });

/** A probe connected before the signal whose request is not complete yet: it is no idle connection. */
async function halfSentProbe(): Promise<{ finish: () => Promise<string> }> {
  const socket = net.connect(SITE, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write('GET /readyz HTTP/1.1\r\nHost: localhost\r\n');
  // Until the server has read these lines, nothing tells this connection from an idle one: a signal that
  // comes first may close it as idle (Node 26 often takes the signal before the bytes). Give it the time to read them.
  await new Promise((resolve) => setTimeout(resolve, 250));
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  return {
    finish: () => {
      socket.write('\r\n');
      return new Promise((resolve) => socket.once('close', () => resolve(answer)));
    },
  };
}

beforeAll(async () => {
  if (!existsSync('.next/BUILD_ID')) throw new Error('This test serves the production build: run `next build` first (npm test does).');
  stopApi = await startFakeSiteApi({ api: API, photos: PHOTOS });
  door = slowDoor();
  await new Promise<void>((resolve) => door!.listen(SLOW_DOOR, '127.0.0.1', resolve));
  // A long keep-alive: without closing idle connections itself, the server would wait it out before exiting.
  server = start(process.execPath, ['server.mjs', '-p', String(SITE), '--keepAliveTimeout', '60000'], {
    PORT: String(SITE),
    SITE_API_URL: `http://127.0.0.1:${SLOW_DOOR}`,
    IMAGE_HOSTS: '127.0.0.1:3104',
    SHUTDOWN_TIMEOUT_MS: '10000',
    SMTP_URL: '',
    REDIS_URL: '',
  });
  await until('the site ready', async () => (await get('/readyz')) === 200, 60_000);
});

afterAll(async () => {
  stop(server);
  await stopApi?.();
  await new Promise((resolve) => door?.close(resolve));
});

describe('the server stopped with SIGTERM under load', () => {
  it('finishes every answer begun before the signal, says 503 on /readyz after it, and exits', async () => {
    // Load first: a stream of requests on kept-alive connections, which stay open and idle.
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const early = await Promise.all(Array.from({ length: 40 }, (_, i) => get(i % 2 ? '/healthz' : '/readyz', keptAlive)));
    expect(early.every((status) => status === 200)).toBe(true);

    const ids = await Promise.all(Array.from({ length: 4 }, () => unlistedEstate(API)));
    for (const id of ids) slow.set(id, 0);
    const pages = ids.map((id) => get(`/nl/aanbod/${id}`).catch((error: Error) => error.message));
    await until('the pages waiting on the site API', () => ids.every((id) => slow.get(id)! > 0), 20_000, 20);
    const probe = await halfSentProbe();

    const exited = new Promise<{ code: number | null; at: number }>((resolve) => server!.child.once('exit', (code) => resolve({ code, at: Date.now() })));
    const signalledAt = Date.now();
    process.kill(server!.child.pid!, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));

    const readyz = await probe.finish();
    expect(readyz).toMatch(/^HTTP\/1\.1 503 /);
    expect(readyz).toContain('"process":"stopping"');
    // No new connection is taken once the signal came.
    await expect(get('/healthz')).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);

    const statuses = await Promise.all(pages);
    for (const status of statuses) expect(typeof status === 'number' && status < 400, `${status}\n${server!.output()}`).toBe(true);

    const { code, at } = await exited;
    expect(code).toBe(0);
    // Neither the long keep-alive of the idle connections nor SHUTDOWN_TIMEOUT_MS held the exit.
    expect(at - signalledAt).toBeLessThan(HOLD_MS + 3_000);
    keptAlive.destroy();
  });
});
