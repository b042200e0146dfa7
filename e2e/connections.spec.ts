// The run's own servers keep a test's connections (e2e/support/idle-connections.ts): a test's `request` reuses
// its connections after any pause, and a server that had closed one for idleness meanwhile made the next
// call fail with ECONNRESET when the worker was too busy to read the close in time.
import http from 'node:http';
import type { Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { FAKE_API_PORT, FAKE_PHOTO_PORT } from './support/fake-site-api';
import { IDLE_CONNECTION_MS } from './support/idle-connections';
import { MAILBOX_PORT } from './support/mail-sink-setup';

const servers = [
  'http://localhost:3110/healthz',
  'http://localhost:3101/healthz',
  'http://localhost:3112/healthz',
  'http://127.0.0.1:3105/healthz',
  `http://127.0.0.1:${FAKE_API_PORT}/sites/by-hostname/localhost`,
  `http://127.0.0.1:${FAKE_PHOTO_PORT}/photos/701-1.jpg`,
  `http://127.0.0.1:${MAILBOX_PORT}/messages`,
];

test('every server of the run keeps an idle connection longer than any test lives, so no reused connection is reset', async ({ request }) => {
  for (const url of servers) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const timeout = /^timeout=(\d+)/.exec(response.headers()['keep-alive'] ?? '')?.[1];
    expect(Number(timeout), `${url}: Keep-Alive ${response.headers()['keep-alive']}`).toBeGreaterThanOrEqual(IDLE_CONNECTION_MS / 1000);
  }
});

/** Two requests on one kept connection, `pauseMs` apart: whether the second went out on the first's socket. */
async function sameSocketAfter(url: string, pauseMs: number): Promise<boolean> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; socket: Socket }>((resolve, reject) => {
      http.get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, socket: response.socket }));
      }).on('error', reject);
    });
  const first = await get();
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
  const second = await get();
  agent.destroy();
  return first.status === 200 && second.status === 200 && first.socket === second.socket;
}

test('the edges keep an idle connection open past their default of 5 s (Varnish sends no Keep-Alive header)', async () => {
  test.setTimeout(30_000);
  for (const url of ['http://127.0.0.1:3100/healthz', 'http://127.0.0.1:3102/healthz']) expect(await sameSocketAfter(url, 6_500), url).toBe(true);
});
