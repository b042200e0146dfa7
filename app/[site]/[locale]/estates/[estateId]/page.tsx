import type { Locale } from '@/lib/rules';
import { ensureCanonicalSlug, loadEstate } from '@/lib/estates/estate-page';
import { siteOf } from '@/lib/tenancy/site-of';
import { renderedOnDemand } from '@/lib/cache/on-demand';
import { withNotFoundView } from '@/lib/cache/not-found-page';

type Props = { params: Promise<{ site: string; locale: Locale; estateId: string }> };

/** The short URL `/{base}/{estateId}` only exists to redirect to the canonical slugged one. */
/** Rendered per site, language and path on the first view, then served from the cache (lib/cache/on-demand.ts). */
export const generateStaticParams = renderedOnDemand;

async function EstateShortPage({ params }: Props) {
  const { estateId } = await params;
  const { siteId, locale } = await siteOf(params);
  const estate = await loadEstate(siteId, locale, estateId);
  await ensureCanonicalSlug(locale, estate, undefined);
  return null;
}

/** An unknown id or path is the 404, in the server HTML (lib/cache/not-found-page.tsx). */
export default withNotFoundView(EstateShortPage);
