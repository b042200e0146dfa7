// A visitor's lead, stored with the mails it sends queued in the same transaction, answered as the
// contract's created lead.
import { leads, type leadTypes } from '../db/schema';
import { json } from '../http';
import { kickMailer } from '../mailer';
import { queueMail, type QueuedMail } from '../outbox';
import type { SiteContext } from './context';

type Lead = { type: (typeof leadTypes)[number]; estateId: number | null; rentalUnitId: number | null; data: Record<string, unknown> };

/** Stores the lead and queues its mails at once, wakes the mailer, and answers 201 with the lead. */
export async function storeLead(ctx: SiteContext, { type, estateId, rentalUnitId, data }: Lead, mails: readonly QueuedMail[]): Promise<Response> {
  const lead = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({ siteId: ctx.site.id, type, estateId, rentalUnitId, data, createdAt: ctx.now })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    for (const mail of mails) await queueMail(tx, ctx.site.id, mail, ctx.now);
    return row;
  });
  if (!lead) throw new Error('lead insert returned nothing');
  kickMailer();
  return json({ id: lead.id, type, createdAt: lead.createdAt.toISOString() }, 201);
}
