// Edge purges counted by outcome (edge_purges_total): a node that keeps failing shows before its stale
// pages are noticed.
import { beforeEach, describe, expect, it } from 'vitest';
import { purgeEdge } from '@/lib/http/edge-purge';
import { metrics } from '@/lib/metrics/registry.mjs';
import { memoryLogger } from '../support/logs';
import { countOf } from '../support/metrics';

beforeEach(() => metrics().registry.resetMetrics());

const UP = 'http://10.0.0.5:6081';
const DOWN = 'http://10.0.0.6:6081';
const edges: typeof fetch = async (url) => (String(url).startsWith(UP) ? new Response(null, { status: 200, headers: { purged: '3' } }) : new Response(null, { status: 503 }));

describe('edge_purges_total', () => {
  it('counts each try on each node, ok or failed, the retries included', async () => {
    const retries: Promise<unknown>[] = [];
    await purgeEdge(['site-7'], { urls: [UP, DOWN], fetchImpl: edges, delays: [1, 1], log: memoryLogger().logger, later: (work) => void retries.push(work) });
    expect(await countOf(metrics().edgePurges, { outcome: 'ok' })).toBe(1);
    expect(await countOf(metrics().edgePurges, { outcome: 'failed' })).toBe(1);
    await Promise.all(retries);
    expect(await countOf(metrics().edgePurges, { outcome: 'failed' })).toBe(3);
  });

  it('counts a node that does not answer at all as failed', async () => {
    const unreachable: typeof fetch = async () => Promise.reject(new TypeError('fetch failed'));
    await purgeEdge(['site-7'], { urls: [DOWN], fetchImpl: unreachable, delays: [], log: memoryLogger().logger });
    expect(await countOf(metrics().edgePurges, { outcome: 'failed' })).toBe(1);
  });
});
