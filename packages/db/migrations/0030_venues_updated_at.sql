-- The type-ahead answers from an in-memory index per app instance (apps/server/src/modules/venues/search-index.ts),
-- which reads the venues changed since its last read by updated_at; the name-in-cell index of 0029 is not read any more.
DROP INDEX "venues_cell_words_idx";--> statement-breakpoint
CREATE INDEX "venues_updated_at_idx" ON "venues" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "venues" DROP COLUMN "cell_words";--> statement-breakpoint
DROP FUNCTION venue_cell_words(text, double precision, double precision);
