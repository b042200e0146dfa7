import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '@/lib/rules';
import { parseId } from '@/lib/domain/route-params';
import { getRentalUnit } from '@/lib/site-api/rental-units';
import { currentSite } from '@/lib/tenancy/current-site';
import { getRentalUnitTexts } from './rental-texts';
import { toRentalUnitView } from './unit-view';

/** The unit of a detail URL and its display model, once per request (metadata and page share it); 404 when unknown. */
export const loadRentalUnitPage = cache(async (locale: Locale, idParam: string) => {
  const id = parseId(idParam);
  if (id === null) notFound();
  const site = await currentSite();
  const [unit, texts] = await Promise.all([getRentalUnit({ siteId: site.id, locale }, id), getRentalUnitTexts(locale)]);
  if (!unit) notFound();
  return { site, unit, view: toRentalUnitView(unit, locale, site.accountId, texts) };
});
