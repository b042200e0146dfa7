// The address of the TCP peer of a request. Next's server does not hand it to route handlers: it only
// writes it into X-Forwarded-For when the request arrived without one, so a visitor who sends their own
// X-Forwarded-For hides it. This hook, installed once at server start (instrumentation.ts), copies the
// socket's address into SOCKET_ADDRESS_HEADER of every incoming request before Next sees it, replacing
// whatever the visitor sent under that name.
import type { IncomingMessage, Server } from 'node:http';
import http from 'node:http';

export const SOCKET_ADDRESS_HEADER = 'x-socket-address';

const INSTALLED = Symbol.for('agency-site.socket-address-hook');

/** Sets the header on one request from its socket; an unknown peer leaves no header at all. */
export function stampSocketAddress(request: IncomingMessage): void {
  const address = request.socket?.remoteAddress;
  if (address) request.headers[SOCKET_ADDRESS_HEADER] = address;
  else delete request.headers[SOCKET_ADDRESS_HEADER];
}

/** Patches http.Server so every server of this process stamps its requests; safe to call twice. */
export function installSocketAddressHook(prototype: Server = http.Server.prototype): void {
  const target = prototype as Server & { [INSTALLED]?: true };
  if (target[INSTALLED]) return;
  const emit = target.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  target.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') stampSocketAddress(args[0] as IncomingMessage);
    return emit.call(this, event, ...args);
  } as Server['emit'];
  target[INSTALLED] = true;
}
