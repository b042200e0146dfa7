// The valuation request: an owner's lead, stored, with its two mails queued in the outbox.
import { valuationLeadRequestSchema } from '@/lib/site-api/schemas/leads';
import { leads } from '../db/schema';
import { json, readBody } from '../http';
import { kickMailer } from '../mailer';
import { queueMail } from '../outbox';
import { valuationMails } from '../valuation-mails';
import type { Handler, SiteContext } from './context';

// POST /sites/{siteId}/leads/valuation
export const createValuationLead: Handler<SiteContext> = async (ctx) => {
  const body = await readBody(ctx.request, valuationLeadRequestSchema);
  const mails = valuationMails(ctx.site.data, body);
  const lead = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({ siteId: ctx.site.id, type: 'valuation', estateId: null, rentalUnitId: null, data: body, createdAt: ctx.now })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    for (const mail of mails) await queueMail(tx, ctx.site.id, mail, ctx.now);
    return row;
  });
  if (!lead) throw new Error('lead insert returned nothing');
  kickMailer();
  return json({ id: lead.id, type: 'valuation', createdAt: lead.createdAt.toISOString() }, 201);
};
