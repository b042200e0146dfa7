// What /readyz asks: the data a page needs, and Redis when instances share it.
import 'server-only';
import type { Redis } from 'ioredis';
import { demoApiEnabled, env } from '@/lib/env';
import { sharedRedis } from '@/lib/http/redis';
import { pingSiteApi } from '@/lib/site-api/sites';
import type { ReadinessCheck } from './readiness';

/** Resolves once the client is connected; a client still connecting would refuse the PING (no offline queue). */
function connected(client: Redis, signal: AbortSignal): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      signal.removeEventListener('abort', giveUp);
      resolve();
    };
    const giveUp = () => {
      client.off('ready', done);
      reject(signal.reason);
    };
    client.once('ready', done);
    signal.addEventListener('abort', giveUp, { once: true });
  });
}

/**
 * The checks of this instance: the site API (the embedded demo API answers the same call from its
 * database, so it answers once that is open and seeded), and Redis when REDIS_URL is set. A page cannot be
 * served without its data; with REDIS_URL set, the instance would render beside the shared cache and count
 * rate limits alone.
 */
export function readinessChecks(): Record<string, ReadinessCheck> {
  const checks: Record<string, ReadinessCheck> = { [demoApiEnabled() ? 'demoApi' : 'siteApi']: pingSiteApi };
  const redisUrl = env().REDIS_URL;
  if (redisUrl) {
    checks.redis = async (signal) => {
      const client = sharedRedis(redisUrl)!;
      await connected(client, signal);
      await client.ping();
    };
  }
  return checks;
}
