import { describe, expect, it } from 'vitest';
import type { NextRequest } from 'next/server';
import { fallbackLocale, serviceUnavailable, unknownHost } from '@/lib/tenancy/fallback-pages';

function request(path: string, acceptLanguage?: string) {
  const url = new URL(`http://localhost${path}`);
  return { nextUrl: url, headers: new Headers(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) } as unknown as NextRequest;
}

describe('fallback pages of proxy.ts', () => {
  it('speaks the language of the path prefix, else of Accept-Language, else Dutch', () => {
    expect(fallbackLocale(request('/fr/offre'))).toBe('fr');
    expect(fallbackLocale(request('/', 'de-DE,de;q=0.9'))).toBe('de');
    expect(fallbackLocale(request('/xx', 'es'))).toBe('nl');
  });

  it('answers 503 with Retry-After and a localised message when the site API is down', async () => {
    const response = serviceUnavailable(request('/en/offer'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.text()).toContain('Temporarily unavailable');
  });

  it('names an unknown hostname, escaped', async () => {
    const response = unknownHost(request('/nl'), '<script>x</script>.be');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>x');
  });
});
