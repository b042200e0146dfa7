// Estate calls: search, filter options, detail, project groups, contact info and collections.
import { and, asc, count, eq, inArray, isNotNull, max, min, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { EstateFilters, EstateGroupCount, EstateSearchResult } from '@/lib/site-api/schemas';
import { estateSearchBodySchema } from '@/lib/site-api/schemas';
import { cities, estateCollections, estates } from '../db/schema';
import { idParam, json, notFound, readBody } from '../http';
import { localizeDetail, localizeSummary } from '../localize';
import { headTypeLabels, labelOf, transactionLabels } from '../seed/labels';
import type { Handler, SiteContext } from './context';
import { compileSearch, type CompiledSearch } from './estate-search';
import { PAGE_SIZE, STATUS_GROUP_ORDER, TYPE_GROUP_ORDER, epcLabels } from '@/lib/rules';

/** The estate's financial vat_regime flag, which a search result carries so that a card can hide the price. */
const vatRegime = sql<boolean>`coalesce((${estates.doc}->'fields'->'financial'->>'vat_regime')::boolean, false)`;

/** The extensions of the contract this answer applied, named so the website does not apply them again. */
function appliedOf(filter: { geo?: unknown; openHouseBefore?: unknown }): Pick<EstateSearchResult, 'applied'> {
  if (!filter.geo && !filter.openHouseBefore) return {};
  return { applied: { ...(filter.geo ? { geo: true } : {}), ...(filter.openHouseBefore ? { openHouse: true } : {}) } };
}

// POST /sites/{siteId}/estates
export const searchEstates: Handler<SiteContext> = async ({ db, site, locale, request, now }) => {
  const body = await readBody(request, estateSearchBodySchema);
  const search = compileSearch(body, site.id, locale, now);
  // A body that names no limit gets one page; `limit: null` lists everything.
  const limit = body.limit === undefined ? PAGE_SIZE : body.limit;
  const offset = body.offset ?? 0;
  // The page's ids are sorted on narrow index entries (estates_search_idx: an index-only scan, no jsonb
  // document read), the total comes from the group counts or one count alongside, and only the page's
  // documents are read. No `count(*) over ()`: a window carries every match through the sort.
  const page = <Q extends PgSelect>(query: Q) => {
    const limited = limit === null ? query : query.limit(limit);
    return offset > 0 ? limited.offset(offset) : limited;
  };
  const ids = search.sortsByCity
    ? page(db.select({ id: estates.id }).from(estates).innerJoin(cities, eq(cities.id, estates.cityId)).where(search.where()).orderBy(...search.orderBy).$dynamic())
    : page(db.select({ id: estates.id }).from(estates).where(search.where()).orderBy(...search.orderBy).$dynamic());
  const [pageIds, groups, counted] = await Promise.all([
    ids as Promise<Array<{ id: number }>>,
    countGroups(db, search),
    search.groupKey ? null : db.select({ n: count() }).from(estates).where(search.where()),
  ]);
  const docs =
    pageIds.length === 0
      ? []
      : await db
          .select({ id: estates.id, summary: estates.summary, collections: estates.collections, vatRegime })
          .from(estates)
          .where(inArray(estates.id, pageIds.map((p) => p.id)));
  const docOf = new Map(docs.map((d) => [d.id, d]));
  const rows = pageIds.flatMap((p) => docOf.get(p.id) ?? []);
  const total = groups ? groups.reduce((sum, g) => sum + g.count, 0) : (counted?.[0]?.n ?? 0);
  const answer: EstateSearchResult = {
    total: { value: total },
    results: rows.map((r) => localizeSummary(r.summary, r.collections, locale, r.vatRegime)),
    ...(groups && { groups }),
    ...appliedOf(body.filter),
  };
  return json(answer);
};

/** Matches per group of the body's grouping, over every page (the list's group headings show them). */
async function countGroups(db: SiteContext['db'], search: CompiledSearch): Promise<EstateGroupCount[] | null> {
  if (!search.groupKey) return null;
  const key = search.groupKey.mapWith((value: unknown) => (value === null ? null : Number(value)));
  const rows = await db.select({ key, count: count() }).from(estates).where(search.where()).groupBy(search.groupKey);
  return rows.map((row) => ({ key: row.key, count: row.count }));
}
const byOrder = (order: readonly (number | string)[]) => (a: number | string, b: number | string) =>
  (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99);

// POST /sites/{siteId}/estate-filters: the options of each filter, counted under the other filters
export const estateFilters: Handler<SiteContext> = async ({ db, site, locale, request, now }) => {
  const body = await readBody(request, estateSearchBodySchema);
  const search = compileSearch(body, site.id, locale, now);
  const grouped = <K extends typeof estates.headTypeId | typeof estates.transactionId | typeof estates.epcLabel>(key: K, without: Parameters<typeof search.where>[0]) =>
    db.select({ key, n: count() }).from(estates).where(and(search.where(without), isNotNull(key))).groupBy(key);
  const perCity = db.select({ cityId: estates.cityId, n: count().as('n') }).from(estates).where(search.where(['city'])).groupBy(estates.cityId).as('per_city');
  const [types, statuses, epcs, places, prices] = await Promise.all([
    grouped(estates.headTypeId, ['type']),
    grouped(estates.transactionId, ['status', 'transaction']),
    grouped(estates.epcLabel, ['epc']),
    // Counted on the index first, then named: 52 cities joined, not 30,000 matches.
    db
      .select({ id: cities.id, name: cities.name, zip: cities.zip, alias: cities.alias, n: perCity.n })
      .from(perCity)
      .innerJoin(cities, eq(cities.id, perCity.cityId))
      .orderBy(asc(cities.name)),
    db.select({ min: min(estates.price), max: max(estates.price) }).from(estates).where(search.where(['price'])),
  ]);
  const answer: EstateFilters = {
    headTypes: types
      .map((t) => ({ id: Number(t.key), name: labelOf(headTypeLabels, Number(t.key), locale), count: t.n }))
      .sort((a, b) => byOrder(TYPE_GROUP_ORDER)(a.id, b.id)),
    locations: places.map((p) => ({ id: p.id, name: p.name, zip: p.zip, alias: p.alias, count: p.n })),
    prices: { min: prices[0]?.min ?? null, max: prices[0]?.max ?? null },
    transactions: statuses
      .map((t) => ({ id: Number(t.key), name: labelOf(transactionLabels, Number(t.key), locale), count: t.n }))
      .sort((a, b) => byOrder(STATUS_GROUP_ORDER)(a.id, b.id)),
    epcLabels: epcs.map((e) => ({ label: String(e.key), count: e.n })).sort((a, b) => byOrder(epcLabels)(a.label, b.label)),
    ...appliedOf(body.filter),
  };
  return json(answer);
};

async function loadEstate(ctx: SiteContext, id: number) {
  const rows = await ctx.db
    .select({ doc: estates.doc, collections: estates.collections, project: estates.project })
    .from(estates)
    .where(and(eq(estates.siteId, ctx.site.id), eq(estates.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

// GET /sites/{siteId}/estates/v2/{id}
export const getEstate: Handler<SiteContext> = async (ctx) => {
  const row = await loadEstate(ctx, idParam(ctx.params.id, 'Estate'));
  if (!row) throw notFound('Estate');
  return json(localizeDetail(row.doc, row.collections, ctx.locale));
};

// GET /sites/{siteId}/estates/group/{id}: a project with its units, by floor
export const getEstateGroup: Handler<SiteContext> = async (ctx) => {
  const id = idParam(ctx.params.id, 'Project');
  const row = await loadEstate(ctx, id);
  if (!row || !row.project) throw notFound('Project');
  const children = await ctx.db
    .select({ summary: estates.summary, collections: estates.collections, vatRegime })
    .from(estates)
    .where(and(eq(estates.siteId, ctx.site.id), eq(estates.parentId, id)))
    .orderBy(sql`${estates.floor} asc nulls first`, asc(estates.id));
  return json({
    project: localizeDetail(row.doc, row.collections, ctx.locale),
    children: children.map((c) => localizeSummary(c.summary, c.collections, ctx.locale, c.vatRegime)),
  });
};

// GET /sites/{siteId}/estates/{id}/contact-info
export const getContactInfo: Handler<SiteContext> = async (ctx) => {
  const row = await loadEstate(ctx, idParam(ctx.params.id, 'Estate'));
  if (!row) throw notFound('Estate');
  const { name, contact } = ctx.site.data;
  return json({ salesRep: row.doc.salesRep, office: { name, phone: contact.phone, email: contact.email } });
};

// GET /sites/{siteId}/estate-collections/{id}: the collection and the ids of its estates
export const getEstateCollection: Handler<SiteContext> = async ({ db, site, params }) => {
  const id = idParam(params.id, 'Collection');
  const collection = (await db.select().from(estateCollections).where(and(eq(estateCollections.siteId, site.id), eq(estateCollections.id, id))).limit(1))[0];
  if (!collection) throw notFound('Collection');
  const members = await db
    .select({ id: estates.id })
    .from(estates)
    .where(and(eq(estates.siteId, site.id), sql`${estates.collections} @> ARRAY[${id}]::int[]`))
    .orderBy(asc(estates.id));
  return json({ id: collection.id, name: collection.name, ids: members.map((m) => m.id) });
};

