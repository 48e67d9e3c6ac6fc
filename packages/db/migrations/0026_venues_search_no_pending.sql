-- The type-ahead's name index without a pending list (issue 28, performance): see packages/db/src/schema/venues.ts.
DROP INDEX "venues_search_idx";--> statement-breakpoint
CREATE INDEX "venues_search_idx" ON "venues" USING gin ("search_vector") WITH (fastupdate=false);