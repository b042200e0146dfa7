import { expect, type MockInstance } from 'vitest';

type RouteHandler = (request: Request, context: { params: Promise<{ locale: string }> }) => Promise<Response>;

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
      headers: { 'content-type': contentType, 'x-real-ip': address, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return handler(request, { params: Promise.resolve({ locale }) });
  };
}

export async function expectAnswer(response: Response, status: number, body: unknown) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual(body);
}

/** Nothing the visitor typed may reach the log. */
export function expectNotLogged(spies: MockInstance[], values: readonly string[]) {
  const logged = JSON.stringify(spies.flatMap((spy) => spy.mock.calls));
  for (const value of values) expect(logged).not.toContain(value);
}
