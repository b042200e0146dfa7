import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '@/lib/rules';
import { parseId } from '@/lib/domain/route-params';
import { getRentalUnit } from '@/lib/site-api/rental-units';
import type { Site } from '@/lib/site-api/schemas';
import { getRentalUnitTexts } from './rental-texts';
import { toRentalUnitView } from './unit-view';

/** The unit of a detail URL on a site and its display model, once per request (metadata and page share it); 404 when unknown. */
export const loadRentalUnitPage = cache(async (site: Pick<Site, 'id' | 'accountId'>, locale: Locale, idParam: string) => {
  const id = parseId(idParam);
  if (id === null) notFound();
  const [unit, texts] = await Promise.all([getRentalUnit({ siteId: site.id, locale }, id), getRentalUnitTexts(locale)]);
  if (!unit) notFound();
  return { unit, view: toRentalUnitView(unit, locale, site.accountId, texts) };
});
