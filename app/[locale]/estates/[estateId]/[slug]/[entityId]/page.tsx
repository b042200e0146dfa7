import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { pickLocalized } from '@/lib/domain/localized';
import { parseId } from '@/lib/domain/route-params';
import { estateHref } from '@/lib/estates/estate-href';
import { EstatePriceText } from '@/components/estates/estate-price-text';
import { PageHeading } from '@/components/ui/page-heading';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { Link, permanentRedirect } from '@/lib/i18n/navigation';
import { getEstateGroup } from '@/lib/site-api/estates';
import { currentSiteId } from '@/lib/tenancy/current-site';

type Props = { params: Promise<{ locale: Locale; estateId: string; slug: string; entityId: string }> };

/** A project's child unit, or the localised 404 when the unit does not belong to that project. */
async function loadUnit(locale: Locale, estateIdParam: string, entityIdParam: string) {
  const projectId = parseId(estateIdParam);
  const unitId = parseId(entityIdParam);
  if (projectId === null || unitId === null) notFound();
  const group = await getEstateGroup({ siteId: await currentSiteId(), locale }, projectId);
  const unit = group?.children.find((child) => child.general.id === unitId);
  if (!group || !unit) notFound();
  return { project: group.project, unit };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, estateId, entityId } = await params;
  const { unit } = await loadUnit(locale, estateId, entityId);
  return { title: pickLocalized(unit.general.title, locale) };
}

export default async function ProjectUnitPage({ params }: Props) {
  const { locale, estateId, slug, entityId } = await params;
  setRequestLocale(locale);
  const { project, unit } = await loadUnit(locale, estateId, entityId);
  const [t, label] = await Promise.all([getTranslations({ locale, namespace: 'EstateDetail' }), getEnumLabel(locale)]);
  const projectHref = estateHref(project, locale, label);
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
  const projectTitle = pickLocalized(project.general.title, locale);

  return (
    <article>
      <PageHeading title={pickLocalized(unit.general.title, locale)} lead={t('unitOf', { title: projectTitle })}>
        <p className="page-heading__meta">
          <span className="badge">{label('transaction', unit.general.transaction.id)}</span>{' '}
          {label('subType', unit.general.subType.id)} · {t('reference', { id: unit.general.id })}
        </p>
      </PageHeading>
      <div className="container detail">
        <p className="detail__price">
          <EstatePriceText general={unit.general} locale={locale} />
        </p>
        <p>
          <Link href={projectHref}>{t('backToProject', { title: projectTitle })}</Link>
        </p>
      </div>
    </article>
  );
}
