// Next's cache handler for several instances (cache-handler.mjs), called as Next calls it, against a real
// Debian redis-server started here. Skipped (and said so) only where the binary is absent; .ci/run
// installs it. The two-instance test (tests/instances) shows the same through `next start`.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../support/logs';
import { redisServer, startRedisServer } from '../support/redis-server';

const BUILD_ID = 'test-build-7';

type Entry = { value: Record<string, unknown> | null; cacheControl?: { revalidate: number | false; expire?: number } } | null;
type Handler = {
  get(key: string, ctx: object): Promise<Entry>;
  set(key: string, value: object, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: object): Promise<void>;
};

/** A rendered page as Next hands it over: HTML, the RSC payload as a Buffer, segment data in a Map. */
const page = (siteId: number, estateId: number) => ({
  kind: 'APP_PAGE',
  html: `<html lang="nl"><h1>Estate ${estateId} of site ${siteId}</h1></html>`,
  rscData: Buffer.from([0, 1, 2, 254, 255]),
  segmentData: new Map([['/_tree', Buffer.from(`tree ${siteId}`)]]),
  headers: { 'x-next-cache-tags': `site-${siteId},site-${siteId}-estate-${estateId},_N_T_/layout` },
  status: 200,
  postponed: undefined,
});
const pageContext = { cacheControl: { revalidate: 300, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false };
const pageKey = (siteId: number, estateId: number) => `/route-cache/APP_PAGE/0123abcd/$/${siteId}_host/nl/aanbod/${estateId}`;

describe.skipIf(!redisServer)('Next’s cache in Redis (REDIS_URL, cache-handler.mjs)', () => {
  let redis: ChildProcess;
  let url: string;
  let handler: Handler;
  let dist: string;

  beforeAll(async () => {
    ({ process: redis, url } = await startRedisServer());
    process.env.REDIS_URL = url;
    // Next passes the server's dist folder; the library reads the build id next to it.
    dist = mkdtempSync(join(tmpdir(), 'cache-handler-'));
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'BUILD_ID'), BUILD_ID);
    const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => 100 });
    probe.on('error', () => {});
    for (let i = 0; i < 50; i += 1) {
      if (await probe.connect().then(() => true, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    probe.disconnect();
    // @ts-expect-error: a plain ES module that Next loads by path, without types (`Handler` above says what Next calls)
    const { default: CacheHandler } = (await import('../../cache-handler.mjs')) as { default: new (ctx: object) => Handler };
    handler = new CacheHandler({ serverDistDir: join(dist, 'server'), dev: false });
  });

  afterAll(() => {
    delete process.env.REDIS_URL;
    redis?.kill();
    rmSync(dist, { recursive: true, force: true });
  });

  it('gives a page back as Next stored it: Buffers, the segment Map and its lifetime', async () => {
    await handler.set(pageKey(2, 7), page(2, 7), pageContext);
    const entry = await handler.get(pageKey(2, 7), { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false });
    expect(entry?.value?.html).toContain('Estate 7 of site 2');
    expect(Buffer.isBuffer(entry?.value?.rscData)).toBe(true);
    expect([...(entry?.value?.rscData as Buffer)]).toEqual([0, 1, 2, 254, 255]);
    const segments = entry?.value?.segmentData as Map<string, Buffer>;
    expect(segments).toBeInstanceOf(Map);
    expect(segments.get('/_tree')?.toString()).toBe('tree 2');
    // Another instance takes the page's lifetime from the entry, not from its own memory.
    expect(entry?.cacheControl).toEqual({ revalidate: 300, expire: 31_536_000 });
  });

  it('keeps every entry under this build, with a TTL of at least a day', async () => {
    const client = new Redis(url);
    try {
      const keys = await client.keys(`agency-site:${BUILD_ID}:/route-cache/*`);
      expect(keys).toHaveLength(1);
      const ttl = await client.ttl(keys[0]!);
      expect(ttl).toBeGreaterThanOrEqual(86_400 - 5);
      expect(ttl).toBeLessThanOrEqual(86_400 * 2);
    } finally {
      client.disconnect();
    }
  });

  it('expires by tag what any instance cached, and only what carries the tag', async () => {
    await handler.set(pageKey(1, 7), page(1, 7), pageContext);
    const fetchKey = 'f3c1d6c0ffee';
    const answer = { kind: 'FETCH', data: { headers: {}, body: 'eyJ0aXRsZSI6IngifQ==', status: 200, url: 'http://127.0.0.1/demo-api/x' }, revalidate: 30 };
    await handler.set(fetchKey, answer, { fetchCache: true, tags: ['site-2', 'site-2-estates'], revalidate: 30, fetchUrl: 'http://127.0.0.1/demo-api/x' });
    const read = (key: string) => handler.get(key, { kind: key === fetchKey ? 'FETCH' : 'APP_PAGE', tags: key === fetchKey ? ['site-2', 'site-2-estates'] : [], softTags: [] });

    await handler.revalidateTag(['site-2-estate-7'], { expire: 0 });
    expect(await read(pageKey(2, 7)), 'the changed estate of site 2').toBeNull();
    expect((await read(pageKey(1, 7)))?.value?.html, 'the same estate id of site 1').toContain('site 1');
    expect((await read(fetchKey))?.value?.kind, 'site 2’s list, not tagged with the estate').toBe('FETCH');

    await handler.revalidateTag(['site-2'], { expire: 0 });
    expect(await read(fetchKey)).toBeNull();
    expect(await read(pageKey(1, 7))).not.toBeNull();
  });

  it('with Redis gone, reads are misses and writes and expiries are dropped, fast and logged without keys', async () => {
    const logs = captureLogs();
    try {
      redis.kill();
      await new Promise((resolve) => redis.once('exit', resolve));
      const started = Date.now();
      expect(await handler.get(pageKey(1, 7), { kind: 'APP_PAGE' })).toBeNull();
      await expect(handler.set(pageKey(1, 8), page(1, 8), pageContext)).resolves.toBeUndefined();
      await expect(handler.revalidateTag(['site-1'], { expire: 0 })).resolves.toBeUndefined();
      expect(Date.now() - started).toBeLessThan(3000);
      expect(logs.lines.some((line) => line.topic === 'cache' && line.msg.startsWith('Redis'))).toBe(true);
      expect(JSON.stringify(logs.lines)).not.toContain('aanbod');
    } finally {
      logs.restore();
    }
  });
});
