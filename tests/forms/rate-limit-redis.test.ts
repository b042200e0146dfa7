// @vitest-isolate: the rate limiter keeps its memory in module state, which must be a fresh instance's here.
// The rate limit shared through Redis, against a real Debian redis-server started here. Skipped (and
// said so) only where the binary is absent; .ci/run installs it.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServer, startRedisServer } from '../support/redis-server';

describe.skipIf(!redisServer)('the form rate limit in Redis (REDIS_URL)', () => {
  let redis: ChildProcess;
  let url: string;

  beforeAll(async () => {
    ({ process: redis, url } = await startRedisServer());
    process.env.REDIS_URL = url;
    const { sharedRedis } = await import('@/lib/http/redis');
    const client = sharedRedis()!;
    for (let i = 0; i < 50 && client.status !== 'ready'; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.status).toBe('ready');
  });

  afterAll(async () => {
    const { sharedRedis } = await import('@/lib/http/redis');
    sharedRedis()?.disconnect();
    delete process.env.REDIS_URL;
    redis?.kill();
  });

  it('counts in Redis, so a second instance (fresh memory) still refuses the sixth post', async () => {
    const { limitFormPost, resetRateLimits } = await import('@/lib/forms/rate-limit');
    const { SOCKET_ADDRESS_HEADER } = await import('@/lib/http/socket-headers');
    const { sharedRedis } = await import('@/lib/http/redis');
    const rule = { max: 5, windowMs: 60_000 };
    const headers = new Headers({ [SOCKET_ADDRESS_HEADER]: '198.51.100.23' });
    for (let i = 0; i < 5; i += 1) expect((await limitFormPost('contact', headers, rule)).ok).toBe(true);
    // Another instance: its own limiter objects and memory, the same Redis.
    resetRateLimits();
    const refused = await limitFormPost('contact', headers, rule);
    expect(refused).toMatchObject({ ok: false });
    const keys = await sharedRedis()!.keys('form-post:*');
    expect(keys.some((key) => key.endsWith('contact|198.51.100.23'))).toBe(true);
  });
});
