// Demo-only calls: edits as an agency's back office would make them (a listing, the site's hostnames), so
// that the website's revalidation (POST /api/revalidate) can be seen at work. Not part of the site-API contract.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { statusOfTransaction } from '@/lib/spec';
import type { HistoryEntry } from '@/lib/site-api/schemas';
import { estates, sites } from '../db/schema';
import { idParam, json, notFound, readBody } from '../http';
import { kickMailer } from '../mailer';
import type { Handler, SiteContext } from './context';
import { queuePriceDropAlerts } from './publish';
import { normaliseHostname } from './sites';

const editBodySchema = z
  .object({
    /** New asking price (euro). */
    price: z.number().positive().max(1e9).optional(),
    /** New title in some or all languages. */
    title: z.object({ nl: z.string(), fr: z.string(), en: z.string(), de: z.string() }).partial().optional(),
  })
  .strict();

// PUT /sites/{siteId}/demo/estates/{id}: `{ price?, title? }` → the estate's id, price, title and alerts.
// A new price adds to the estate's history; a lower one mails the subscribers whose search it matches.
export const editDemoEstate: Handler<SiteContext> = async (ctx) => {
  const id = idParam(ctx.params.id, 'Estate');
  const body = await readBody(ctx.request, editBodySchema);
  const result = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(estates)
      .where(and(eq(estates.siteId, ctx.site.id), eq(estates.id, id)))
      .limit(1);
    const row = rows[0];
    if (!row) throw notFound('Estate');

    const price = body.price ?? row.price;
    const changed = body.price !== undefined && body.price !== row.price;
    const history: HistoryEntry[] = [...(row.doc.history ?? [])];
    if (changed) {
      const status = statusOfTransaction(row.transactionId) ?? 'FOR_SALE';
      // A listing without a history yet starts it with the price it had.
      if (history.length === 0) history.push({ date: row.publicationDate.toISOString(), price: row.price, status });
      history.push({ date: ctx.now.toISOString(), price, status });
    }
    const edit = <G extends { title: typeof row.doc.general.title; price: typeof row.doc.general.price }>(general: G): G => ({
      ...general,
      title: { ...general.title, ...body.title },
      price: { ...general.price, value: price },
    });
    const withHistory = history.length > 0 ? { history } : {};
    const summary = { ...row.summary, general: edit(row.summary.general), ...withHistory };
    const financial = row.doc.fields.financial && changed ? { ...row.doc.fields.financial, price } : row.doc.fields.financial;
    const doc = { ...row.doc, general: edit(row.doc.general), fields: { ...row.doc.fields, ...(financial ? { financial } : {}) }, ...withHistory };
    await tx.update(estates).set({ price, summary, doc }).where(and(eq(estates.siteId, ctx.site.id), eq(estates.id, id)));
    const alerts = changed && row.price !== null ? await queuePriceDropAlerts(tx, ctx, { ...row, price, summary, doc }, row.price) : 0;
    return { id, price, title: doc.general.title, alerts };
  });
  if (result.alerts > 0) kickMailer();
  return json(result);
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
