// One Redis connection per process when REDIS_URL is set: the rate limits of every instance count there.
import 'server-only';
import { Redis } from 'ioredis';
import { env } from '@/lib/env';

const KEY = Symbol.for('agency-site.redis');
type Holder = { [KEY]?: { url: string; client: Redis } };

/** The shared client, or null without REDIS_URL. Commands fail fast while Redis is down (no offline queue). */
export function sharedRedis(url = env().REDIS_URL): Redis | null {
  if (!url) return null;
  const holder = globalThis as Holder;
  if (holder[KEY]?.url !== url) {
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
    // Errors are reported by the commands that fail; the client reconnects by itself.
    client.on('error', () => {});
    holder[KEY] = { url, client };
  }
  return holder[KEY].client;
}
