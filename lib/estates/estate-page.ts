import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/rules';
import { parseId } from '@/lib/domain/route-params';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { permanentRedirect } from '@/lib/i18n/pathname';
import { getEstate, getEstateGroup } from '@/lib/site-api/estates';
import { getCardMapper } from './card-mapper';
import { projectUnitGroups, type FloorGroup, type ProjectUnitRow } from './detail/project-units';
import { estateHref } from './estate-href';

/** The estate of a detail route on a site, or the localised 404 for a malformed or unknown id. */
export const loadEstate = cache(async (siteId: number, locale: Locale, estateIdParam: string) => {
  const id = parseId(estateIdParam);
  if (id === null) notFound();
  const estate = await getEstate({ siteId, locale }, id);
  if (!estate) notFound();
  return estate;
});

/** The estate a detail page shows, as the data layer loaded it: views get their own shapes from it (./detail/sections.ts). */
export type LoadedEstate = Awaited<ReturnType<typeof loadEstate>>;

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
  estate: LoadedEstate,
  slugParam: string | undefined,
): Promise<void> {
  const href = estateHref(estate, locale, await getEnumLabel(locale));
  if (slugParam !== undefined && decodeSafely(slugParam) === href.params.slug) return;
  permanentRedirect({ href, locale });
}

/** A project's units as its page lists them, by floor; none for anything but a project, or a group the API does not know. */
export async function loadProjectUnitRows(siteId: number, locale: Locale, estate: LoadedEstate): Promise<FloorGroup<ProjectUnitRow>[]> {
  if (!estate.general.project) return [];
  const [group, label, toCard] = await Promise.all([
    getEstateGroup({ siteId, locale }, estate.general.id),
    getEnumLabel(locale),
    getCardMapper(locale),
  ]);
  return group ? projectUnitGroups(estate, group.children, locale, label, toCard) : [];
}
