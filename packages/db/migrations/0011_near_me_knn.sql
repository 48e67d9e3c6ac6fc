-- Near me closest first from the index (issue 12): GiST over a sport, the point and the date needs btree_gist's
-- operator classes for text and timestamptz; PGlite loads it at open (packages/db/src/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DROP INDEX IF EXISTS "events_earth_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_earth_date_idx" ON "events" USING gist (ll_to_earth("latitude", "longitude"),"date_time");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_sport_earth_date_idx" ON "events" USING gist ("sport_type",ll_to_earth("latitude", "longitude"),"date_time");