import 'server-only';
import type { Logger } from 'pino';
import { edgePurgeUrls } from '@/lib/env';
import { logger } from '@/lib/log/logger.mjs';
import { metrics } from '@/lib/metrics/registry.mjs';

/** How long one edge node may take to answer a purge. */
const PURGE_TIMEOUT_MS = 2000;
/** Waits before each further try of a failed purge. */
export const RETRY_DELAYS_MS = [500, 2000, 8000];

export type PurgeOutcome = { url: string; ok: boolean; purged?: number; error?: string };

type Options = { urls?: string[]; fetchImpl?: typeof fetch; log?: Pick<Logger, 'warn' | 'error'>; delays?: readonly number[]; later?: (work: Promise<unknown>) => void };

/** One PURGE of `keys` on one edge node, counted by outcome (edge_purges_total). */
async function purgeOnce(url: string, keys: readonly string[], fetchImpl: typeof fetch): Promise<PurgeOutcome> {
  const outcome = await askPurge(url, keys, fetchImpl);
  metrics().edgePurges.inc({ outcome: outcome.ok ? 'ok' : 'failed' });
  return outcome;
}

/** The PURGE request itself (deploy/varnish/default.vcl: `xkey-purge`). */
async function askPurge(url: string, keys: readonly string[], fetchImpl: typeof fetch): Promise<PurgeOutcome> {
  try {
    const answer = await fetchImpl(`${url}/`, { method: 'PURGE', headers: { 'xkey-purge': keys.join(' ') }, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
    await answer.body?.cancel();
    if (!answer.ok) return { url, ok: false, error: `${answer.status} ${answer.statusText}` };
    return { url, ok: true, purged: Number(answer.headers.get('purged') ?? 0) };
  } catch (error) {
    return { url, ok: false, error: error instanceof Error ? error.name : 'failed' };
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drops the pages carrying any of `keys` on every edge node (EDGE_PURGE_URLS). Each node is asked at once;
 * a node that fails is logged and asked again after each of `delays` in the background (`later` keeps that
 * work alive after the answer, Next's `after`), so a node down for a moment misses no change and the site
 * API never waits for it. Never throws: the change is already in Next's cache, which is what the app serves.
 */
export async function purgeEdge(keys: readonly string[], { urls = edgePurgeUrls(), fetchImpl = fetch, log = logger(), delays = RETRY_DELAYS_MS, later = (work) => void work }: Options = {}): Promise<PurgeOutcome[]> {
  if (keys.length === 0 || urls.length === 0) return [];
  const outcomes = await Promise.all(urls.map((url) => purgeOnce(url, keys, fetchImpl)));
  for (const failed of outcomes.filter((outcome) => !outcome.ok)) {
    log.warn({ topic: 'edge-purge', keys, edge: failed.url, reason: failed.error }, `purge of ${keys.join(' ')} on ${failed.url} failed: ${failed.error}; trying again`);
    later(
      (async () => {
        for (const [attempt, delay] of delays.entries()) {
          await wait(delay);
          const again = await purgeOnce(failed.url, keys, fetchImpl);
          if (again.ok) return;
          if (attempt === delays.length - 1) {
            log.error({ topic: 'edge-purge', keys, edge: failed.url, reason: again.error, attempts: delays.length + 1 }, `purge of ${keys.join(' ')} on ${failed.url} failed ${delays.length + 1} times: ${again.error}; its pages expire with their lifetime`);
          }
        }
      })(),
    );
  }
  return outcomes;
}
