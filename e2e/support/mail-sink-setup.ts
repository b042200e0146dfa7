import http from 'node:http';
import { SmtpSink } from '../../tests/support/smtp-sink';
import { IDLE_CONNECTION_MS } from './idle-connections';

/** The demo API of the browser tests sends its mail here (playwright.config.ts sets SMTP_URL). */
export const SMTP_PORT = 2525;
/** The mailbox of that server, read by the tests: GET /messages. */
export const MAILBOX_PORT = 2526;

/**
 * Starts a real SMTP server for the whole run, and a small HTTP view of what it received, so every
 * worker can read the mail the site sent. Returns the teardown.
 */
export default async function startMailSink(): Promise<() => Promise<void>> {
  const sink = new SmtpSink();
  await sink.start(SMTP_PORT);
  const mailbox = http.createServer((request, response) => {
    if (request.url === '/messages') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(sink.received));
      return;
    }
    response.writeHead(404).end();
  });
  // A connection kept by a test may be reused after any pause (e2e/support/idle-connections.ts).
  mailbox.keepAliveTimeout = IDLE_CONNECTION_MS;
  await new Promise<void>((resolve) => mailbox.listen(MAILBOX_PORT, '127.0.0.1', () => resolve()));
  return async () => {
    await new Promise<void>((resolve) => mailbox.close(() => resolve()));
    await sink.stop();
  };
}
