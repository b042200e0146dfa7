import 'server-only';
import { imageHosts } from '@/lib/env';
import { hostAllowed, remotePhotoUrl } from './remote-photo';

const TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;
/** Larger than any listing photo; a bigger answer is not a photo we pass on. */
const MAX_BYTES = 25 * 1024 * 1024;

const refusedHosts = new Set<string>();

/** Logged once per host: a photo host missing from IMAGE_HOSTS is a setting to fix, not a visitor's doing. */
function logRefusedHost(host: string) {
  if (refusedHosts.has(host)) return;
  refusedHosts.add(host);
  console.warn(`Remote photo host ${host} is not in IMAGE_HOSTS; its photos show a placeholder`);
}

const notFound = () => new Response(null, { status: 404, headers: { 'cache-control': 'public, max-age=60' } });

/**
 * `GET /remote-photos/{key}`: the photo at the key's URL, when its host (and every redirect's) is allowed,
 * the answer is an image and not too large. Anything else is a 404, which the page shows as a placeholder.
 * The key names a URL only; no cookie or header of the visitor goes upstream.
 */
export async function remotePhotoResponse(key: string): Promise<Response> {
  let url = remotePhotoUrl(key);
  if (!url) return notFound();
  const allowed = imageHosts();
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!hostAllowed(url, allowed)) {
      logRefusedHost(url.host);
      return notFound();
    }
    let upstream: Response;
    try {
      upstream = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS), cache: 'no-store' });
    } catch (error) {
      console.warn(`Remote photo from ${url.host} failed: ${error instanceof Error ? error.name : 'error'}`);
      return notFound();
    }
    const location = upstream.headers.get('location');
    if (upstream.status >= 300 && upstream.status < 400 && location) {
      void upstream.body?.cancel().catch(() => {});
      url = new URL(location, url);
      continue;
    }
    const type = upstream.headers.get('content-type') ?? '';
    const length = Number(upstream.headers.get('content-length') ?? 0);
    if (!upstream.ok || !type.startsWith('image/') || length > MAX_BYTES || !upstream.body) {
      void upstream.body?.cancel().catch(() => {});
      return notFound();
    }
    const headers = new Headers({
      'content-type': type,
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      'x-content-type-options': 'nosniff',
      // An SVG from elsewhere must not run script when opened on its own.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    if (length > 0) headers.set('content-length', String(length));
    return new Response(upstream.body, { status: 200, headers });
  }
  return notFound();
}
