// The front door: a hook on every HTTP server of this process, installed once at server start
// (instrumentation.ts), that sees each request before Next does.
// - It copies the socket's address into SOCKET_ADDRESS_HEADER, replacing whatever the visitor sent under
//   that name. Next does not hand the peer's address to route handlers: it only writes it into
//   X-Forwarded-For when the request arrived without one, so a visitor who sends their own hides it.
// - It drops a visitor's next-intl locale header (lib/i18n/locale-header.ts).
// - It writes the socket's protocol into SOCKET_PROTOCOL_HEADER (https is believed from there, or from a
//   trusted proxy's X-Forwarded-Proto), and puts the security headers on the response (lib/http/security-headers.ts).
// - It refuses what Next would answer with a 500 and no security headers, and Hosts that are no host
//   (lib/http/request-check.ts): 400 or 405, with the security headers.
// - It answers a page the site API failed with 503 and Retry-After instead of 500 (lib/http/upstream-outage.ts).
// - It answers a page it has kept from an earlier answer without entering Next (lib/http/page-cache.ts).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import http from 'node:http';
import { LOCALE_HEADER } from '@/lib/i18n/locale-header';
import { startPageCache, type PageCache } from './page-cache';
import { checkRequest } from './request-check';
import { SOCKET_PROTOCOL_HEADER, isHttps, securityHeadersFor } from './security-headers';
import { withOutageStatus } from './upstream-outage';

export const SOCKET_ADDRESS_HEADER = 'x-socket-address';

const INSTALLED = Symbol.for('agency-site.front-door');

/** Sets the headers on one request from its socket (its peer, and TLS or not); an unknown peer leaves no address header at all. */
export function stampSocketAddress(request: IncomingMessage): void {
  const address = request.socket?.remoteAddress;
  if (address) request.headers[SOCKET_ADDRESS_HEADER] = address;
  else delete request.headers[SOCKET_ADDRESS_HEADER];
  request.headers[SOCKET_PROTOCOL_HEADER] = (request.socket as { encrypted?: boolean } | undefined)?.encrypted ? 'https' : 'http';
  // The language of a page is its route's: a visitor's own next-intl locale header never reaches a page
  // (the proxy no longer overwrites it on every view, lib/i18n/fast-routing.ts).
  if (request.headers[LOCALE_HEADER] !== undefined) delete request.headers[LOCALE_HEADER];
}

/** The request's own headers, read like a fetch Headers (the first value of a repeated one). */
function headerReader(request: IncomingMessage) {
  return {
    get(name: string): string | null {
      const value = request.headers[name];
      return (Array.isArray(value) ? value[0] : value) ?? null;
    },
  };
}

/** Puts the security headers on the response before Next writes anything: what Next adds later (proxy.ts's nonced policy) replaces them. */
export function setSecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  for (const { key, value } of securityHeadersFor({ path, https: isHttps(headerReader(request)) })) response.setHeader(key, value);
}

/** Answers a refused request itself; true when it did. */
export function refuseBadRequest(request: IncomingMessage, response: ServerResponse, trustForwardedHost = process.env.TRUST_FORWARDED_HOST === 'true'): boolean {
  const forwarded = request.headers['x-forwarded-host'];
  const refusal = checkRequest({
    method: request.method ?? '',
    url: request.url ?? '/',
    host: request.headers.host,
    forwardedHost: trustForwardedHost ? (Array.isArray(forwarded) ? forwarded[0] : forwarded) : undefined,
  });
  if (!refusal) return false;
  const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
  if (refusal.allow) headers.allow = refusal.allow;
  if (refusal.location) headers.location = refusal.location;
  response.writeHead(refusal.status, headers);
  response.end(request.method === 'HEAD' ? undefined : `${refusal.status} ${refusal.reason}\n`);
  return true;
}

/**
 * Patches http.Server so every server of this process passes its requests through the front door; safe to call
 * twice. `pages`: the page cache (by default the one PAGE_CACHE_MB and REDIS_URL ask for; null: none).
 */
export function installSocketAddressHook(prototype: Server = http.Server.prototype, pages?: PageCache | null): void {
  const target = prototype as Server & { [INSTALLED]?: true };
  if (target[INSTALLED]) return;
  const cache = pages === undefined ? startPageCache() : pages;
  const emit = target.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  target.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      stampSocketAddress(request);
      const enter = (): boolean => {
        setSecurityHeaders(request, response);
        if (refuseBadRequest(request, response)) return true;
        return withOutageStatus(request, response, () => emit.call(this, event, ...args));
      };
      return cache ? cache.handle(request, response, enter) : enter();
    }
    return emit.call(this, event, ...args);
  } as Server['emit'];
  target[INSTALLED] = true;
}
