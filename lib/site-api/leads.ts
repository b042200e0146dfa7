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
import { writeExpectingContent, type SiteContext } from './client';

// POST /sites/{siteId}/leads/contact
export function createContactLead(ctx: SiteContext, request: ContactLeadRequest): Promise<Lead> {
  return writeExpectingContent('POST', `/sites/${ctx.siteId}/leads/contact`, { siteId: ctx.siteId, body: request, bodySchema: contactLeadRequestSchema, schema: leadSchema });
}

// POST /sites/{siteId}/leads/send-to-a-friend
export function createSendToFriendLead(ctx: SiteContext, request: SendToFriendRequest): Promise<Lead> {
  return writeExpectingContent('POST', `/sites/${ctx.siteId}/leads/send-to-a-friend`, { siteId: ctx.siteId, body: request, bodySchema: sendToFriendRequestSchema, schema: leadSchema });
}

// POST /sites/{siteId}/leads/valuation
export function createValuationLead(ctx: SiteContext, request: ValuationLeadRequest): Promise<Lead> {
  return writeExpectingContent('POST', `/sites/${ctx.siteId}/leads/valuation`, { siteId: ctx.siteId, body: request, bodySchema: valuationLeadRequestSchema, schema: leadSchema });
}
