import { afterEach, beforeEach, expect, vi } from 'vitest';
import { resetRateLimits } from '@/lib/forms/rate-limit';
import { captureLogsPerTest, type LogLine } from '../support/logs';
import { captcha } from './captcha';
import { startAppSiteApi } from '../site-api/msw';

type RouteHandler = (request: Request, context: { params: Promise<{ site: string; locale: string }> }) => Promise<Response>;

type PostOptions = { locale?: string; contentType?: string; headers?: Record<string, string> };

let visitor = 0;

/**
 * Calls a form route the way Next does: a JSON POST to `/{locale}/{route}`. Each call comes from an address
 * of its own unless `headers` name one, so that only the rate-limit tests meet the rate limit.
 */
export function poster(handler: RouteHandler, route: string) {
  return (body: unknown, { locale = 'nl', contentType = 'application/json', headers = {} }: PostOptions = {}) => {
    visitor += 1;
    const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
    const request = new Request(`http://localhost/${locale}/${route}`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-socket-address': address, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return handler(request, { params: Promise.resolve({ site: '1_bG9jYWxob3N0', locale }) });
  };
}

export async function expectAnswer(response: Response, status: number, body: unknown) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual(body);
}

/** Nothing the visitor typed may reach the log. */
export function expectNotLogged(lines: readonly LogLine[], values: readonly string[]) {
  const logged = JSON.stringify(lines);
  for (const value of values) expect(logged).not.toContain(value);
}

/**
 * What every form route test starts from: the site API faked with msw behind the app's own client, a
 * fresh rate limit per test, reCAPTCHA off (tests/forms/captcha.ts), and the lines the server logs kept, to read
 * (never to show).
 */
export function formRouteTestSetup() {
  startAppSiteApi(300);
  beforeEach(() => {
    resetRateLimits();
    captcha.config = null;
  });
  afterEach(() => vi.restoreAllMocks());
  return captureLogsPerTest();
}
