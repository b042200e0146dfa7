import 'server-only';
import { z } from 'zod';
import { defaultLocale, type Locale } from '@/lib/rules';
import { SiteApiError } from './errors';
import {
  agreementsSchema,
  entityItemsSchema,
  entityListSchema,
  estatePageSchema,
  navigationSchema,
  pageSchema,
  pageSummarySchema,
  translationsSchema,
  type Agreement,
  type Navigation,
  type Page,
  type navigationTypes,
} from './schemas';
import { nullIfNotFound, siteApi, type SiteContext } from './client';
import { cacheTags, revalidateSeconds, type CacheResource } from './cache-tags';

export type NavigationType = (typeof navigationTypes)[number];
export type PageSummary = z.infer<typeof pageSummarySchema>;
export type EntitySummary = z.infer<typeof entityListSchema>[number];
export type EntityItem = z.infer<typeof entityItemsSchema>[number];
export type EstatePage = z.infer<typeof estatePageSchema>;
export type Translations = z.infer<typeof translationsSchema>;
export type AssetReference = { name: string; hash: string };

const pageListSchema = z.array(pageSummarySchema);

function contentCache(ctx: SiteContext, resource: CacheResource, id?: string | number) {
  return { revalidate: revalidateSeconds.content, tags: cacheTags(ctx.siteId, resource, id) };
}

function base(ctx: SiteContext) {
  return { siteId: ctx.siteId, locale: ctx.locale };
}

// GET /sites/{siteId}/navigation/{type}; null when the site has no such menu
export function getNavigation(ctx: SiteContext, type: NavigationType): Promise<Navigation | null> {
  return nullIfNotFound(
    siteApi().get(`/sites/${ctx.siteId}/navigation/${type}`, {
      ...base(ctx),
      schema: navigationSchema,
      cache: contentCache(ctx, 'navigation', type),
    }),
  );
}

// GET /sites/{siteId}/navigation/{type}/{id}
export function getNavigationById(ctx: SiteContext, type: NavigationType, id: number): Promise<Navigation | null> {
  return nullIfNotFound(
    siteApi().get(`/sites/${ctx.siteId}/navigation/${type}/${id}`, {
      ...base(ctx),
      schema: navigationSchema,
      cache: contentCache(ctx, 'navigation', `${type}-${id}`),
    }),
  );
}

// GET /sites/{siteId}/pages/
export async function listPages(ctx: SiteContext): Promise<PageSummary[]> {
  const pages = await siteApi().get(`/sites/${ctx.siteId}/pages/`, {
    ...base(ctx),
    schema: pageListSchema,
    cache: contentCache(ctx, 'pages'),
  });
  return pages ?? [];
}

// GET /sites/{siteId}/pages/by-url/{url}
export function getPageByUrl(ctx: SiteContext, url: string): Promise<Page | null> {
  // A catch-all route hands over `a/b/`; the API knows pages by `a/b`. The slashes travel encoded.
  const path = url.replace(/^\/+|\/+$/g, '');
  return nullIfNotFound(
    siteApi().get(`/sites/${ctx.siteId}/pages/by-url/${encodeURIComponent(path)}`, {
      ...base(ctx),
      schema: pageSchema,
      cache: contentCache(ctx, 'pages'),
    }),
  );
}

// GET /sites/{siteId}/pages/{id}
export function getPage(ctx: SiteContext, id: number): Promise<Page | null> {
  return nullIfNotFound(
    siteApi().get(`/sites/${ctx.siteId}/pages/${id}`, {
      ...base(ctx),
      schema: pageSchema,
      cache: contentCache(ctx, 'page', id),
    }),
  );
}

// GET /sites/{siteId}/pages/{id} for each id, in parallel; pages that do not exist are left out
export async function getPages(ctx: SiteContext, ids: readonly number[]): Promise<Page[]> {
  const pages = await Promise.all(ids.map((id) => getPage(ctx, id)));
  return pages.filter((page): page is Page => page !== null);
}

// GET /sites/{siteId}/entities
export async function listEntities(ctx: SiteContext): Promise<EntitySummary[]> {
  const entities = await siteApi().get(`/sites/${ctx.siteId}/entities`, {
    ...base(ctx),
    schema: entityListSchema,
    cache: contentCache(ctx, 'entities'),
  });
  return entities ?? [];
}

// GET /sites/{siteId}/entities/{entity}/items; null when the site has no such entity list
export async function listEntityItems(ctx: SiteContext, entity: string): Promise<EntityItem[] | null> {
  const items = await nullIfNotFound(
    siteApi().get(`/sites/${ctx.siteId}/entities/${encodeURIComponent(entity)}/items`, {
      ...base(ctx),
      schema: entityItemsSchema,
      cache: contentCache(ctx, 'entities', entity),
    }),
  );
  return items === null ? null : (items ?? []);
}

// GET /sites/{siteId}/agreements?locale={locale}
export async function getAgreements(ctx: SiteContext): Promise<Agreement[]> {
  const agreements = await siteApi().get(`/sites/${ctx.siteId}/agreements`, {
    ...base(ctx),
    query: { locale: ctx.locale },
    schema: agreementsSchema,
    cache: contentCache(ctx, 'agreements'),
  });
  return agreements ?? [];
}

// GET /sites/{siteId}/estate-pages/{estateId}/{locale}; null for an unknown estate
export async function getEstatePage(
  ctx: SiteContext,
  estateId: number,
  locale: Locale = ctx.locale ?? defaultLocale,
): Promise<EstatePage | null> {
  return nullIfNotFound(
    siteApi().get(`/sites/${ctx.siteId}/estate-pages/${estateId}/${locale}`, {
      ...base(ctx),
      schema: estatePageSchema,
      cache: contentCache(ctx, 'estate-page', estateId),
    }),
  );
}

// GET /translations/{locale}: the site's overrides of UI text (the site travels in X-SITE)
export async function getSiteTranslations(ctx: SiteContext): Promise<Translations> {
  const locale = ctx.locale ?? defaultLocale;
  const translations = await siteApi().get(`/translations/${locale}`, {
    ...base(ctx),
    schema: translationsSchema,
    cache: contentCache(ctx, 'translations', locale),
  });
  return translations ?? {};
}

const assetNamePattern = /^[A-Za-z0-9._-]+$/;
const assetHashPattern = /^[A-Za-z0-9]+$/;

/** Splits an asset reference `name#hash`; anything else is refused before a call is made (`invalid-request`). */
export function parseAssetReference(reference: string): AssetReference {
  const parts = reference.split('#');
  const [name, hash] = parts;
  const valid =
    parts.length === 2 &&
    name !== undefined &&
    hash !== undefined &&
    assetNamePattern.test(name) &&
    // `.` and `..` would climb out of /assets/ once the URL is normalised.
    name !== '.' &&
    name !== '..' &&
    assetHashPattern.test(hash);
  if (!valid) {
    const reason = `invalid asset reference ${JSON.stringify(reference)}: expected "name#hash"`;
    throw new SiteApiError({ kind: 'invalid-request', method: 'GET', url: '/assets', reason });
  }
  return { name, hash };
}

// GET /sites/{siteId}/assets/{name}?hash={hash}&version={version}: the file itself; null when unknown
export async function getAsset(ctx: SiteContext, reference: string, version: number): Promise<Response | null> {
  const { name, hash } = parseAssetReference(reference);
  return nullIfNotFound(
    siteApi().get(`/sites/${ctx.siteId}/assets/${encodeURIComponent(name)}`, {
      siteId: ctx.siteId,
      query: { hash, version },
      raw: true,
      cache: { revalidate: revalidateSeconds.immutable, tags: cacheTags(ctx.siteId, 'assets', name) },
    }),
  );
}
