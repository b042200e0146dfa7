import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { BASE_URL } from './fixtures';

export const server = setupServer();

/** Starts msw for the calling test file; a request nobody expected fails the test. */
export function startMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/**
 * Starts msw for the calling test file and points the app's own client (built from the environment on
 * first use) at it, with its timeout in milliseconds when given.
 */
export function startAppSiteApi(timeoutMs?: number): void {
  startMswServer();
  beforeAll(() => {
    vi.stubEnv('SITE_API_URL', BASE_URL);
    if (timeoutMs !== undefined) vi.stubEnv('SITE_API_TIMEOUT_MS', String(timeoutMs));
  });
}

export type Seen = { method: string; url: URL; headers: Headers; body: string };
type Verb = 'get' | 'post' | 'put' | 'delete';

/**
 * Answers `method path` on the test API with `answer` (JSON, or a ready Response) and records each request.
 * `path` is an msw path pattern relative to BASE_URL.
 */
export function answer(method: Verb, path: string, reply: JsonBodyType | Response = null, status = 200): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http[method](`${BASE_URL}${path}`, async ({ request }) => {
      seen.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: await request.text(),
      });
      return reply instanceof Response ? reply : HttpResponse.json(reply, { status });
    }),
  );
  return seen;
}

/** A bodiless answer with the given status (204, 404, 500…). */
export function status(code: number, body: string | null = null): Response {
  return new HttpResponse(body, { status: code });
}
