// Demo-only calls: edits as an agency's back office would make them (a listing, the site's hostnames), so
// that the website's revalidation (POST /api/revalidate) can be seen at work. Not part of the site-API contract.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { statusOfTransaction } from '@/lib/rules';
import type { HistoryEntry } from '@/lib/site-api/schemas';
import { estates, sites } from '../db/schema';
import { ApiError, idParam, json, notFound, readBody } from '../http';
import { kickMailer } from '../mailer';
import type { Handler, SiteContext } from './context';
import { queuePriceDropAlerts } from './publish';
import { normaliseHostname } from './sites';

/** The status changes a back office makes to a listing: under option, then sold or rented. */
export const statusChanges = ['OPTION', 'SOLD', 'RENTED'] as const;
type StatusChange = (typeof statusChanges)[number];

const editBodySchema = z
  .object({
    /** New asking price (euro). */
    price: z.number().positive().max(1e9).optional(),
    /** New title in some or all languages. */
    title: z.object({ nl: z.string(), fr: z.string(), en: z.string(), de: z.string() }).partial().optional(),
    /** A new status: the transaction id follows from the listing's side (sale, rent, take-over). */
    status: z.enum(statusChanges).optional(),
  })
  .strict();

/**
 * The transaction a status change gives a listing of this transaction: a sale goes under option (10) and is
 * sold (5); a rent goes under option (4) and is rented (6); a take-over is taken over (7). Anything else
 * (a sold listing under option again, a rent sold) is no change a back office makes: undefined.
 */
export function transactionAfter(transactionId: number, change: StatusChange): number | undefined {
  const sale = [1, 10].includes(transactionId);
  const rent = [2, 4, 8].includes(transactionId);
  if (change === 'OPTION') return sale ? 10 : rent ? 4 : undefined;
  if (change === 'SOLD') return sale ? 5 : transactionId === 3 ? 7 : undefined;
  return rent ? 6 : undefined;
}

// PUT /sites/{siteId}/demo/estates/{id}: `{ price?, title?, status? }` → the estate's id, price, status, title
// and alerts. A new price or status adds to the estate's history; a lower price mails who asked about it.
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

    const transactionId = body.status ? transactionAfter(row.transactionId, body.status) : row.transactionId;
    if (transactionId === undefined) {
      throw new ApiError(422, 'VALIDATION_FAILED', `A listing of transaction ${row.transactionId} cannot become ${body.status}`, { fields: { status: 'Not a change of this listing' } });
    }
    const price = body.price ?? row.price;
    const priceChanged = body.price !== undefined && body.price !== row.price;
    const statusChanged = transactionId !== row.transactionId;
    const history: HistoryEntry[] = [...(row.doc.history ?? [])];
    if (priceChanged || statusChanged) {
      const entryOf = (date: Date, entryPrice: number | null, transaction: number): HistoryEntry => ({
        date: date.toISOString(),
        price: entryPrice,
        status: statusOfTransaction(transaction) ?? 'FOR_SALE',
        transactionId: transaction,
      });
      // A listing without a history yet starts it with the price and status it had.
      if (history.length === 0) history.push(entryOf(row.publicationDate, row.price, row.transactionId));
      history.push(entryOf(ctx.now, price, transactionId));
    }
    const edit = <G extends { title: typeof row.doc.general.title; price: typeof row.doc.general.price; transaction: { id: number } }>(general: G): G => ({
      ...general,
      title: { ...general.title, ...body.title },
      price: { ...general.price, value: price },
      transaction: { ...general.transaction, id: transactionId },
    });
    const withHistory = history.length > 0 ? { history } : {};
    const summary = { ...row.summary, general: edit(row.summary.general), ...withHistory };
    const financial = row.doc.fields.financial && priceChanged ? { ...row.doc.fields.financial, price } : row.doc.fields.financial;
    const doc = { ...row.doc, general: edit(row.doc.general), fields: { ...row.doc.fields, ...(financial ? { financial } : {}) }, ...withHistory };
    await tx.update(estates).set({ price, transactionId, summary, doc }).where(and(eq(estates.siteId, ctx.site.id), eq(estates.id, id)));
    const updated = { ...row, price, transactionId, summary, doc };
    const alerts = priceChanged && row.price !== null ? await queuePriceDropAlerts(tx, ctx, updated, row.price) : 0;
    return { id, price, status: statusOfTransaction(transactionId) ?? null, transactionId, title: doc.general.title, alerts };
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
