CREATE TABLE "venue_edits" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_edits_action_ck" CHECK ("venue_edits"."action" in ('create', 'edit', 'import', 'revert'))
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_key" text NOT NULL,
	"address" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text,
	"sports" text[] DEFAULT '{}'::text[] NOT NULL,
	"setting" text,
	"surface" text,
	"lights" boolean,
	"parking" boolean,
	"restrooms" boolean,
	"accessibility" text,
	"image_url" text,
	"osm_id" text,
	"created_by" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_key)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_name_ck" CHECK (btrim("venues"."name") <> '' and char_length("venues"."name") <= 100),
	CONSTRAINT "venues_address_ck" CHECK (char_length("venues"."address") <= 200),
	CONSTRAINT "venues_setting_ck" CHECK ("venues"."setting" is null or "venues"."setting" in ('indoor', 'outdoor', 'both')),
	CONSTRAINT "venues_surface_ck" CHECK (char_length("venues"."surface") <= 60),
	CONSTRAINT "venues_accessibility_ck" CHECK (char_length("venues"."accessibility") <= 500),
	CONSTRAINT "venues_coordinates_ck" CHECK (("venues"."latitude" is null) = ("venues"."longitude" is null)),
	CONSTRAINT "venues_latitude_ck" CHECK ("venues"."latitude" between -90 and 90),
	CONSTRAINT "venues_longitude_ck" CHECK ("venues"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue_id" text;--> statement-breakpoint
ALTER TABLE "venue_edits" ADD CONSTRAINT "venue_edits_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_edits" ADD CONSTRAINT "venue_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_edits_venue_created_idx" ON "venue_edits" USING btree ("venue_id","created_at","id");--> statement-breakpoint
CREATE INDEX "venue_edits_user_idx" ON "venue_edits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "venues_search_idx" ON "venues" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "venues_earth_idx" ON "venues" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE UNIQUE INDEX "venues_osm_id_uq" ON "venues" USING btree ("osm_id");--> statement-breakpoint
CREATE INDEX "venues_created_by_idx" ON "venues" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_venue_date_time_idx" ON "events" USING btree ("venue_id","date_time","id");