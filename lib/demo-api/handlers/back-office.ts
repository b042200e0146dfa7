// Demo-only calls: edits as an agency's back office would make them (a listing, the site's hostnames), so
// that the website's revalidation (POST /api/revalidate) can be seen at work. Not part of the site-API contract.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { estates, sites } from '../db/schema';
import { idParam, json, notFound, readBody } from '../http';
import type { Handler, SiteContext } from './context';
import { normaliseHostname } from './sites';

const editBodySchema = z
  .object({
    /** New asking price (euro). */
    price: z.number().positive().max(1e9).optional(),
    /** New title in some or all languages. */
    title: z.object({ nl: z.string(), fr: z.string(), en: z.string(), de: z.string() }).partial().optional(),
  })
  .strict();

// PUT /sites/{siteId}/demo/estates/{id}: `{ price?, title? }` → the estate's id, price and title
export const editDemoEstate: Handler<SiteContext> = async (ctx) => {
  const id = idParam(ctx.params.id, 'Estate');
  const body = await readBody(ctx.request, editBodySchema);
  const rows = await ctx.db
    .select({ price: estates.price, summary: estates.summary, doc: estates.doc })
    .from(estates)
    .where(and(eq(estates.siteId, ctx.site.id), eq(estates.id, id)))
    .limit(1);
  const row = rows[0];
  if (!row) throw notFound('Estate');

  const price = body.price ?? row.price;
  const edit = <G extends { title: typeof row.doc.general.title; price: typeof row.doc.general.price }>(general: G): G => ({
    ...general,
    title: { ...general.title, ...body.title },
    price: { ...general.price, value: price },
  });
  const summary = { ...row.summary, general: edit(row.summary.general) };
  const doc = { ...row.doc, general: edit(row.doc.general) };
  await ctx.db.update(estates).set({ price, summary, doc }).where(and(eq(estates.siteId, ctx.site.id), eq(estates.id, id)));
  return json({ id, price, title: doc.general.title });
};

const hostnamesBodySchema = z
  .object({ hostnames: z.array(z.string().regex(/^[a-z0-9.-]{1,253}$/i)).min(1).max(20) })
  .strict();

// PUT /sites/{siteId}/demo/hostnames: `{ hostnames }` → the site's hostnames, as the agency's domains change
export const editDemoHostnames: Handler<SiteContext> = async (ctx) => {
  const body = await readBody(ctx.request, hostnamesBodySchema);
  const hostnames = [...new Set(body.hostnames.map(normaliseHostname))];
  await ctx.db.update(sites).set({ hostnames }).where(eq(sites.id, ctx.site.id));
  return json({ id: ctx.site.id, hostnames });
};
