import { z } from 'zod';
import { getAsset } from '@/lib/site-api/content';
import { siteOfHost } from '@/lib/tenancy/site-of-host';

const querySchema = z.object({
  hash: z.string().regex(/^[A-Za-z0-9]{4,128}$/),
  v: z.coerce.number().int().nonnegative(),
});

/**
 * Logos, favicons and images referenced as `name#hash`, served on the site's own host. The hash is part
 * of the URL, so the answer never changes and may be cached for a year.
 */
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(name) || !query.success) return new Response('Not found', { status: 404 });
  // Found by host, like rental photos: proxy.ts does not run for files.
  const site = await siteOfHost(request.headers);
  if (!site) return new Response('Not found', { status: 404 });
  const upstream = await getAsset({ siteId: site.id }, `${name}#${query.data.hash}`, query.data.v);
  if (!upstream) return new Response('Not found', { status: 404 });
  return new Response(upstream.body, {
    headers: {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
