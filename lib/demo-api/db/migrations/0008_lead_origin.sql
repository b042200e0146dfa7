ALTER TABLE "appointments" ADD COLUMN "origin" jsonb;--> statement-breakpoint
ALTER TABLE "rental_reservations" ADD COLUMN "origin" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "origin" jsonb;