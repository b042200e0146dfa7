ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('contact', 'contact-confirmation', 'send-to-a-friend', 'subscription', 'appointment', 'appointment-agency', 'appointment-cancelled', 'appointment-cancelled-agency', 'reservation', 'reservation-request', 'alert'));--> statement-breakpoint
-- A stay request holds its period until the agency answers: requested and confirmed stays never overlap.
ALTER TABLE "rental_reservations" DROP CONSTRAINT "rental_reservations_no_overlap";--> statement-breakpoint
ALTER TABLE "rental_reservations" ADD CONSTRAINT "rental_reservations_no_overlap"
  EXCLUDE USING gist ("unit_id" WITH =, daterange("start_date", "end_date") WITH &&)
  WHERE ("status" <> 'REFUSED');
