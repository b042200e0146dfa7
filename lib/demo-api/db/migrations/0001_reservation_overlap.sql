-- Two confirmed reservations of one rental unit never overlap, whatever the application does.
-- drizzle-kit cannot express exclusion constraints, hence this hand-written migration.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "rental_reservations" ADD CONSTRAINT "rental_reservations_no_overlap"
  EXCLUDE USING gist ("unit_id" WITH =, daterange("start_date", "end_date") WITH &&)
  WHERE ("status" = 'CONFIRMED');
