-- Near me soonest first (issue 35): the 0.1 degree grid cell of each event's and group's place, computed on write,
-- with (cell, date) indexes that the server walks per covering cell (see packages/db/src/schema/places.ts).
ALTER TABLE "groups" ADD COLUMN "cell" integer GENERATED ALWAYS AS ((floor((latitude + 90) * 10)::int * 3600 + mod(floor((longitude + 180) * 10)::int, 3600))) STORED;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cell" integer GENERATED ALWAYS AS ((floor((latitude + 90) * 10)::int * 3600 + mod(floor((longitude + 180) * 10)::int, 3600))) STORED;--> statement-breakpoint
CREATE INDEX "groups_cell_created_at_idx" ON "groups" USING btree ("cell","created_at","id");--> statement-breakpoint
CREATE INDEX "events_cell_date_time_idx" ON "events" USING btree ("cell","date_time","id");--> statement-breakpoint
CREATE INDEX "events_sport_cell_date_time_idx" ON "events" USING btree ("sport_type","cell","date_time","id");