import type { APIRequestContext } from '@playwright/test';
import { DemoApi } from './demo-api';
import { localisedPath } from './paths';

/**
 * A real page of each type on the demo data, in Dutch (the default language): the pages whose budgets
 * e2e/first-load-js.spec.ts (scripts) and e2e/html-size.spec.ts (server HTML) guard.
 */
export async function pageTypePaths(request: APIRequestContext) {
  const api = await DemoApi.forHost(request);
  const estate = await api.firstEstate({ status: ['FOR_SALE'], type: [1] });
  const project = (await api.search({ filter: { query: { terms: { type: [10] } } }, limit: 1, offset: 0 })).results[0];
  if (!project) throw new Error('no project in the demo data');
  const headers = { 'X-SITE': String(api.site.id), 'ACCEPT-LANGUAGE': 'nl' };
  const pages = (await (await request.get(`/demo-api/sites/${api.site.id}/pages`, { headers })).json()) as { id: number }[];
  const cms = (await (await request.get(`/demo-api/sites/${api.site.id}/pages/${pages[0]!.id}`, { headers })).json()) as { urls: { nl: string } };
  return {
    home: '/nl',
    'estate list': localisedPath('/estates', 'nl'),
    // A house for sale: the richest estate page (field groups, cost to buy, loan calculator, forms, map, similar estates).
    'estate detail': localisedPath('/estates/[estateId]', 'nl', estate.general.id),
    // A project with its units, one table per floor: the largest page.
    project: localisedPath('/estates/[estateId]', 'nl', project.general.id),
    'rental list': localisedPath('/holiday', 'nl'),
    'rental detail': localisedPath('/holiday/[rentalUnitId]', 'nl', await api.firstRentalUnitId()),
    'CMS page': `/nl/${cms.urls.nl}`,
    privacy: localisedPath('/privacy', 'nl'),
    terms: localisedPath('/terms', 'nl'),
    favourites: localisedPath('/favorites', 'nl'),
  };
}

export type PageTypePaths = Awaited<ReturnType<typeof pageTypePaths>>;
