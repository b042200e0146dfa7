import { after } from 'next/server';
import { revalidateTag } from 'next/cache';
import { env } from '@/lib/env';
import { readJsonBody } from '@/lib/forms/read-json';
import { purgeEdge } from '@/lib/http/edge-purge';
import { changeKeys, hostKey } from '@/lib/http/shared-pages';
import { changeSchema, hasSecret, tagsOfChange } from '@/lib/site-api/revalidation';
import { currentHostnames } from '@/lib/site-api/sites';
import { forgetHostnames } from '@/lib/tenancy/resolve-site';

/** A change notice is a few ids; anything bigger is not one. */
const MAX_BODY_BYTES = 2048;

const answer = (status: number, body: object) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * `POST /api/revalidate` with `Authorization: Bearer $REVALIDATE_SECRET` and `{ siteId, resource?, id? }`:
 * the site API says "estate 123 of site 7 changed", and the next view of anything showing it asks the API
 * again: Next's tags expire, and the edge nodes drop the pages that show it (docs/edge.md). Without a secret
 * configured the route does not exist. The site is named in the body, not taken from the host, since the site
 * API calls one deployment for all its agencies.
 */
export async function POST(request: Request) {
  const secret = env().REVALIDATE_SECRET;
  if (!secret) return answer(404, { error: 'NOT_FOUND' });
  if (!hasSecret(request, secret)) return answer(401, { error: 'UNAUTHORIZED' });

  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return answer(body.status, { error: body.status === 413 ? 'TOO_LARGE' : 'INVALID_JSON' });
  const change = changeSchema.safeParse(body.value);
  if (!change.success) return answer(400, { error: 'INVALID_CHANGE', issues: change.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });

  const { siteId, resource } = change.data;
  const tags = tagsOfChange(change.data);
  // expire 0: the next read waits for a fresh answer instead of being served the stale one once more.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  const keys = changeKeys(change.data);
  if (resource === 'site') keys.push(...(await siteHostKeys(siteId)));
  await purgeEdge(keys, { later: after });
  return answer(200, { revalidated: tags, purged: keys });
}

/**
 * A whole site changed, its hostnames maybe too: the proxy's minute of memory of them goes, and the edge's
 * pages of every hostname it has now (one may have moved here from another site, whose pages the edge still
 * keeps under that site's key).
 */
async function siteHostKeys(siteId: number): Promise<string[]> {
  const hostnames = await currentHostnames(siteId).catch(() => null);
  forgetHostnames(siteId, hostnames ?? []);
  return (hostnames ?? []).map(hostKey);
}
