-- Distance search (ll_to_earth, earth_box, earth_distance) needs cube + earthdistance; PGlite loads both at open.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "distance_unit" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "groups_earth_idx" ON "groups" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "events_earth_idx" ON "events" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_coordinates_ck" CHECK (("users"."latitude" is null) = ("users"."longitude" is null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_latitude_ck" CHECK ("users"."latitude" between -90 and 90);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_longitude_ck" CHECK ("users"."longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_coordinates_ck" CHECK (("groups"."latitude" is null) = ("groups"."longitude" is null));--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_latitude_ck" CHECK ("groups"."latitude" between -90 and 90);--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_longitude_ck" CHECK ("groups"."longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_coordinates_ck" CHECK (("events"."latitude" is null) = ("events"."longitude" is null));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_latitude_ck" CHECK ("events"."latitude" between -90 and 90);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_longitude_ck" CHECK ("events"."longitude" between -180 and 180);