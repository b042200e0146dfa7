import type { NextRequest, NextResponse } from 'next/server';
import { contentSecurityPolicy, newNonce } from './content-security-policy';
import { currentCspSources, isHttps, securityHeadersFor, siteCspSources } from './security-headers';
import type { CspSources } from './content-security-policy';
import { hostKey, isSharedPage, pageKeys, SHARED_PAGE_CACHE_CONTROL } from './shared-pages';

/**
 * Pages rendered for one visitor on every request (the secret links of a subscription or an appointment,
 * which a visitor opens from a mail, so as the first page of a visit; a form shown again with what the
 * visitor typed), by their internal path `/{site}/{locale}/…`: they are never cached, so they can carry a
 * fresh nonce instead of 'unsafe-inline'. Each of these pages calls `connection()` or reads its cookies,
 * which keeps it dynamic.
 */
const PER_VISITOR_PAGE = /^\/[^/]+\/[a-z]{2}\/(?:subscribe\/(?!success$)[^/]+|subscribe\/unsubscribe\/[^/]+|cancel-appointment\/[^/]+|appointment\/confirmed\/[^/]+|form\/[^/]+)$/;

export function isPerVisitorPage(internalPath: string): boolean {
  return PER_VISITOR_PAGE.test(internalPath);
}

/** Hands a request header to the page Next renders, as NextResponse.next({ request: { headers } }) would, keeping other overrides. */
function setRequestHeader(request: NextRequest, response: NextResponse, name: string, value: string): void {
  const overridden = response.headers.get('x-middleware-override-headers');
  const names = overridden ? overridden.split(',').filter(Boolean) : [...request.headers.keys()];
  if (!overridden) for (const [key, header] of request.headers) response.headers.set(`x-middleware-request-${key}`, header);
  if (!names.includes(name)) names.push(name);
  response.headers.set('x-middleware-override-headers', names.join(','));
  response.headers.set(`x-middleware-request-${name}`, value);
}

/** The security headers of an answer the proxy makes or passes on (lib/http/security-headers.ts). */
export function withSecurityHeaders(request: NextRequest, response: Response, sources: CspSources = currentCspSources()): Response {
  for (const { key, value } of securityHeadersFor({ path: request.nextUrl.pathname, https: isHttps(request.headers) }, sources)) response.headers.set(key, value);
  return response;
}

/**
 * What proxy.ts adds to a page's answer, before Next renders it:
 * - the security headers; on a per-visitor page, a Content-Security-Policy with a fresh nonce, which Next
 *   reads from the request's own `Content-Security-Policy` header and puts on every script it renders;
 * - on a page a shared cache may keep, its Cache-Control (Next leaves a Cache-Control it finds in place) and
 *   its keys, as `xkey` for Varnish and `Surrogate-Key` for a CDN (docs/edge.md).
 */
export function withPagePolicy(request: NextRequest, response: NextResponse, site: { siteId: number; hostname: string }): NextResponse {
  const https = isHttps(request.headers);
  // The site's own feed picture hosts: its policy names no other agency's.
  const sources = siteCspSources(site.siteId);
  withSecurityHeaders(request, response, sources);
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (!rewrite) return response;
  const internalPath = new URL(rewrite).pathname;
  if (isPerVisitorPage(internalPath)) {
    const policy = contentSecurityPolicy(sources, { https, nonce: newNonce() });
    setRequestHeader(request, response, 'content-security-policy', policy);
    response.headers.set('Content-Security-Policy', policy);
  } else if (isSharedPage(internalPath) && (request.method === 'GET' || request.method === 'HEAD')) {
    const keys = [...pageKeys(site.siteId, internalPath), hostKey(site.hostname)].join(' ');
    response.headers.set('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
    response.headers.set('xkey', keys);
    response.headers.set('Surrogate-Key', keys);
  }
  return response;
}
