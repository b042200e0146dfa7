CREATE TABLE "subscription_tokens" (
	"hash" text PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agenda_slots" DROP CONSTRAINT "agenda_slots_agenda_id_agendas_id_fk";
--> statement-breakpoint
ALTER TABLE "agendas" DROP CONSTRAINT "agendas_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "agreements" DROP CONSTRAINT "agreements_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_agenda_id_agendas_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_slot_id_agenda_slots_id_fk";
--> statement-breakpoint
ALTER TABLE "assets" DROP CONSTRAINT "assets_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "entity_items" DROP CONSTRAINT "entity_items_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "estate_collections" DROP CONSTRAINT "estate_collections_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "estates" DROP CONSTRAINT "estates_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "estates" DROP CONSTRAINT "estates_city_id_cities_id_fk";
--> statement-breakpoint
ALTER TABLE "estates" DROP CONSTRAINT "estates_agenda_id_agendas_id_fk";
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "navigations" DROP CONSTRAINT "navigations_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "pages" DROP CONSTRAINT "pages_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "rental_periods" DROP CONSTRAINT "rental_periods_unit_id_rental_units_id_fk";
--> statement-breakpoint
ALTER TABLE "rental_photos" DROP CONSTRAINT "rental_photos_unit_id_rental_units_id_fk";
--> statement-breakpoint
ALTER TABLE "rental_reservations" DROP CONSTRAINT "rental_reservations_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "rental_reservations" DROP CONSTRAINT "rental_reservations_unit_id_rental_units_id_fk";
--> statement-breakpoint
ALTER TABLE "rental_reservations" DROP CONSTRAINT "rental_reservations_period_id_rental_periods_id_fk";
--> statement-breakpoint
ALTER TABLE "rental_units" DROP CONSTRAINT "rental_units_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "rental_units" DROP CONSTRAINT "rental_units_city_id_cities_id_fk";
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "translations" DROP CONSTRAINT "translations_site_id_sites_id_fk";
--> statement-breakpoint
DROP INDEX "subscriptions_token_idx";--> statement-breakpoint
ALTER TABLE "estates" ALTER COLUMN "price" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "rental_periods" ALTER COLUMN "price" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "subscription_tokens" ADD CONSTRAINT "subscription_tokens_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_tokens_subscription_idx" ON "subscription_tokens" USING btree ("subscription_id");--> statement-breakpoint
ALTER TABLE "agenda_slots" ADD CONSTRAINT "agenda_slots_agenda_id_agendas_id_fk" FOREIGN KEY ("agenda_id") REFERENCES "public"."agendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendas" ADD CONSTRAINT "agendas_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_agenda_id_agendas_id_fk" FOREIGN KEY ("agenda_id") REFERENCES "public"."agendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_slot_id_agenda_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."agenda_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_items" ADD CONSTRAINT "entity_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_collections" ADD CONSTRAINT "estate_collections_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_agenda_id_agendas_id_fk" FOREIGN KEY ("agenda_id") REFERENCES "public"."agendas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_rental_unit_id_rental_units_id_fk" FOREIGN KEY ("rental_unit_id") REFERENCES "public"."rental_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigations" ADD CONSTRAINT "navigations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_periods" ADD CONSTRAINT "rental_periods_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_photos" ADD CONSTRAINT "rental_photos_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_reservations" ADD CONSTRAINT "rental_reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_reservations" ADD CONSTRAINT "rental_reservations_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_reservations" ADD CONSTRAINT "rental_reservations_period_id_rental_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."rental_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agendas_estate_idx" ON "agendas" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "rental_reservations_period_idx" ON "rental_reservations" USING btree ("period_id");--> statement-breakpoint
-- Hand-written: tokens already handed out keep working, and the database keeps only their SHA-256.
INSERT INTO "subscription_tokens" ("hash", "subscription_id", "created_at") SELECT encode(sha256(convert_to("token", 'UTF8')), 'hex'), "id", "created_at" FROM "subscriptions";--> statement-breakpoint
UPDATE "appointments" SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "agenda_slots" ADD CONSTRAINT "agenda_slots_times_check" CHECK ("agenda_slots"."end" > "agenda_slots"."start");--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_type_check" CHECK ("agreements"."type" in ('privacy', 'terms'));--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_locale_check" CHECK ("agreements"."locale" in ('nl', 'fr', 'en', 'de'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_locale_check" CHECK ("appointments"."locale" in ('nl', 'fr', 'en', 'de'));--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_transaction_check" CHECK ("estates"."transaction_id" in (1, 2, 3, 4, 5, 6, 7, 8, 10));--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_head_type_check" CHECK ("estates"."head_type_id" in (1, 2, 3, 4, 5, 6, 7, 9, 10));--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_epc_label_check" CHECK ("estates"."epc_label" in ('A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'));--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_price_check" CHECK ("estates"."price" >= 0);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_type_check" CHECK ("leads"."type" in ('contact', 'send-to-a-friend'));--> statement-breakpoint
ALTER TABLE "navigations" ADD CONSTRAINT "navigations_type_check" CHECK ("navigations"."type" in ('header', 'footer'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('contact', 'send-to-a-friend', 'subscription', 'appointment', 'alert'));--> statement-breakpoint
ALTER TABLE "rental_periods" ADD CONSTRAINT "rental_periods_type_check" CHECK ("rental_periods"."type" in ('WEEK', 'WEEKEND', 'MIDWEEK', 'LONG_WEEKEND'));--> statement-breakpoint
ALTER TABLE "rental_periods" ADD CONSTRAINT "rental_periods_status_check" CHECK ("rental_periods"."status" in ('FREE', 'BOOKED', 'UNAVAILABLE'));--> statement-breakpoint
ALTER TABLE "rental_periods" ADD CONSTRAINT "rental_periods_dates_check" CHECK ("rental_periods"."end_date" > "rental_periods"."start_date");--> statement-breakpoint
ALTER TABLE "rental_periods" ADD CONSTRAINT "rental_periods_price_check" CHECK ("rental_periods"."price" >= 0);--> statement-breakpoint
ALTER TABLE "rental_reservations" ADD CONSTRAINT "rental_reservations_status_check" CHECK ("rental_reservations"."status" in ('REQUESTED', 'CONFIRMED', 'REFUSED'));--> statement-breakpoint
ALTER TABLE "rental_reservations" ADD CONSTRAINT "rental_reservations_locale_check" CHECK ("rental_reservations"."locale" in ('nl', 'fr', 'en', 'de'));--> statement-breakpoint
ALTER TABLE "rental_reservations" ADD CONSTRAINT "rental_reservations_guests_check" CHECK ("rental_reservations"."guests" > 0);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_locale_check" CHECK ("subscriptions"."locale" in ('nl', 'fr', 'en', 'de'));--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_locale_check" CHECK ("translations"."locale" in ('nl', 'fr', 'en', 'de'));--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express DEFERRABLE): estates and their agendas point at each other,
-- and a project's units may be written before the project, so these two are checked at commit.
ALTER TABLE "estates" ADD CONSTRAINT "estates_parent_id_estates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."estates"("id") ON DELETE cascade DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "agendas" ADD CONSTRAINT "agendas_estate_id_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."estates"("id") ON DELETE cascade DEFERRABLE INITIALLY DEFERRED;
