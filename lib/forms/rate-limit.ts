import 'server-only';
import { isIP } from 'node:net';

/**
 * A fixed-window limit on form posts per (form, client address), kept in this process's memory. It is a
 * brake on scripts hammering one web node, not an accounting: each instance counts for itself and a
 * restart forgets (docs/decisions.md, "Form posts").
 */
export type RateLimitRule = { max: number; windowMs: number };

/** What one visitor may send of one form per minute: plenty for a person, little for a script. FORM_RATE_LIMIT overrides it. */
export const FORM_RATE_LIMIT: RateLimitRule = { max: Number(process.env.FORM_RATE_LIMIT) > 0 ? Number(process.env.FORM_RATE_LIMIT) : 5, windowMs: 60_000 };

/** Most addresses tracked at once; beyond it the oldest windows are dropped first. */
export const MAX_TRACKED_KEYS = 10_000;

type Window = { resetAt: number; count: number };

// Insertion order is the order windows were opened in: a new window is deleted and re-set, so the
// oldest windows are always at the front.
const windows = new Map<string, Window>();

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * The visitor's address: the last hop of X-Forwarded-For, the one nearest to this server. Next's server
 * sets that header to the socket's address when a request arrives without one, and a reverse proxy
 * appends the address it saw; earlier hops are the visitor's to invent. Else X-Real-IP, else 'unknown'
 * (one bucket shared by everyone without an address). A direct visitor who sends the header themselves
 * can still pick their bucket: the limit is a brake, the captcha the guard.
 */
export function clientAddress(headers: Headers): string {
  const hops = headers.get('x-forwarded-for')?.split(',').map((hop) => hop.trim()).filter(Boolean) ?? [];
  const candidate = hops.at(-1) || headers.get('x-real-ip')?.trim();
  // Whatever is not an address (a header a visitor made up) joins the shared bucket instead of growing the map.
  return candidate && isIP(candidate) ? candidate.toLowerCase() : 'unknown';
}

function sweep(now: number): void {
  for (const [key, window] of windows) {
    if (window.resetAt > now) break;
    windows.delete(key);
  }
}

/** Counts one post of `key` against `rule`; over the limit, says how long until the window reopens. */
export function hitRateLimit(key: string, rule: RateLimitRule, now = Date.now()): RateLimitVerdict {
  const current = windows.get(key);
  if (current && current.resetAt > now) {
    if (current.count >= rule.max) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((current.resetAt - now) / 1000)) };
    current.count += 1;
    return { ok: true };
  }
  windows.delete(key);
  sweep(now);
  // Still full of live windows: the oldest one goes.
  if (windows.size >= MAX_TRACKED_KEYS) {
    const oldest = windows.keys().next();
    if (!oldest.done) windows.delete(oldest.value);
  }
  windows.set(key, { resetAt: now + rule.windowMs, count: 1 });
  return { ok: true };
}

/** Counts a post of `form` from the request's client. */
export function limitFormPost(form: string, headers: Headers, rule: RateLimitRule = FORM_RATE_LIMIT, now = Date.now()): RateLimitVerdict {
  return hitRateLimit(`${form}|${clientAddress(headers)}`, rule, now);
}

/** How many windows are kept: the memory bound, for tests. */
export function trackedKeyCount(): number {
  return windows.size;
}

/** Forgets every window (tests). */
export function resetRateLimits(): void {
  windows.clear();
}
