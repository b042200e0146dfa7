/** What visitors send: leads, subscriptions and their tokens, and the mails waiting to go out. */
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { LeadOrigin } from '@/lib/site-api/schemas/lead-origin';
import type { SubscriptionCriteria } from '@/lib/site-api/schemas/leads';
import { locales } from '@/lib/rules';
import { leadTypes, mailKinds, oneOf, timestamptz, type MailKind } from './common';
import { sites } from './site';
import { estates } from './estates';
import { rentalUnits } from './rentals';

/** Visitor submissions: contact requests and send-to-a-friend. */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    type: text('type').$type<(typeof leadTypes)[number]>().notNull(),
    estateId: integer('estate_id').references(() => estates.id, { onDelete: 'set null' }),
    rentalUnitId: integer('rental_unit_id').references(() => rentalUnits.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('leads_site_idx').on(t.siteId), check('leads_type_check', oneOf(t.type, leadTypes))],
);

/** E-mails waiting to be sent by a mailer (SMTP when configured). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MailKind>().notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The plain-text part. */
    body: text('body').notNull(),
    /** The HTML part, when the mail has one. */
    html: text('html'),
    /** Who answers: the visitor's address on a lead, so the agency's reply goes to the visitor. */
    replyTo: text('reply_to'),
    /** The name the mail comes from (the agency's); the address stays MAIL_FROM's. */
    fromName: text('from_name'),
    createdAt: timestamptz('created_at').notNull(),
    sentAt: timestamptz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time: the back-off after a failed attempt. Null: at once. */
    nextAttemptAt: timestamptz('next_attempt_at'),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_unsent_idx').on(t.sentAt), check('outbox_kind_check', oneOf(t.kind, mailKinds))],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    locale: text('locale').notNull(),
    criteria: jsonb('criteria').$type<SubscriptionCriteria>().notNull(),
    /**
     * A price watch: the listings a visitor kept as favourites and asked to hear about when their
     * price drops. Null: a "keep me informed" search, which `criteria` describes.
     */
    estateIds: integer('estate_ids').array(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
    /** Where the subscriber first came from (docs/site-api.md, "Lead origin"); null when the website sent none. */
    origin: jsonb('origin').$type<LeadOrigin>(),
  },
  (t) => [index('subscriptions_site_idx').on(t.siteId), check('subscriptions_locale_check', oneOf(t.locale, locales))],
);

/**
 * The edit and unsubscribe links' tokens (128 bits, random) as SHA-256 hex: every mail that carries a link
 * gets a new token of its own (a dump of the database holds no working link), and each keeps working.
 */
export const subscriptionTokens = pgTable(
  'subscription_tokens',
  {
    hash: text('hash').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('subscription_tokens_subscription_idx').on(t.subscriptionId)],
);
