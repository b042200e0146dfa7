import { z } from 'zod';
import { isoDateTimeSchema, localeSchema, localizedSchema } from './common';
import { lenientArray } from './lenient';

/** Internal routes a menu item can point at; the web maps each to its localised path. */
export const routeKeys = ['home', 'estates', 'holiday', 'favorites', 'subscribe', 'privacy', 'terms'] as const;

const menuLinkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('route'), route: z.enum(routeKeys) }),
  /** A CMS page; `url` is the page's path in the requested language, without the locale prefix. */
  z.object({ type: z.literal('page'), pageId: z.number().int(), url: z.string() }),
  z.object({ type: z.literal('external'), url: z.string().url() }),
]);

export type MenuItem = {
  id: number;
  title: string;
  link: z.infer<typeof menuLinkSchema>;
  children: MenuItem[];
};

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({ id: z.number().int(), title: z.string(), link: menuLinkSchema, children: lenientArray(menuItemSchema, 'menu item') }),
);

export const navigationTypes = ['header', 'footer'] as const;

// GET /sites/{siteId}/navigation/{type}[/{id}] (titles in the request's language)
export const navigationSchema = z.object({
  id: z.number().int(),
  type: z.enum(navigationTypes),
  items: lenientArray(menuItemSchema, 'menu item'),
});
export type Navigation = z.infer<typeof navigationSchema>;

// GET /sites/{siteId}/pages/ (the list, in the request's language)
export const pageSummarySchema = z.object({ id: z.number().int(), url: z.string(), title: z.string() });

// GET /sites/{siteId}/pages/by-url/{url}, GET /sites/{siteId}/pages/{id}
export const pageSchema = z.object({
  id: z.number().int(),
  /** Path in the requested language, e.g. `over-ons`. */
  url: z.string(),
  /** Path in every language, for alternates and the language switcher. */
  urls: localizedSchema,
  title: z.string(),
  description: z.string().nullable(),
  /** Rich text (HTML) from the CMS: sanitised before rendering. */
  body: z.string(),
  image: z.string().nullable(),
  updatedAt: isoDateTimeSchema,
});
export type Page = z.infer<typeof pageSchema>;

// GET /sites/{siteId}/entities
export const entityListSchema = z.array(z.object({ name: z.string(), label: z.string(), count: z.number().int() }));

// GET /sites/{siteId}/entities/{entity}/items
export const entityItemsSchema = z.array(
  z.object({ id: z.number().int() }).catchall(z.union([z.string(), z.number(), z.boolean(), z.null()])),
);

// GET /sites/{siteId}/agreements?locale=
export const agreementSchema = z.object({
  id: z.number().int(),
  type: z.enum(['privacy', 'terms']),
  locale: localeSchema,
  title: z.string(),
  body: z.string(),
  version: z.string(),
  updatedAt: isoDateTimeSchema,
});
export const agreementsSchema = z.array(agreementSchema);
export type Agreement = z.infer<typeof agreementSchema>;

// GET /translations/{locale}: flat "Namespace.key" -> text overrides for the site in X-SITE
export const translationsSchema = z.record(z.string(), z.string());

// GET /sites/{siteId}/estate-pages/{estateId}/{locale}: the page config of document 001
export const estatePageSchema = z.object({
  estateId: z.number().int(),
  locale: localeSchema,
  account: z.object({ id: z.number().int() }),
});
