// Next.js's cache in Redis, for several instances of one build (README, "Running several instances").
// next.config.ts names this file only when REDIS_URL is set; without it Next keeps its own memory and disk
// cache and nothing here (nor a Redis client) is ever loaded.
//
// What lives here: every entry of Next's `cacheHandler` — rendered pages (APP_PAGE, with their RSC payload
// and segment data), cached route answers and the data cache of the site API's tagged reads (lib/site-api).
// The handler is @fortedigital/nextjs-cache-handler's redis-strings (docs/decisions/0035-several-instances-share-redis.md):
// it turns Buffers and Maps into strings and back, keeps the tag index in Redis, so a `revalidateTag` on
// one instance deletes the entries every instance reads, and treats any failure of a read as a miss.
// The client is ioredis, as for the form rate limits (lib/http/redis.ts), but a connection of its own:
// Next loads this file outside the app's bundles.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';
import { logger } from './lib/log/logger.mjs';

/**
 * Time one Redis command may take. A read is up to three (entry, tag index, expired tags), so a Redis that
 * hangs costs a cached read 1.5 s at most; it then counts as a miss and the page is rendered as without a cache.
 */
const TIMEOUT_MS = 500;
/** How long the first request waits for the connection when the server has just started. */
const CONNECT_MS = 2000;
const DAY_SECONDS = 86_400;
/** A failing Redis is reported once a minute per kind of operation, not once per page view. */
const REPORT_EVERY_MS = 60_000;

const lastReport = new Map();

/** Logs what failed and why, never a key: keys carry the visitor's path and query. */
function report(operation, error) {
  const now = Date.now();
  if (now - (lastReport.get(operation) ?? 0) < REPORT_EVERY_MS) return;
  lastReport.set(operation, now);
  const reason = error instanceof Error ? (error.code ?? error.message) : String(error);
  logger().error({ topic: 'cache', operation, reason }, `Redis ${operation} failed (${reason}); pages are rendered without the shared cache meanwhile`);
}

/** Resolves once the client is ready, has failed, or CONNECT_MS have passed: never throws, never hangs. */
function settled(client) {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, CONNECT_MS);
    client.once('ready', done);
    client.once('error', done);
  });
}

/** The library's handler, with each failure reported (it would only log them in debug mode). */
function adapted(handler) {
  const guard = (operation, call) =>
    async (...args) => {
      try {
        return await call(...args);
      } catch (error) {
        report(operation, error);
        // The library turns a failed read into a miss, and ignores a failed write.
        throw error;
      }
    };
  return {
    ...handler,
    get: guard('read', handler.get),
    set: guard('write', handler.set),
    revalidateTag: guard('tag expiry', handler.revalidateTag),
  };
}

CacheHandler.onCreation(async ({ buildId }) => {
  // Fails fast while Redis is away (no offline queue), and reconnects by itself. Read raw: Next loads
  // this .mjs file itself, outside the app's TypeScript bundle.
  const client = new Redis(process.env.REDIS_URL, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_MS,
    commandTimeout: TIMEOUT_MS,
  });
  let down = false;
  client.on('error', (error) => {
    if (!down) report('connection', error);
    down = true;
  });
  client.on('ready', () => {
    if (down) logger().info({ topic: 'cache', operation: 'connection' }, 'Redis is reachable again: the shared cache is back');
    down = false;
  });
  await settled(client);

  const redis = createRedisHandler({
    client: ioredisAdapter(client),
    // A page refers to its build's scripts: builds never read each other's entries.
    keyPrefix: `agency-site:${buildId ?? 'unbuilt'}:`,
    timeoutMs: TIMEOUT_MS,
  });
  return {
    handlers: [adapted(redis)],
    ttl: {
      // An entry with no lifetime of its own (`revalidate: false`) goes after a day and a half.
      defaultStaleAge: DAY_SECONDS,
      // Kept past its lifetime (a day at least), so it can still be served stale while it is refreshed or
      // while the site API is down. Every entry has a TTL, and the tag index loses the expired ones at each
      // tag expiry: Redis stays bounded without an eviction policy.
      estimateExpireAge: (staleAge) => Math.max(Math.ceil(staleAge * 1.5), DAY_SECONDS),
    },
  };
});

/**
 * Keeps a page's lifetime (`cacheControl`) with the page. Next prefers the stored one to what its own process
 * remembers, and an instance that did not render the page itself remembers nothing: it would take the
 * page for stale after a second, render it again, and answer without its `stale-while-revalidate`.
 */
class SharedCacheHandler extends CacheHandler {
  async set(key, value, ctx) {
    const kept = value && value.kind !== 'FETCH' && ctx?.cacheControl ? { ...value, cacheControl: ctx.cacheControl } : value;
    return super.set(key, kept, ctx);
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    const cacheControl = entry?.value?.cacheControl;
    return cacheControl ? { ...entry, cacheControl } : entry;
  }
}

export default SharedCacheHandler;
