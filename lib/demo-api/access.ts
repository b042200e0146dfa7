// Who may change the demo API's data. The demo API listens on the website's own public port, so on a
// public host anyone could call it: reads are the agency's public data, but writes are not anyone's.
// - Visitor writes (leads, subscriptions, reservations, appointments) come only from the website's own
//   routes, which validate, rate-limit and check reCAPTCHA first: those calls carry a key that only this
//   server process knows (DEMO_INTERNAL_HEADER), or the admin token.
// - Back-office writes (demo/publish, listing and hostname edits) need `Authorization: Bearer
//   <DEMO_ADMIN_TOKEN>`; without DEMO_ADMIN_TOKEN configured they are refused.
import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiError } from './http';

/** Sent by the website's site-API client to the embedded demo API, never by a browser. */
export const DEMO_INTERNAL_HEADER = 'x-demo-internal-key';

export type WriteAccess = 'visitor' | 'admin';

const KEY = Symbol.for('agency-site.demo-internal-key');
type KeyHolder = { [KEY]?: string };

/**
 * The key of this server process, made on first use. It lives on globalThis: Next bundles each route
 * separately, and the site's routes and /demo-api must agree on one key in the one process they share.
 */
export function demoInternalKey(): string {
  const holder = globalThis as KeyHolder;
  holder[KEY] ??= randomBytes(32).toString('base64url');
  return holder[KEY];
}

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function bearer(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/** True when the request carries the configured DEMO_ADMIN_TOKEN. */
export function hasAdminToken(request: Request, adminToken: string | undefined): boolean {
  const given = bearer(request);
  return Boolean(adminToken && given && same(given, adminToken));
}

/** Throws 401/403 unless the request may make a write of this kind. */
export function checkWriteAccess(request: Request, access: WriteAccess, adminToken: string | undefined): void {
  if (hasAdminToken(request, adminToken)) return;
  if (access === 'visitor') {
    const key = request.headers.get(DEMO_INTERNAL_HEADER);
    if (key && same(key, demoInternalKey())) return;
    throw new ApiError(403, 'FORBIDDEN', "Visitors write through the website's own forms, not the demo API");
  }
  if (!adminToken) throw new ApiError(403, 'FORBIDDEN', 'Back-office calls of the demo API are off: set DEMO_ADMIN_TOKEN to use them');
  throw new ApiError(401, 'UNAUTHORIZED', 'Send Authorization: Bearer <DEMO_ADMIN_TOKEN>', {});
}
