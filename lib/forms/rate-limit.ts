import 'server-only';
import { isIP } from 'node:net';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-headers';
import { sharedRedis } from '@/lib/http/redis';
import { logger } from '@/lib/log/logger.mjs';
import { metrics } from '@/lib/metrics/registry.mjs';

/**
 * A limit on form posts per (form, client address), by rate-limiter-flexible: in this process's memory,
 * or in Redis when REDIS_URL is set, so that every instance behind the load balancer counts together
 * (docs/decisions/0022-form-abuse-limits.md). Should Redis fail, each instance falls back to its own memory count.
 */
export type RateLimitRule = { max: number; windowMs: number };

/** What one visitor may send of one form per minute: plenty for a person, little for a script (FORM_RATE_LIMIT, 5 unset). */
function formRateLimit(): RateLimitRule {
  return { max: env().FORM_RATE_LIMIT, windowMs: 60_000 };
}

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * The visitor's address. Without trusted proxies (the default) it is the TCP peer's, from the socket
 * (server.mjs); X-Forwarded-For is whatever the visitor wants it to be. Behind `hops`
 * trusted proxies (TRUSTED_PROXY_HOPS), each appended the address it saw: the entry `hops` places from the right of the
 * chain [socket, …X-Forwarded-For reversed] is the one the outermost trusted proxy saw (Express's
 * "trust proxy" count). A shorter chain gives its last entry. Not an IP address: one shared 'unknown'.
 */
export function clientAddress(headers: Headers, hops = env().TRUSTED_PROXY_HOPS): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((hop) => hop.trim()).filter(Boolean) ?? [];
  const chain = [headers.get(SOCKET_ADDRESS_HEADER)?.trim() ?? '', ...forwarded.reverse()];
  const candidate = chain[Math.min(hops, chain.length - 1)];
  const address = candidate?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return address && isIP(address) ? address.toLowerCase() : 'unknown';
}

const limiters = new Map<string, RateLimiterAbstract>();

function limiterFor(rule: RateLimitRule): RateLimiterAbstract {
  const name = `${rule.max}/${rule.windowMs}`;
  let limiter = limiters.get(name);
  if (!limiter) {
    const options = { points: rule.max, duration: Math.max(1, Math.round(rule.windowMs / 1000)), keyPrefix: `form-post:${name}` };
    const memory = new RateLimiterMemory(options);
    const redis = sharedRedis();
    limiter = redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory;
    limiters.set(name, limiter);
  }
  return limiter;
}

const errorKind = (error: unknown) => (error instanceof Error ? String((error as { code?: unknown }).code ?? error.name) : typeof error);

/** Counts one post of `key` against `rule`; over the limit, says how long until it may post again. */
export async function hitRateLimit(key: string, rule: RateLimitRule): Promise<RateLimitVerdict> {
  try {
    await limiterFor(rule).consume(key);
    return { ok: true };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    // The store failed and so did its insurance: a brake that fails lets the post through.
    // The kind of failure only: a store's message may name the key, which holds the client's address.
    logger().error({ topic: 'rate-limit', reason: errorKind(error) }, 'the rate limiter failed: the post was let through');
    return { ok: true };
  }
}

/** Counts a post of `form` from the request's client; a refusal is counted too (form_rate_limit_refusals_total). */
export async function limitFormPost(form: string, headers: Headers, rule: RateLimitRule = formRateLimit()): Promise<RateLimitVerdict> {
  const verdict = await hitRateLimit(`${form}|${clientAddress(headers)}`, rule);
  if (!verdict.ok) metrics().rateLimitRefusals.inc({ form });
  return verdict;
}

/** Forgets every count of this process (tests). */
export function resetRateLimits(): void {
  limiters.clear();
}
