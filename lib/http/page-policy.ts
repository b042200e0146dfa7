import type { NextRequest, NextResponse } from 'next/server';
import { contentSecurityPolicy, newNonce } from './content-security-policy';
import { currentCspSources, isHttps } from './security-headers';

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

/**
 * What proxy.ts adds to an answer: over https, `Secure` on every cookie it sets (next-intl's NEXT_LOCALE);
 * on a per-visitor page, a Content-Security-Policy with a fresh nonce, which Next reads from the request's
 * own `Content-Security-Policy` header and puts on every script it renders.
 */
export function withPagePolicy(request: NextRequest, response: NextResponse): NextResponse {
  const https = isHttps(request.headers);
  if (https) for (const cookie of response.cookies.getAll()) response.cookies.set({ ...cookie, secure: true });
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (rewrite && isPerVisitorPage(new URL(rewrite).pathname)) {
    const policy = contentSecurityPolicy(currentCspSources(), { https, nonce: newNonce() });
    setRequestHeader(request, response, 'content-security-policy', policy);
    response.headers.set('Content-Security-Policy', policy);
  }
  return response;
}
