import 'server-only';
import { warnOnce } from '@/lib/log/warn-once';
import { fetchFromImageHost } from './image-host-fetch';
import { photoPlaceholderResponse } from './photo-placeholder';
import { remotePhotoUrl } from './remote-photo';

const TIMEOUT_MS = 10_000;
/** Larger than any listing photo; a bigger answer is not a photo we pass on. */
const MAX_BYTES = 25 * 1024 * 1024;

/**
 * The placeholder, with the cause logged once per process and host: a host missing from IMAGE_HOSTS or one
 * that fails is a setting or an outage to look at, not a line per photo view.
 */
function placeholder(cause: string, host: string | null, message: string): Promise<Response> {
  warnOnce(`remote-photo:${cause}:${host ?? ''}`, { topic: 'remote-photo', cause, host }, `[remote-photo] ${message}; its photos show a placeholder`);
  return photoPlaceholderResponse(cause);
}

/**
 * `GET /remote-photos/{key}`: the photo at the key's URL, when its host (and every redirect's) is allowed,
 * the answer is an image and not too large. Anything else answers the placeholder image, never a 404, so
 * next/image and the visitor's browser show a picture. The key names a URL only; no cookie or header of
 * the visitor goes upstream.
 */
export async function remotePhotoResponse(key: string): Promise<Response> {
  const url = remotePhotoUrl(key);
  if (!url) return placeholder('invalid-key', null, 'A photo key names no photo URL');
  const answer = await fetchFromImageHost(url, AbortSignal.timeout(TIMEOUT_MS));
  if (!answer.ok) return placeholder(answer.cause, answer.host, `Remote photo ${answer.message}`);
  const { response: upstream, host } = answer;
  const type = upstream.headers.get('content-type') ?? '';
  const length = Number(upstream.headers.get('content-length') ?? 0);
  if (!type.startsWith('image/') || length > MAX_BYTES || !upstream.body) {
    void upstream.body?.cancel().catch(() => {});
    const cause = !type.startsWith('image/') ? 'not-an-image' : 'too-large';
    return placeholder(cause, host, `Remote photo host ${host} answered ${cause}`);
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
