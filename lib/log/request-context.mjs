// What the log knows of the request being answered: its id (server.mjs) and, once proxy.ts has found it, its
// site. Held in an AsyncLocalStorage that server.mjs enters around Next's handling of each request, so every
// line logged while answering it carries both (the logger's mixin), with nothing passed along by hand. On
// globalThis under one registered symbol: server.mjs and Next's bundles load their own copies of this module.
// Plain JavaScript (types in request-context.d.mts): server.mjs loads it as it is.
import { AsyncLocalStorage } from 'node:async_hooks';

const KEY = Symbol.for('agency-site.request-context');

function storage() {
  globalThis[KEY] ??= new AsyncLocalStorage();
  return globalThis[KEY];
}

/** Runs `work` as part of answering the request `context` describes. */
export function withRequestContext(context, work) {
  return storage().run(context, work);
}

/** The request being answered, if any. */
export function requestContext() {
  return storage().getStore();
}

/** Tells the request's log line which site it was for (proxy.ts, once the hostname is resolved). */
export function noteSite(siteId) {
  const context = requestContext();
  if (context) context.siteId = siteId;
}
