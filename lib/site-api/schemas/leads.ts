import { z } from 'zod';
import { statuses } from '@/lib/rules';
import { BELGIAN_POSTAL_CODE, valuationConditions, valuationPropertyTypes, valuationTimings, valuationWishes } from '@/lib/rules/valuation';
import { emailAddress, isoDateTimeSchema, localeSchema, singleLineText } from './common';
import { geoFilterSchema } from './estate-search';
import { leadOriginSchema } from './lead-origin';

/** A submission is about one listing at most: an estate or a rental unit, not both. */
const aboutOneListing = (value: { estateId: number | null; rentalUnitId: number | null }) => value.estateId === null || value.rentalUnitId === null;

const subjectRefs = {
  /** The listing the visitor asks about, if any. */
  estateId: z.number().int().nullable(),
  rentalUnitId: z.number().int().nullable(),
};

// POST /sites/{siteId}/leads/contact (request): the extra-information form
export const contactLeadRequestSchema = z.object({
  firstname: singleLineText(100).min(1),
  lastname: singleLineText(100).min(1),
  email: emailAddress(),
  phone: singleLineText(40).nullable(),
  message: z.string().max(4000).nullable(),
  ...subjectRefs,
  /** Names of the checked checkboxes of the form (only checked ones are sent), e.g. "visit". */
  options: z.array(z.string().max(60)).max(20).default([]),
  /** The privacy checkbox must be checked (document 001, section 5). */
  privacy: z.literal(true),
  locale: localeSchema,
  /** Where the lead came from (docs/site-api.md, "Lead origin"); absent when unknown. */
  origin: leadOriginSchema.optional(),
}).refine(aboutOneListing, { message: 'estateId and rentalUnitId cannot both be set', path: ['rentalUnitId'] });
export type ContactLeadRequest = z.input<typeof contactLeadRequestSchema>;

// POST /sites/{siteId}/leads/send-to-a-friend (request)
export const sendToFriendRequestSchema = z.object({
  senderName: singleLineText(120).min(1),
  senderEmail: emailAddress(),
  friendName: singleLineText(120).nullable(),
  friendEmail: emailAddress(),
  message: z.string().max(2000).nullable(),
  ...subjectRefs,
  /** The page sent to the friend, on the site's own host. */
  url: z.string().url().max(2000),
  locale: localeSchema,
}).refine(aboutOneListing, { message: 'estateId and rentalUnitId cannot both be set', path: ['rentalUnitId'] });
export type SendToFriendRequest = z.input<typeof sendToFriendRequestSchema>;

// POST /sites/{siteId}/leads/valuation (request): an owner asks what their property is worth
export const valuationLeadRequestSchema = z.object({
  street: singleLineText(100).min(1),
  houseNumber: singleLineText(20).min(1),
  postalCode: z.string().regex(BELGIAN_POSTAL_CODE),
  city: singleLineText(100).min(1),
  propertyType: z.enum(valuationPropertyTypes),
  /** Square metres. */
  livingArea: z.number().int().nonnegative().nullable(),
  condition: z.enum(valuationConditions).nullable(),
  bedrooms: z.number().int().nonnegative().nullable(),
  wish: z.enum(valuationWishes),
  timing: z.enum(valuationTimings),
  firstname: singleLineText(100).min(1),
  lastname: singleLineText(100).min(1),
  email: emailAddress(),
  phone: singleLineText(40).min(1),
  message: z.string().max(4000).nullable(),
  privacy: z.literal(true),
  locale: localeSchema,
  /** Where the lead came from (docs/site-api.md, "Lead origin"); absent when unknown. */
  origin: leadOriginSchema.optional(),
});
export type ValuationLeadRequest = z.input<typeof valuationLeadRequestSchema>;

// POST /sites/{siteId}/leads/contact, /leads/send-to-a-friend and /leads/valuation (answer, 201)
export const leadSchema = z.object({
  id: z.number().int(),
  type: z.enum(['contact', 'send-to-a-friend', 'valuation']),
  createdAt: isoDateTimeSchema,
});
export type Lead = z.infer<typeof leadSchema>;

/** What a subscriber wants to hear about; empty lists mean "any". */
export const subscriptionCriteriaSchema = z.object({
  statuses: z.array(z.enum(statuses)).max(6).default([]),
  /** Head type ids. */
  types: z.array(z.number().int()).max(20).default([]),
  /** City ids. */
  cities: z.array(z.number().int()).max(50).default([]),
  priceMin: z.number().nonnegative().nullable().default(null),
  priceMax: z.number().nonnegative().nullable().default(null),
  bedroomsMin: z.number().int().nonnegative().nullable().default(null),
  /** Our extension, optional: only listings located in this drawn area; the search's `filter.geo` shape. */
  area: geoFilterSchema.nullish(),
});
export type SubscriptionCriteria = z.infer<typeof subscriptionCriteriaSchema>;

// POST /sites/{siteId}/subscriptions (request)
export const subscriptionRequestSchema = z.object({
  email: emailAddress(),
  firstname: singleLineText(100).nullable().default(null),
  lastname: singleLineText(100).nullable().default(null),
  locale: localeSchema,
  criteria: subscriptionCriteriaSchema,
  privacy: z.literal(true),
  /** Where the lead came from (docs/site-api.md, "Lead origin"); absent when unknown. */
  origin: leadOriginSchema.optional(),
});
export type SubscriptionRequest = z.input<typeof subscriptionRequestSchema>;

/**
 * POST /sites/{siteId}/subscriptions (answer, 201). The token is not in it: it reaches the
 * subscriber only by e-mail, so holding the link proves access to the mailbox.
 */
export const subscriptionReceiptSchema = z.object({
  email: z.string(),
  locale: localeSchema,
  createdAt: isoDateTimeSchema,
  /** Answered 200 instead of 201: this address already followed this search; nothing was added. */
  alreadySubscribed: z.boolean().optional(),
});

/** The most listings one price watch follows: far more favourites than a visitor keeps. */
export const MAX_WATCHED_ESTATES = 100;

/**
 * POST /sites/{siteId}/subscriptions/price-drops (request): an optional extension of the contract.
 * The visitor's favourites live in their browser only; with this call they ask to be mailed when the price
 * of these listings drops. An API without the call answers 404 or 405, and the website says the agency
 * does not offer it. The answer is a `subscriptionReceiptSchema`, and the links again travel by mail only.
 */
export const priceWatchRequestSchema = z.object({
  email: emailAddress(),
  locale: localeSchema,
  estateIds: z.array(z.number().int().positive()).min(1).max(MAX_WATCHED_ESTATES),
  privacy: z.literal(true),
});
export type PriceWatchRequest = z.input<typeof priceWatchRequestSchema>;

// PUT /sites/{siteId}/subscriptions/{token} (request)
export const subscriptionUpdateSchema = z.object({
  locale: localeSchema.optional(),
  criteria: subscriptionCriteriaSchema.optional(),
});
export type SubscriptionUpdate = z.input<typeof subscriptionUpdateSchema>;

// GET and PUT /sites/{siteId}/subscriptions/{token} (answer); DELETE answers 204
export const subscriptionSchema = z.object({
  token: z.string().regex(/^[0-9a-f]{32}$/),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  locale: localeSchema,
  criteria: subscriptionCriteriaSchema,
  /** A price watch's listings (`POST …/subscriptions/price-drops`); absent or null for a search. */
  estateIds: z.array(z.number().int()).nullable().optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;
