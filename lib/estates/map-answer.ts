import 'server-only';
import { inspect } from 'node:util';
import { unstable_cache } from 'next/cache';
import type { Locale } from '@/lib/rules';
import { cacheTags, resourceTag, revalidateSeconds } from '@/lib/site-api/cache-tags';
import type { EstateSearchBody } from '@/lib/site-api/schemas';
import type { Area } from '@/lib/rules/area';
import { searchEstatesInArea } from './area-search';
import { getCardMapper } from './card-mapper';
import { toMapMarkers, type EstateMapAnswer } from './map-markers';
import { toMapSearchBody, type EstateQuery } from './search-query';

/** The map's answer as it is sent (JSON), and whether its search failed. */
export type MapAnswerJson = { json: string; failed: boolean };

/**
 * The markers of the estate list's map view for one site, language and (parsed) list query: the whole
 * filtered set searched, each estate made a card (labels, price text, path) and then a marker. That is
 * about 20 ms of CPU for the demo's estates for sale even when the searches come from the data cache, so
 * the answer itself is cached, as its JSON, in Next's data cache (shared by every instance with REDIS_URL):
 * per site, language and query, tagged with the site and its estate lists (a change to any listing, or to
 * the site, expires it: lib/site-api/revalidation.ts) and with the site's own texts, for the listings'
 * lifetime. A search that failed is answered but never cached (the map's retry must search again).
 * `signal`: the visitor who asked left, so their searches are given up (only a cold answer searches).
 */
export async function estateMapAnswer(siteId: number, locale: Locale, query: EstateQuery, signal?: AbortSignal): Promise<MapAnswerJson> {
  // The key is what the answer depends on: the search (not the list's sort or page, which the map ignores).
  const cached = unstable_cache(
    (site: number, language: Locale, body: EstateSearchBody, area: Area | null): Promise<string> =>
      shared(JSON.stringify([site, language, body, area]), signal, async (sharedSignal) => {
        const answer = await computeAnswer({ siteId: site, locale: language, signal: sharedSignal }, body, area);
        const json = JSON.stringify(answer);
        if (answer.error) throw new UncachedAnswer(json);
        return json;
      }),
    ['estate-map'],
    { tags: mapAnswerTags(siteId), revalidate: revalidateSeconds.listings },
  );
  try {
    return { json: await cached(siteId, locale, toMapSearchBody(query), query.area ?? null), failed: false };
  } catch (error) {
    if (error instanceof UncachedAnswer) return { json: error.json, failed: true };
    throw error;
  }
}

type InFlight = { answer: Promise<string>; controller: AbortController; waiting: number };
const inFlight = new Map<string, InFlight>();

/**
 * One computation per key at a time in this process: Next's data cache refreshes a stale entry (and fills a
 * missing one) once per request, so every view that arrived while an answer was being made made it again
 * (measured: the map fell to 16–30 answers/s for two seconds after each 30 s lifetime). The computation
 * is given up when every visitor waiting for it has left.
 */
function shared(key: string, signal: AbortSignal | undefined, compute: (signal: AbortSignal) => Promise<string>): Promise<string> {
  let entry = inFlight.get(key);
  if (!entry) {
    const controller = new AbortController();
    const answer = compute(controller.signal).finally(() => inFlight.delete(key));
    entry = { answer, controller, waiting: 0 };
    inFlight.set(key, entry);
  }
  const joined = entry;
  joined.waiting += 1;
  if (signal) {
    const leave = () => {
      joined.waiting -= 1;
      if (joined.waiting === 0) joined.controller.abort(signal.reason);
    };
    if (signal.aborted) leave();
    else {
      signal.addEventListener('abort', leave, { once: true });
      void joined.answer.then(
        () => signal.removeEventListener('abort', leave),
        () => signal.removeEventListener('abort', leave),
      );
    }
  }
  return joined.answer;
}

/** The tags of a site's map answers: every one names the site, so no other agency's answers expire with them. */
export function mapAnswerTags(siteId: number): string[] {
  return [...cacheTags(siteId, 'estates'), resourceTag(siteId, 'translations')];
}

/** The markers of the search `body` in `area`. */
async function computeAnswer(ctx: { siteId: number; locale: Locale; signal?: AbortSignal }, body: EstateSearchBody, area: Area | null): Promise<EstateMapAnswer> {
  const [result, toCard] = await Promise.all([searchEstatesInArea(ctx, body, area ?? undefined), getCardMapper(ctx.locale)]);
  return {
    markers: toMapMarkers(result.results, toCard),
    total: result.total.value,
    ...(result.error && { error: { message: result.error.message } }),
  };
}

/**
 * An answer whose search failed: thrown out of the cached function so that Next stores nothing. Not an
 * Error: when a stale answer's background refresh fails, Next logs what was thrown, and this logs as one
 * line without a stack trace.
 */
class UncachedAnswer {
  constructor(readonly json: string) {}

  [inspect.custom](): string {
    return 'the site API search failed; the map answer was not cached';
  }
}
