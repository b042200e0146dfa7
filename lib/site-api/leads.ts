import 'server-only';
import {
  contactLeadRequestSchema,
  leadSchema,
  sendToFriendRequestSchema,
  valuationLeadRequestSchema,
  type ContactLeadRequest,
  type Lead,
  type SendToFriendRequest,
  type ValuationLeadRequest,
} from './schemas';
import { expectContent, siteApi, type SiteContext } from './client';

// POST /sites/{siteId}/leads/contact
export async function createContactLead(ctx: SiteContext, request: ContactLeadRequest): Promise<Lead> {
  const path = `/sites/${ctx.siteId}/leads/contact`;
  const lead = await siteApi().post(path, { siteId: ctx.siteId, body: request, bodySchema: contactLeadRequestSchema, schema: leadSchema });
  return expectContent(lead, 'POST', path);
}

// POST /sites/{siteId}/leads/send-to-a-friend
export async function createSendToFriendLead(ctx: SiteContext, request: SendToFriendRequest): Promise<Lead> {
  const path = `/sites/${ctx.siteId}/leads/send-to-a-friend`;
  const lead = await siteApi().post(path, { siteId: ctx.siteId, body: request, bodySchema: sendToFriendRequestSchema, schema: leadSchema });
  return expectContent(lead, 'POST', path);
}

// POST /sites/{siteId}/leads/valuation
export async function createValuationLead(ctx: SiteContext, request: ValuationLeadRequest): Promise<Lead> {
  const path = `/sites/${ctx.siteId}/leads/valuation`;
  const lead = await siteApi().post(path, { siteId: ctx.siteId, body: request, bodySchema: valuationLeadRequestSchema, schema: leadSchema });
  return expectContent(lead, 'POST', path);
}
