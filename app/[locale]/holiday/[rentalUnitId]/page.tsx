import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { pickLocalized } from '@/lib/domain/localized';
import { parseId } from '@/lib/domain/route-params';
import { PageHeading } from '@/components/ui/page-heading';
import { RichText } from '@/components/ui/rich-text';
import { getRentalUnit } from '@/lib/site-api/rental-units';
import { currentSiteId } from '@/lib/tenancy/current-site';

type Props = { params: Promise<{ locale: Locale; rentalUnitId: string }> };

const loadRentalUnit = cache(async (locale: Locale, idParam: string) => {
  const id = parseId(idParam);
  if (id === null) notFound();
  const unit = await getRentalUnit({ siteId: await currentSiteId(), locale }, id);
  if (!unit) notFound();
  return unit;
});

function unitTitle(unit: Awaited<ReturnType<typeof loadRentalUnit>>, locale: Locale) {
  return pickLocalized(unit.general.descriptionShort, locale) || `${unit.general.subKind.name} ${unit.general.city.name}`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, rentalUnitId } = await params;
  return { title: unitTitle(await loadRentalUnit(locale, rentalUnitId), locale) };
}

export default async function RentalUnitPage({ params }: Props) {
  const { locale, rentalUnitId } = await params;
  setRequestLocale(locale);
  const unit = await loadRentalUnit(locale, rentalUnitId);
  const t = await getTranslations({ locale, namespace: 'HolidayDetail' });
  return (
    <article>
      <PageHeading title={unitTitle(unit, locale)} lead={`${unit.general.subKind.name} · ${unit.general.city.name}`}>
        {unit.general.maxOccupation ? (
          <p className="page-heading__meta">{t('occupation', { count: unit.general.maxOccupation })}</p>
        ) : null}
      </PageHeading>
      <div className="container detail">
        <RichText html={pickLocalized(unit.general.description, locale)} />
      </div>
    </article>
  );
}
