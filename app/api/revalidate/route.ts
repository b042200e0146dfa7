import { revalidateTag } from 'next/cache';
import { env } from '@/lib/env';
import { readJsonBody } from '@/lib/forms/read-json';
import { expireCachedPages } from '@/lib/http/page-cache-scope';
import { changeSchema, hasSecret, tagsOfChange } from '@/lib/site-api/revalidation';
import { currentHostnames } from '@/lib/site-api/sites';
import { forgetHostnames } from '@/lib/tenancy/resolve-site';

/** A change notice is a few ids; anything bigger is not one. */
const MAX_BODY_BYTES = 2048;

const answer = (status: number, body: object) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * `POST /api/revalidate` with `Authorization: Bearer $REVALIDATE_SECRET` and `{ siteId, resource?, id? }`:
 * the site API says "estate 123 of site 7 changed", and the next view of anything showing it asks the API
 * again. Without a secret configured the route does not exist. The site is named in the body, not taken
 * from the host, since the site API calls one deployment for all its agencies.
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
  if (resource === 'site') await expireSite(siteId);
  // The pages the front door keeps, on every instance: those that read one of these tags.
  else await expireCachedPages({ siteId, tags });
  return answer(200, { revalidated: tags });
}

/**
 * A whole site changed, its hostnames maybe too: the proxy's minute of memory and the front door's pages of
 * the site go, and those of every hostname it has now (one may have moved here from another site). When the
 * site API cannot say which hostnames those are, every site's pages go.
 */
async function expireSite(siteId: number): Promise<void> {
  const hostnames = await currentHostnames(siteId).catch(() => null);
  forgetHostnames(siteId, hostnames ?? []);
  await expireCachedPages(hostnames === null ? { siteId: null } : { siteId, hostnames });
}
