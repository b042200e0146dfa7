CREATE TABLE "agenda_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"agenda_id" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agendas" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"estate_id" integer
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"agenda_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"estate_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"locale" text NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "assets_site_id_name_pk" PRIMARY KEY("site_id","name")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"zip" text NOT NULL,
	"region" text NOT NULL,
	"alias" jsonb,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_items" (
	"site_id" integer NOT NULL,
	"entity" text NOT NULL,
	"id" integer NOT NULL,
	"sort" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "entity_items_site_id_entity_id_pk" PRIMARY KEY("site_id","entity","id")
);
--> statement-breakpoint
CREATE TABLE "estate_collections" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estates" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"project" boolean NOT NULL,
	"head_type_id" integer NOT NULL,
	"sub_type_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"country_id" text NOT NULL,
	"price" double precision,
	"bedrooms" integer,
	"epc_label" text,
	"publication_date" timestamp with time zone NOT NULL,
	"floor" integer,
	"lat" double precision,
	"lng" double precision,
	"collections" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"agenda_id" integer,
	"summary" jsonb NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"estate_id" integer,
	"rental_unit_id" integer,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigations" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"urls" jsonb NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb,
	"bodies" jsonb NOT NULL,
	"image" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price" double precision,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_photos" (
	"id" integer PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"file" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text NOT NULL,
	"guests" integer NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_units" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"sub_kind_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"max_occupation" integer,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY NOT NULL,
	"hostnames" text[] NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"token" text NOT NULL,
	"email" text NOT NULL,
	"firstname" text,
	"lastname" text,
	"locale" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"site_id" integer NOT NULL,
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "translations_site_id_locale_key_pk" PRIMARY KEY("site_id","locale","key")
);
--> statement-breakpoint
ALTER TABLE "agenda_slots" ADD CONSTRAINT "agenda_slots_agenda_id_agendas_id_fk" FOREIGN KEY ("agenda_id") REFERENCES "public"."agendas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendas" ADD CONSTRAINT "agendas_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_agenda_id_agendas_id_fk" FOREIGN KEY ("agenda_id") REFERENCES "public"."agendas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_slot_id_agenda_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."agenda_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_items" ADD CONSTRAINT "entity_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_collections" ADD CONSTRAINT "estate_collections_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estates" ADD CONSTRAINT "estates_agenda_id_agendas_id_fk" FOREIGN KEY ("agenda_id") REFERENCES "public"."agendas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigations" ADD CONSTRAINT "navigations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_periods" ADD CONSTRAINT "rental_periods_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_photos" ADD CONSTRAINT "rental_photos_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_reservations" ADD CONSTRAINT "rental_reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_reservations" ADD CONSTRAINT "rental_reservations_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_reservations" ADD CONSTRAINT "rental_reservations_period_id_rental_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."rental_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_slots_agenda_start_idx" ON "agenda_slots" USING btree ("agenda_id","start");--> statement-breakpoint
CREATE INDEX "agendas_site_idx" ON "agendas" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_site_type_locale_idx" ON "agreements" USING btree ("site_id","type","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_active_slot_idx" ON "appointments" USING btree ("slot_id") WHERE "appointments"."cancelled" = false;--> statement-breakpoint
CREATE INDEX "estate_collections_site_idx" ON "estate_collections" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "estates_listing_idx" ON "estates" USING btree ("site_id","parent_id","publication_date","id");--> statement-breakpoint
CREATE INDEX "estates_parent_idx" ON "estates" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "estates_transaction_idx" ON "estates" USING btree ("site_id","transaction_id");--> statement-breakpoint
CREATE INDEX "estates_head_type_idx" ON "estates" USING btree ("site_id","head_type_id");--> statement-breakpoint
CREATE INDEX "estates_sub_type_idx" ON "estates" USING btree ("site_id","sub_type_id");--> statement-breakpoint
CREATE INDEX "estates_city_idx" ON "estates" USING btree ("site_id","city_id");--> statement-breakpoint
CREATE INDEX "estates_price_idx" ON "estates" USING btree ("site_id","price");--> statement-breakpoint
CREATE INDEX "estates_bedrooms_idx" ON "estates" USING btree ("site_id","bedrooms");--> statement-breakpoint
CREATE INDEX "estates_epc_idx" ON "estates" USING btree ("site_id","epc_label");--> statement-breakpoint
CREATE INDEX "estates_collections_idx" ON "estates" USING gin ("collections");--> statement-breakpoint
CREATE INDEX "leads_site_idx" ON "leads" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "navigations_site_type_idx" ON "navigations" USING btree ("site_id","type");--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "pages_site_idx" ON "pages" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_periods_unit_type_start_idx" ON "rental_periods" USING btree ("unit_id","type","start_date");--> statement-breakpoint
CREATE INDEX "rental_periods_start_idx" ON "rental_periods" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "rental_photos_unit_idx" ON "rental_photos" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "rental_reservations_unit_idx" ON "rental_reservations" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "rental_units_site_idx" ON "rental_units" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "sites_hostnames_idx" ON "sites" USING gin ("hostnames");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_token_idx" ON "subscriptions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "subscriptions_site_idx" ON "subscriptions" USING btree ("site_id");