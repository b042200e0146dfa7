// Sites, menus, CMS pages, entity lists, agreements, translations, estate page configs and assets.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/rules';
import type { MenuItem, Navigation, Page, Site } from '@/lib/site-api/schemas';
import { navigationTypes } from '@/lib/site-api/schemas';
import { agreements, assets, entityItems, estates, navigations, pages, sites, translations } from '../db/schema';
import { ApiError, IMMUTABLE, file, idParam, json, notFound, parseLocale } from '../http';
import { entityLabels } from '../seed/labels';
import type { EntityValue, StoredMenuItem, Texts } from '../types';
import type { Handler, SiteContext, SiteRow } from './context';

export function siteAnswer(row: SiteRow): Site {
  return { id: row.id, hostnames: row.hostnames, ...row.data };
}

// GET /sites/{siteId}
export const getSite: Handler<SiteContext> = async ({ site }) => json(siteAnswer(site));

/** "Scheldeland.localhost:3000" and "scheldeland.localhost" name the same site. */
export function normaliseHostname(value: string): string {
  const host = value.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '').replace(/\.$/, '');
}

// GET /sites/by-hostname/{hostname}
export const getSiteByHostname: Handler = async ({ db, params }) => {
  const hostname = normaliseHostname(params.hostname ?? '');
  const rows = await db
    .select()
    .from(sites)
    .where(sql`${sites.hostnames} @> ARRAY[${hostname}]::text[]`)
    .limit(1);
  const row = rows[0];
  if (!row) throw notFound('Site');
  return json(siteAnswer(row));
};

const textIn = (texts: Partial<Texts> | null | undefined, locale: Locale) => texts?.[locale] ?? texts?.nl ?? '';

async function pageUrls(ctx: SiteContext): Promise<Map<number, Texts>> {
  const rows = await ctx.db.select({ id: pages.id, urls: pages.urls }).from(pages).where(eq(pages.siteId, ctx.site.id));
  return new Map(rows.map((r) => [r.id, r.urls]));
}

function menuItem(item: StoredMenuItem, locale: Locale, urls: Map<number, Texts>): MenuItem {
  const link: MenuItem['link'] =
    item.link.type === 'page' ? { type: 'page', pageId: item.link.pageId, url: textIn(urls.get(item.link.pageId), locale) } : item.link;
  return { id: item.id, title: textIn(item.title, locale), link, children: item.children.map((c) => menuItem(c, locale, urls)) };
}

// GET /sites/{siteId}/navigation/{type} and /navigation/{type}/{id}
export const getNavigation: Handler<SiteContext> = async (ctx) => {
  const type = ctx.params.type ?? '';
  if (!(navigationTypes as readonly string[]).includes(type)) throw notFound('Navigation');
  const conditions = [eq(navigations.siteId, ctx.site.id), eq(navigations.type, type)];
  if (ctx.params.id !== undefined) conditions.push(eq(navigations.id, idParam(ctx.params.id, 'Navigation')));
  const row = (await ctx.db.select().from(navigations).where(and(...conditions)).limit(1))[0];
  if (!row) throw notFound('Navigation');
  const urls = await pageUrls(ctx);
  const answer: Navigation = { id: row.id, type: type as Navigation['type'], items: row.items.map((i) => menuItem(i, ctx.locale, urls)) };
  return json(answer);
};

type PageRow = typeof pages.$inferSelect;

function pageAnswer(row: PageRow, locale: Locale): Page {
  return {
    id: row.id,
    url: textIn(row.urls, locale),
    urls: row.urls,
    title: textIn(row.titles, locale),
    description: row.descriptions ? textIn(row.descriptions, locale) : null,
    body: textIn(row.bodies, locale),
    image: row.image,
    updatedAt: row.updatedAt.toISOString(),
  };
}

// GET /sites/{siteId}/pages/
export const listPages: Handler<SiteContext> = async ({ db, site, locale }) => {
  const rows = await db.select().from(pages).where(eq(pages.siteId, site.id)).orderBy(asc(pages.sort));
  return json(rows.map((r) => ({ id: r.id, url: textIn(r.urls, locale), title: textIn(r.titles, locale) })));
};

// GET /sites/{siteId}/pages/{id}
export const getPage: Handler<SiteContext> = async ({ db, site, locale, params }) => {
  const id = idParam(params.id, 'Page');
  const row = (await db.select().from(pages).where(and(eq(pages.siteId, site.id), eq(pages.id, id))).limit(1))[0];
  if (!row) throw notFound('Page');
  return json(pageAnswer(row, locale));
};

// GET /sites/{siteId}/pages/by-url/{url}: the url in the request's language first, then in any language
export const getPageByUrl: Handler<SiteContext> = async ({ db, site, locale, params }) => {
  const url = (params.url ?? '').replace(/^\/+|\/+$/g, '').toLowerCase();
  const rows = await db.select().from(pages).where(eq(pages.siteId, site.id)).orderBy(asc(pages.sort));
  const row = rows.find((r) => r.urls[locale] === url) ?? rows.find((r) => Object.values(r.urls).includes(url));
  if (!row) throw notFound('Page');
  return json(pageAnswer(row, locale));
};

const resolveValue = (value: EntityValue, locale: Locale): string | number | boolean | null =>
  value !== null && typeof value === 'object' ? textIn(value, locale) : value;

// GET /sites/{siteId}/entities
export const listEntities: Handler<SiteContext> = async ({ db, site, locale }) => {
  const rows = await db
    .select({ entity: entityItems.entity, count: sql<number>`count(*)::int` })
    .from(entityItems)
    .where(eq(entityItems.siteId, site.id))
    .groupBy(entityItems.entity)
    .orderBy(asc(entityItems.entity));
  return json(rows.map((r) => ({ name: r.entity, label: entityLabels[r.entity]?.[locale] ?? r.entity, count: r.count })));
};

// GET /sites/{siteId}/entities/{entity}/items
export const listEntityItems: Handler<SiteContext> = async ({ db, site, locale, params }) => {
  const entity = params.entity ?? '';
  const rows = await db
    .select()
    .from(entityItems)
    .where(and(eq(entityItems.siteId, site.id), eq(entityItems.entity, entity)))
    .orderBy(asc(entityItems.sort));
  if (rows.length === 0) throw notFound('Entity');
  return json(rows.map((r) => ({ ...Object.fromEntries(Object.entries(r.data).map(([k, v]) => [k, resolveValue(v, locale)])), id: r.id })));
};

// GET /sites/{siteId}/agreements?locale=
export const listAgreements: Handler<SiteContext> = async ({ db, site, locale, url }) => {
  const requested = url.searchParams.get('locale');
  const chosen = requested === null ? locale : parseLocale(requested);
  if (!chosen) throw new ApiError(400, 'INVALID_LOCALE', `Unsupported locale "${requested}"`);
  const rows = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.siteId, site.id), eq(agreements.locale, chosen)))
    .orderBy(asc(agreements.type));
  return json(rows.map((r) => ({ id: r.id, type: r.type, locale: chosen, title: r.title, body: r.body, version: r.version, updatedAt: r.updatedAt.toISOString() })));
};

// GET /translations/{locale} (site from X-SITE)
export const getTranslations: Handler<SiteContext> = async ({ db, site, params }) => {
  const locale = parseLocale(params.locale);
  if (!locale) throw notFound('Locale');
  const rows = await db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(and(eq(translations.siteId, site.id), eq(translations.locale, locale)))
    .orderBy(asc(translations.key));
  return json(Object.fromEntries(rows.map((r) => [r.key, r.value])));
};

// GET /sites/{siteId}/estate-pages/{estateId}/{locale}
export const getEstatePage: Handler<SiteContext> = async ({ db, site, params }) => {
  const estateId = idParam(params.estateId, 'Estate');
  const locale = parseLocale(params.locale);
  if (!locale) throw notFound('Locale');
  const found = await db.select({ id: estates.id }).from(estates).where(and(eq(estates.siteId, site.id), eq(estates.id, estateId))).limit(1);
  if (!found[0]) throw notFound('Estate');
  return json({ estateId, locale, account: { id: site.data.accountId } });
};

// GET /sites/{siteId}/assets/{name}?hash=&version=: a reference `name#hash` names one exact content
export const getAsset: Handler<SiteContext> = async ({ db, site, params, url }) => {
  const name = params.name ?? '';
  const row = (await db.select().from(assets).where(and(eq(assets.siteId, site.id), eq(assets.name, name))).limit(1))[0];
  if (!row) throw notFound('Asset');
  const hash = url.searchParams.get('hash');
  if (hash !== null && hash !== row.hash) throw notFound('Asset version');
  // Only a hash-addressed request may be cached for ever; a bare name can change.
  return file(row.bytes, row.contentType, hash === null ? 'public, max-age=300' : IMMUTABLE);
};

