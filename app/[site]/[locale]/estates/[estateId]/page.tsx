import type { Locale } from '@/lib/domain/enums';
import { ensureCanonicalSlug, loadEstate } from '@/lib/estates/estate-page';
import { enterSite } from '@/lib/tenancy/current-site';

type Props = { params: Promise<{ site: string; locale: Locale; estateId: string }> };

/** The short URL `/{base}/{estateId}` only exists to redirect to the canonical slugged one. */
export default async function EstateShortPage({ params }: Props) {
  const { locale, estateId } = await params;
  await enterSite(params);
  const estate = await loadEstate(locale, estateId);
  await ensureCanonicalSlug(locale, estate, undefined);
  return null;
}
