import '@/components/estate-detail/detail-page-styles';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '@/lib/rules';
import { pickLocalized } from '@/lib/rules/localized';
import { parseId } from '@/lib/domain/route-params';
import { estateHref } from '@/lib/estates/estate-href';
import { EstateDetailView } from '@/components/estate-detail/estate-detail-view';
import { EstateBreadcrumbs } from '@/components/estate-detail/estate-breadcrumbs';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { getPathname, permanentRedirect } from '@/lib/i18n/pathname';
import { estateMetadata, estatePaths, projectUnitPaths } from '@/lib/seo/estate-metadata';
import { getEstate, getEstateGroup } from '@/lib/site-api/estates';
import { siteById, siteOf } from '@/lib/tenancy/site-of';
import { renderedOnDemand } from '@/lib/cache/on-demand';
import { withNotFoundMetadata, withNotFoundView } from '@/lib/cache/not-found-page';

type Props = { params: Promise<{ site: string; locale: Locale; estateId: string; slug: string; entityId: string }> };

/** A project's unit in full, or the localised 404 when the unit does not belong to that project. */
const loadUnit = cache(async (siteId: number, locale: Locale, estateIdParam: string, entityIdParam: string) => {
  const projectId = parseId(estateIdParam);
  const unitId = parseId(entityIdParam);
  if (projectId === null || unitId === null) notFound();
  const ctx = { siteId, locale };
  const [group, unit] = await Promise.all([getEstateGroup(ctx, projectId), getEstate(ctx, unitId)]);
  if (!group || !unit || !group.children.some((child) => child.general.id === unitId)) notFound();
  return { project: group.project, unit };
});

/** Rendered per site, language and path on the first view, then served from the cache (lib/cache/on-demand.ts). */
export const generateStaticParams = renderedOnDemand;

async function metadataOf({ params }: Props): Promise<Metadata> {
  const { estateId, entityId } = await params;
  const { siteId, locale } = await siteOf(params);
  const [{ project, unit }, site] = await Promise.all([loadUnit(siteId, locale, estateId, entityId), siteById(siteId)]);
  return estateMetadata(unit, locale, projectUnitPaths(await estatePaths(project), unit.general.id), site);
}

async function ProjectUnitPage({ params }: Props) {
  const { estateId, slug, entityId } = await params;
  const { siteId, locale, origin } = await siteOf(params);
  const { project, unit } = await loadUnit(siteId, locale, estateId, entityId);
  const projectHref = estateHref(project, locale, await getEnumLabel(locale));
  let decodedSlug = slug;
  try {
    decodedSlug = decodeURIComponent(slug);
  } catch {}
  if (decodedSlug !== projectHref.params.slug) {
    permanentRedirect({
      href: { pathname: '/estates/[estateId]/[slug]/[entityId]', params: { ...projectHref.params, entityId } },
      locale,
    });
  }
  const path = `${getPathname({ href: projectHref, locale })}/${unit.general.id}`;
  const projectTitle = pickLocalized(project.general.title, locale);
  return (
    <>
      <EstateBreadcrumbs
        siteId={siteId}
        locale={locale}
        origin={origin}
        estate={project}
        items={[
          { name: projectTitle, href: projectHref },
          {
            name: pickLocalized(unit.general.title, locale),
            href: { pathname: '/estates/[estateId]/[slug]/[entityId]', params: { ...projectHref.params, entityId: String(unit.general.id) } },
          },
        ]}
      />
      <EstateDetailView
        estate={unit}
        locale={locale}
        siteId={siteId}
        url={new URL(path, origin).toString()}
        parent={{ title: projectTitle, href: projectHref }}
      />
    </>
  );
}

export const generateMetadata = withNotFoundMetadata(metadataOf);
/** An unknown id or path is the 404, in the server HTML (lib/cache/not-found-page.tsx). */
export default withNotFoundView(ProjectUnitPage);
