import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/domain/enums';
import { parseId } from '@/lib/domain/route-params';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { permanentRedirect } from '@/lib/i18n/pathname';
import { getEstate } from '@/lib/site-api/estates';
import { currentSiteId } from '@/lib/tenancy/current-site';
import { estateHref } from './estate-href';

/** The estate of a detail route, or the localised 404 for a malformed or unknown id. */
export const loadEstate = cache(async (locale: Locale, estateIdParam: string) => {
  const id = parseId(estateIdParam);
  if (id === null) notFound();
  const estate = await getEstate({ siteId: await currentSiteId(), locale }, id);
  if (!estate) notFound();
  return estate;
});

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Sends a short URL, an outdated slug or another language's slug to the canonical one (301/308). */
export async function ensureCanonicalSlug(
  locale: Locale,
  estate: Awaited<ReturnType<typeof loadEstate>>,
  slugParam: string | undefined,
): Promise<void> {
  const href = estateHref(estate, locale, await getEnumLabel(locale));
  if (slugParam !== undefined && decodeSafely(slugParam) === href.params.slug) return;
  permanentRedirect({ href, locale });
}
