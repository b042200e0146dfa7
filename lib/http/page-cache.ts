// The front door's page cache (issue 12, "render once, serve many"). Next keeps every public page rendered in
// its own cache, but still runs its router, the proxy and the page module for each view and encodes the HTML
// again: about 1 ms of CPU per warm view, against 0.4 ms for /healthz (docs/bench-pages.md, session 9). Here a
// page Next answered as shareable (`Cache-Control: s-maxage`) is kept as the bytes that went out, and the next
// request that would get the same answer gets those bytes without entering Next, as nginx or a CDN in front
// would do it, on every instance, with nothing to set up.
//
// What makes two requests "the same": every request header the answer can depend on is part of the key (the
// host, the protocol, the path and query, Accept-Encoding, Next's RSC headers that it names in `Vary`) plus
// what decides whether proxy.ts sets next-intl's locale cookie (a document request, the NEXT_LOCALE cookie,
// else Accept-Language), so the cookie it set on the first answer is the one it would set on this one. An
// answer is kept only if it is a 200 to a GET, public and `s-maxage`, varies on nothing outside the key,
// sets no cookie but that one, and proxy.ts named its site (lib/http/page-cache-scope.ts).
//
// It is fresh for `s-maxage` seconds; then one request goes through to Next while the others get the kept
// copy (stale-while-revalidate), and Next's STALE answer is kept as stale, so the next view asks again. A
// change of a site's data (the revalidation endpoint, a reservation) drops that site's pages here and,
// with REDIS_URL, on every other instance (Redis pub/sub). PAGE_CACHE_MB sizes it (default 64; 0: off).
//
// A change names the cache tags it expired (one listing: its own and the lists'), and only the pages that
// read one of them go, as in Next's own cache. Next does not tell a server outside its minimal mode which
// tags a page read, so what a page read is learnt from the renders this instance sees: every site-API read
// made for a request notes its tags in the request's scope (lib/http/page-cache-scope.ts). A page Next
// rendered for the request (`x-nextjs-cache: MISS`) has read all of them when it is sent. A page Next
// answered STALE is rendered again in the background, still in that request's scope; the next HIT of the
// page is that render's, so its tags are then known. Copies of a page take the tags last learnt for the same
// site and URL; a page whose reads this instance never saw (rendered before a restart, or by another
// instance, and not yet again) goes with any change of its site.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { pageCacheScopes, registerPageCachePurger, type PageCacheScope, type PagePurge } from './page-cache-scope';
import { env } from '@/lib/env';
import { SOCKET_PROTOCOL_HEADER } from './security-headers';

/** A bigger answer (none of our pages is near it) is not kept: one entry must not push out hundreds. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** A longer URL is not kept: the key would be a way to fill the memory. */
const MAX_URL_LENGTH = 2048;
/** The memory of what pages read: a few hundred bytes of tags each, so some ten thousand pages. */
const MAX_TAGS_MEMORY = 4 * 1024 * 1024;
/** The STALE answers of one page whose scopes are watched for the render Next runs after one of them. */
const MAX_WAITING_SCOPES = 8;
/** Tags or hostnames a purge message may name to narrow or bound it: more, or longer ones, are not trusted. */
const MAX_PURGE_NAMES = 256;
const MAX_NAME_LENGTH = 256;
/** A request refreshing a stale page that has not answered by then no longer holds the others on the stale copy. */
const REFRESH_GIVEN_UP_MS = 10_000;
/** The kept copy of an expired page is served at most this long past its freshness, while another request refreshes it. */
const MAX_STALE_MS = 86_400_000;
/** The request headers Next names in an app page's `Vary`: all of them are in the key. */
const KEYED_VARY = new Set(['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'accept-encoding']);
/** Written by Node for each answer, or describing one transfer: never kept. */
const NOT_KEPT = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'age']);
/** next-intl's locale cookie, the one cookie proxy.ts sets on a public page (lib/i18n/fast-routing.ts). */
const LOCALE_COOKIE = 'NEXT_LOCALE';
/** Next's draft mode: such a request is rendered afresh by Next, so it is not answered from here either. */
const PREVIEW_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
const PURGE_CHANNEL = 'agency-site:pages:purge';
/** A Redis that does not answer this fast is reported; the other instances' copies then expire with `s-maxage`. */
const PUBLISH_TIMEOUT_MS = 500;

/** Logs a failing Redis once a minute, without a key or a path. */
let lastReport = 0;
function report(operation: string, error: unknown): void {
  const now = Date.now();
  if (now - lastReport < 60_000) return;
  lastReport = now;
  const reason = error instanceof Error ? ((error as { code?: string }).code ?? error.message) : String(error);
  console.error(`[cache] Redis ${operation} of the page cache failed (${reason}); other instances keep their copies until they expire`);
}

type Entry = {
  status: number;
  /** Name, value, name, value…: as `writeHead` takes them. */
  headers: string[];
  body: Buffer;
  siteId: number;
  /** The hostname proxy.ts found the site for. */
  hostname: string;
  /** The cache tags of the site-API reads behind it; null when not known (any change of its site drops it). */
  tags: ReadonlySet<string> | null;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  /** When a request went through to refresh this copy; 0 when none is on its way. */
  refreshingSince: number;
};

export type PageCacheOptions = { megabytes?: number; redisUrl?: string };

export class PageCache {
  private readonly entries: LRUCache<string, Entry>;
  /** The tags a page read when Next last rendered it, by site and URL: for its copies Next serves from its own cache. */
  private readonly tagsOfPage = new LRUCache<string, ReadonlySet<string>>({ maxSize: MAX_TAGS_MEMORY, sizeCalculation: (tags, page) => page.length + tagsSize(tags) });
  /** The scopes' tags of a page Next answered STALE, one filled by the render it runs after: known at the page's next HIT. */
  private readonly renderingInBackground = new LRUCache<string, ReadonlySet<string>[]>({ max: 1000 });
  /**
   * Grows with every purge. An answer rendered across a purge of its site (or of every site, or of hostnames)
   * is not kept, since it may hold the data just expired; another agency's changes do not keep it out.
   */
  private purges = 0;
  /** The count at the last purge of each site, and at the last that may have touched any site. */
  private readonly lastPurgeOfSite = new Map<number, number>();
  private lastPurgeOfAll = 0;

  private readonly publisher: Redis | null = null;
  private readonly subscriber: Redis | null = null;
  private readonly subscribed: Promise<void> = Promise.resolve();

  constructor(megabytes: number, redisUrl?: string) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: Math.max(1, Math.floor(megabytes * 1024 * 1024)),
      sizeCalculation: (entry) => entry.body.length + entry.headers.reduce((sum, part) => sum + part.length, 0) + 200 + tagsSize(entry.tags),
    });
    if (!redisUrl) return;
    const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 };
    this.publisher = new Redis(redisUrl, options);
    this.publisher.on('error', () => {});
    // A connection in subscriber mode does nothing else. Its subscription waits for Redis however long it takes
    // (an instance that starts before Redis still hears the others), and is made again after a reconnection.
    this.subscriber = new Redis(redisUrl, { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber.on('error', (error) => report('subscription', error));
    this.subscriber.on('message', (_channel: string, message: string) => {
      const purge = purgeOfMessage(message);
      if (purge) this.purge(purge);
    });
    this.subscribed = this.subscriber.subscribe(PURGE_CHANNEL).then(
      () => undefined,
      (error: unknown) => report('subscription', error),
    );
  }

  /** Resolves once this instance hears the others' purges (at once without Redis). */
  listening(): Promise<void> {
    return this.subscribed;
  }

  /** A site's data changed: its pages go here at once, and on every other instance through Redis. */
  async expire(purge: PagePurge): Promise<void> {
    this.purge(purge);
    if (!this.publisher) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.publisher.publish(PURGE_CHANNEL, JSON.stringify(purge)),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), PUBLISH_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      report('publish', error);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes the Redis connections (tests; a server keeps them for its life). */
  stop(): void {
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }

  /**
   * Answers the request from the cache when it holds a usable copy; true when it did. Otherwise runs `handle`
   * (the request's way through Next), keeping what it answers when that is shareable.
   */
  handle<T>(request: IncomingMessage, response: ServerResponse, handle: () => T): T | true {
    const key = requestKey(request);
    if (key === null) return handle();
    const entry = this.entries.get(key);
    const now = Date.now();
    if (entry) {
      if (now < entry.freshUntil) return send(request, response, entry, now);
      if (now < entry.staleUntil && entry.refreshingSince !== 0 && now - entry.refreshingSince < REFRESH_GIVEN_UP_MS) return send(request, response, entry, now);
      entry.refreshingSince = now;
      response.once('close', () => {
        entry.refreshingSince = 0;
      });
    }
    if (request.method !== 'GET') return handle();
    return this.capture(key, request, response, handle);
  }

  /**
   * Drops the pages of one site, or of every site (`null`), on this instance. With `tags`, a page of the site
   * stays when it is known to have read none of them; with `hostnames`, the pages kept for them go too.
   */
  purge({ siteId, tags, hostnames }: PagePurge): void {
    this.purges += 1;
    if (siteId === null || hostnames !== undefined) this.lastPurgeOfAll = this.purges;
    else this.lastPurgeOfSite.set(siteId, this.purges);
    if (siteId === null) {
      this.entries.clear();
      return;
    }
    const readNone = (entry: Entry) => tags !== undefined && entry.tags !== null && !tags.some((tag) => entry.tags!.has(tag));
    const goes = (entry: Entry) => (entry.siteId === siteId && !readNone(entry)) || (hostnames?.includes(entry.hostname) ?? false);
    for (const [key, entry] of this.entries.entries()) if (goes(entry)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Runs the request through Next, recording the status, headers and bytes it sends, and keeps them if they may be shared. */
  private capture<T>(key: string, request: IncomingMessage, response: ServerResponse, handle: () => T): T {
    const scope: PageCacheScope = { siteId: null, hostname: '', tags: new Set() };
    const purgesAtStart = this.purges;
    const chunks: Buffer[] = [];
    let size = 0;
    let headers: OutgoingHttpHeaders | null = null;

    const collect = (chunk: unknown, encoding: unknown) => {
      if (size > MAX_ENTRY_BYTES || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk instanceof Uint8Array ? Buffer.from(chunk) : null;
      if (bytes === null) {
        size = MAX_ENTRY_BYTES + 1;
        return;
      }
      size += bytes.length;
      if (size <= MAX_ENTRY_BYTES) chunks.push(bytes);
    };

    const writeHead = response.writeHead;
    const write = response.write;
    const end = response.end;
    response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const result = (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
      // Node merges the headers passed here into those set before (the front door always sets some first).
      headers = response.getHeaders();
      return result;
    } as ServerResponse['writeHead'];
    response.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, ...rest: unknown[]) {
      collect(chunk, encoding);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, encoding, ...rest);
    } as ServerResponse['write'];
    response.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, ...rest: unknown[]) {
      collect(chunk, encoding);
      return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, encoding, ...rest);
    } as ServerResponse['end'];

    response.once('finish', () => {
      if (headers === null || scope.siteId === null) return;
      const tags = this.learn(scope, request.url ?? '', headers);
      if (size > MAX_ENTRY_BYTES || this.purgedSince(scope.siteId, purgesAtStart)) return;
      const entry = keepable(response.statusCode, headers, Buffer.concat(chunks, size), { siteId: scope.siteId, hostname: scope.hostname, tags }, Date.now());
      if (entry) this.entries.set(key, entry);
    });
    return pageCacheScopes().run(scope, handle);
  }

  /** Whether a purge that may concern the site came after `count`. */
  private purgedSince(siteId: number, count: number): boolean {
    return this.lastPurgeOfAll > count || (this.lastPurgeOfSite.get(siteId) ?? 0) > count;
  }

  /**
   * What the page answered read, as far as this instance has seen it rendered (null: never): the tags noted
   * while Next rendered it for this request (MISS), or for the STALE answer before this HIT.
   */
  private learn(scope: PageCacheScope, url: string, headers: OutgoingHttpHeaders): ReadonlySet<string> | null {
    const page = `${scope.siteId} ${pageOfUrl(url)}`;
    const state = String(headers['x-nextjs-cache'] ?? '').toUpperCase();
    if (state === 'MISS' && scope.tags.size > 0) this.tagsOfPage.set(page, scope.tags);
    else if (state === 'STALE') {
      // Several STALE answers of a page may come before its HIT; the render ran in the scope of one of them.
      const waiting = this.renderingInBackground.get(page) ?? [];
      if (waiting.length < MAX_WAITING_SCOPES) this.renderingInBackground.set(page, [...waiting, scope.tags]);
    } else if (state === 'HIT') {
      const rendered = this.renderingInBackground.get(page)?.find((tags) => tags.size > 0);
      if (rendered !== undefined) {
        this.tagsOfPage.set(page, rendered);
        this.renderingInBackground.delete(page);
      }
    }
    return this.tagsOfPage.get(page) ?? null;
  }
}

/** The page a URL shows: the path and query, without the `_rsc` marker Next adds to tell its requests apart. */
export function pageOfUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  query.delete('_rsc');
  const rest = query.toString();
  return rest === '' ? url.slice(0, at) : `${url.slice(0, at)}?${rest}`;
}

/** Roughly what a set of tags holds in memory. */
const tagsSize = (tags: ReadonlySet<string> | null): number => {
  let size = 50;
  for (const tag of tags ?? []) size += tag.length + 16;
  return size;
};

const firstOf = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/** Every NEXT_LOCALE value the Cookie header holds (in order), or null when it has none. */
function localeCookieOf(cookie: string | undefined): string | null {
  if (!cookie || !cookie.includes(LOCALE_COOKIE)) return null;
  const values = [...cookie.matchAll(/(?:^|;)\s*NEXT_LOCALE=([^;]*)/g)].map((match) => match[1]!.trim());
  return values.length > 0 ? values.join(',') : null;
}

/** The request's key: null when no kept answer may be given to it (not a GET or HEAD, draft mode, a server action, credentials). */
export function requestKey(request: IncomingMessage): string | null {
  const method = request.method;
  const url = request.url ?? '';
  if ((method !== 'GET' && method !== 'HEAD') || url.length > MAX_URL_LENGTH) return null;
  const h = request.headers;
  if (h['next-action'] !== undefined || h.authorization !== undefined) return null;
  const cookie = h.cookie;
  if (cookie !== undefined && PREVIEW_COOKIE.test(cookie)) return null;
  // proxy.ts sets the locale cookie on a document request only, from the cookie the browser sent or, without
  // one, from Accept-Language: requests that agree on these get the same cookie (lib/i18n/fast-routing.ts).
  const destination = firstOf(h['sec-fetch-dest']);
  const document = destination === '' || destination === 'document';
  const localeCookie = document ? localeCookieOf(cookie) : null;
  const languages = document && localeCookie === null ? firstOf(h['accept-language']) : '';
  return [
    firstOf(h[SOCKET_PROTOCOL_HEADER]),
    h.host ?? '',
    firstOf(h['x-forwarded-host']),
    firstOf(h['x-forwarded-proto']),
    url,
    firstOf(h['accept-encoding']),
    firstOf(h.rsc),
    firstOf(h['next-router-state-tree']),
    firstOf(h['next-router-prefetch']),
    firstOf(h['next-router-segment-prefetch']),
    firstOf(h['next-url']),
    document ? 'document' : destination,
    localeCookie ?? '-',
    languages,
  ].join('\n');
}

const seconds = (cacheControl: string, directive: string): number | null => {
  const match = new RegExp(`(?:^|,)\\s*${directive}\\s*=\\s*"?(\\d+)`, 'i').exec(cacheControl);
  return match ? Number(match[1]) : null;
};

/** The page an answer is: the site and hostname proxy.ts found, and what it read as far as known. */
type PageOf = Pick<Entry, 'siteId' | 'hostname' | 'tags'>;

/** The entry to keep for this answer, or null when it may not be shared. */
export function keepable(status: number, headers: OutgoingHttpHeaders, body: Buffer, page: PageOf, now: number): Entry | null {
  if (status !== 200) return null;
  const cacheControl = String(headers['cache-control'] ?? '');
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/i.test(cacheControl)) return null;
  const sMaxAge = seconds(cacheControl, 's-maxage');
  if (sMaxAge === null || sMaxAge <= 0) return null;
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => !KEYED_VARY.has(name))) return null;
  const cookies = headers['set-cookie'];
  const cookieList = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)];
  if (cookieList.some((cookie) => !cookie.startsWith(`${LOCALE_COOKIE}=`))) return null;

  const kept: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_KEPT.has(name)) continue;
    if (name === 'x-nextjs-cache') kept.push(name, 'HIT');
    else if (Array.isArray(value)) for (const item of value) kept.push(name, item);
    else kept.push(name, String(value));
  }
  // Next's own STALE answer is already out of date: the next view asks Next again, which has refreshed it by then.
  const stale = String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE';
  const freshUntil = stale ? now : now + sMaxAge * 1000;
  const staleWhileRevalidate = seconds(cacheControl, 'stale-while-revalidate') ?? 0;
  return { status, headers: kept, body, ...page, storedAt: now, freshUntil, staleUntil: freshUntil + Math.min(staleWhileRevalidate * 1000, MAX_STALE_MS), refreshingSince: 0 };
}

/** Sends a kept answer as it went out the first time, with its age; HEAD gets the headers only. */
function send(request: IncomingMessage, response: ServerResponse, entry: Entry, now: number): true {
  const headers = [...entry.headers, 'age', String(Math.floor((now - entry.storedAt) / 1000)), 'content-length', String(entry.body.length)];
  response.writeHead(entry.status, headers);
  if (request.method === 'HEAD') response.end();
  else response.end(entry.body);
  return true;
}

/**
 * The process's page cache, or null when PAGE_CACHE_MB=0; the app's expiries (lib/http/page-cache-scope.ts) reach it.
 * With a Redis URL, its purges are published to every instance and theirs received: a change announced to one
 * instance drops the pages all of them keep.
 */
export function startPageCache({ megabytes = env().PAGE_CACHE_MB, redisUrl = env().REDIS_URL }: PageCacheOptions = {}): PageCache | null {
  if (megabytes <= 0) {
    registerPageCachePurger(async () => {});
    return null;
  }
  const cache = new PageCache(megabytes, redisUrl);
  registerPageCachePurger((purge) => cache.expire(purge));
  return cache;
}

/** A short list of short strings, or undefined when the value is not one. */
function names(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_PURGE_NAMES) return undefined;
  return value.every((name) => typeof name === 'string' && name.length <= MAX_NAME_LENGTH) ? (value as string[]) : undefined;
}

/**
 * The purge a message from another instance asks for, or undefined when it is no purge message of ours. Tags
 * that are not a short list of short strings are not trusted to narrow it (the whole site goes), nor are such
 * hostnames to bound it (every site's pages go).
 */
export function purgeOfMessage(message: string): PagePurge | undefined {
  let parsed: { siteId?: unknown; tags?: unknown; hostnames?: unknown };
  try {
    parsed = JSON.parse(message) as typeof parsed;
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== 'object') return undefined;
  if (parsed.siteId === null) return { siteId: null };
  if (!Number.isSafeInteger(parsed.siteId)) return undefined;
  const purge: PagePurge = { siteId: parsed.siteId as number };
  if (parsed.hostnames !== undefined) {
    const hostnames = names(parsed.hostnames);
    if (hostnames === undefined) return { siteId: null };
    purge.hostnames = hostnames;
  }
  const tags = names(parsed.tags);
  if (tags !== undefined) purge.tags = tags;
  return purge;
}
