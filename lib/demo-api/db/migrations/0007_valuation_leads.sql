ALTER TABLE "leads" DROP CONSTRAINT "leads_type_check";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_type_check" CHECK ("leads"."type" in ('contact', 'send-to-a-friend', 'valuation'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('contact', 'contact-confirmation', 'send-to-a-friend', 'subscription', 'appointment', 'appointment-agency', 'appointment-cancelled', 'appointment-cancelled-agency', 'reservation', 'reservation-request', 'alert', 'valuation', 'valuation-confirmation'));
