// The Varnish edge (deploy/varnish/default.vcl) under test: small fake apps whose answers each test sets,
// an edge in front of them, and requests written as a browser or a client would. Needs varnishd with the
// xkey vmod (.ci/run installs them). The tests are in tests/edge/varnish-*.test.ts.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { startEdge, type Edge } from '@/scripts/lib/edge.mjs';

export type Answer = { status?: number; headers?: Record<string, string | string[]>; body?: string; delayMs?: number; hang?: boolean };
type Route = Answer | ((request: http.IncomingMessage, count: number) => Answer);

/**
 * An app that answers each path (with its query) as the test says, and counts what reached it. An
 * answer's body names its path and its count ("/nl/a #2"), so a kept copy is recognisable. It listens
 * once `listen()` has been awaited.
 */
function fakeAppServer() {
  const routes = new Map<string, Route>();
  const seen = new Map<string, http.IncomingMessage[]>();
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    const list = seen.get(path) ?? [];
    list.push(request);
    seen.set(path, list);
    const route = routes.get(path) ?? (path === '/healthz' ? { body: 'ok', headers: { 'cache-control': 'no-store' } } : { status: 404, body: 'no route' });
    const answer = typeof route === 'function' ? route(request, list.length) : route;
    if (answer.hang) return;
    const send = () => {
      response.writeHead(answer.status ?? 200, { 'content-type': 'text/html; charset=utf-8', ...answer.headers });
      response.end(answer.body ?? `${path} #${list.length}`);
    };
    request.resume();
    request.on('end', () => (answer.delayMs ? setTimeout(send, answer.delayMs) : send()));
  });
  let port = 0;
  return {
    get address() {
      return `127.0.0.1:${port}`;
    },
    listen: () =>
      new Promise<void>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          port = (server.address() as AddressInfo).port;
          resolve();
        }),
      ),
    route: (path: string, route: Route) => routes.set(path, route),
    count: (path: string) => seen.get(path)?.length ?? 0,
    last: (path: string) => seen.get(path)?.at(-1),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeApp = ReturnType<typeof fakeAppServer>;

/** A fake app, listening. */
export async function fakeApp(): Promise<FakeApp> {
  const app = fakeAppServer();
  await app.listen();
  return app;
}

export type Reply = { status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: string; ms: number };
export type Call = { method?: string; host?: string; headers?: Record<string, string>; from?: string; body?: string };

/** A request to the edge with the Host a browser would send (fetch does not let one set it), from 127.0.0.1 unless `from`. */
function callEdge(port: number, path: string, { method = 'GET', host = 'localhost', headers = {}, from, body }: Call = {}) {
  const started = Date.now();
  return new Promise<Reply>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method, headers: { host, ...headers }, agent: false, localAddress: from },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: Date.now() - started,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The status line of a request written byte for byte (what http.request would refuse to send). */
function rawRequest(text: string, port: number) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) {
        socket.destroy();
        resolve(answer.slice(0, answer.indexOf('\r\n')));
      }
    });
    socket.on('error', reject);
    socket.on('end', () => resolve(answer));
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the app has seen `count` requests for `path` (a background refresh), at most `ms`. */
export async function seenAtLeast(target: FakeApp, path: string, count: number, ms = 5000) {
  const deadline = Date.now() + ms;
  while (target.count(path) < count && Date.now() < deadline) await sleep(25);
  return target.count(path);
}

/** A port nothing listens on. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const headerCount = (reply: Reply, name: string) => reply.rawHeaders.filter((_, i) => i % 2 === 0).filter((h) => h.toLowerCase() === name).length;

/**
 * The edge of a test file, started before its tests and stopped after them: `app` behind it for any host,
 * `other` and `flaky` for the hosts other.test and flaky.test, and a closed port for down.test.
 */
export function edgeUnderTest() {
  const [app, other, flaky] = [fakeAppServer(), fakeAppServer(), fakeAppServer()];
  let running: Edge | undefined;
  const edge = () => {
    if (!running) throw new Error('the edge starts in beforeAll');
    return running;
  };
  beforeAll(async () => {
    await Promise.all([app.listen(), other.listen(), flaky.listen()]);
    running = await startEdge({
      listen: 0,
      proxyListen: 0,
      backends: [app.address],
      extraBackends: { other: other.address, flaky: flaky.address, down: `127.0.0.1:${await closedPort()}` },
      siteRecv: [
        'if (req.http.host ~ "^other\\.test") { set req.backend_hint = other; }',
        'if (req.http.host ~ "^flaky\\.test") { set req.backend_hint = flaky; }',
        'if (req.http.host ~ "^down\\.test") { set req.backend_hint = down; }',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await running?.stop();
    await Promise.all([app, other, flaky].map((server) => server.close()));
  });
  return {
    app,
    other,
    flaky,
    edge,
    call: (path: string, options?: Call) => callEdge(edge().port, path, options),
    raw: (text: string, port = edge().port) => rawRequest(text, port),
  };
}
