// The valuation request: an owner's lead, stored, with its two mails queued in the outbox.
import { valuationLeadRequestSchema } from '@/lib/site-api/schemas/leads';
import { readBody } from '../http';
import { valuationMails } from '../valuation-mails';
import type { Handler, SiteContext } from './context';
import { storeLead } from './store-lead';

// POST /sites/{siteId}/leads/valuation
export const createValuationLead: Handler<SiteContext> = async (ctx) => {
  const body = await readBody(ctx.request, valuationLeadRequestSchema);
  const mails = valuationMails(ctx.site.data, body);
  return storeLead(ctx, { type: 'valuation', estateId: null, rentalUnitId: null, data: body }, mails);
};
