import 'server-only';
import { imageHosts } from '@/lib/env';
import { hostAllowed } from './remote-photo';

const MAX_REDIRECTS = 3;

/** A 2xx answer of an allowed host, or why there is none (a cause for logs and headers, and a sentence). */
export type ImageHostAnswer = { ok: true; response: Response; host: string } | { ok: false; cause: string; host: string | null; message: string };

/**
 * GET a file of the site API's own hosts (IMAGE_HOSTS decides, lib/media/remote-photo.ts), following at
 * most three redirects, each to an allowed host. No cookie or header of the visitor goes upstream.
 */
export async function fetchFromImageHost(start: URL, signal: AbortSignal): Promise<ImageHostAnswer> {
  const allowed = imageHosts();
  let url = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!hostAllowed(url, allowed)) return { ok: false, cause: 'host-not-allowed', host: url.host, message: `host ${url.host} is not in IMAGE_HOSTS` };
    let upstream: Response;
    try {
      upstream = await fetch(url, { redirect: 'manual', signal, cache: 'no-store' });
    } catch (error) {
      const name = error instanceof Error ? error.name : 'error';
      return { ok: false, cause: `unreachable-${name}`, host: url.host, message: `host ${url.host} failed: ${name}` };
    }
    const location = upstream.headers.get('location');
    if (upstream.status >= 300 && upstream.status < 400 && location) {
      void upstream.body?.cancel().catch(() => {});
      url = new URL(location, url);
      continue;
    }
    if (!upstream.ok) {
      void upstream.body?.cancel().catch(() => {});
      return { ok: false, cause: `status-${upstream.status}`, host: url.host, message: `host ${url.host} answered status-${upstream.status}` };
    }
    return { ok: true, response: upstream, host: url.host };
  }
  return { ok: false, cause: 'too-many-redirects', host: url.host, message: `host ${url.host} redirected more than ${MAX_REDIRECTS} times` };
}
