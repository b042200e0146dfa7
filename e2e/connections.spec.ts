// The run's own servers keep a test's connections (e2e/support/idle-connections.ts): a test's `request` reuses
// its connections after any pause, and a server that had closed one for idleness meanwhile made the next
// call fail with ECONNRESET when the worker was too busy to read the close in time.
import { expect, test } from '@playwright/test';
import { FAKE_API_PORT, FAKE_PHOTO_PORT } from './support/fake-site-api';
import { IDLE_CONNECTION_MS } from './support/idle-connections';
import { MAILBOX_PORT } from './support/mail-sink-setup';

const servers = [
  'http://localhost:3100/healthz',
  'http://localhost:3101/healthz',
  'http://localhost:3102/healthz',
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
