-- The type-ahead's name-in-cell index (issue 28, performance): each name word tagged with the pin's cell of half a
-- degree, so a word's prefix around the person is one GIN read (see packages/db/src/schema/venues.ts and
-- apps/server/src/modules/venues/cells.ts, which computes the same cells).
CREATE FUNCTION venue_cell_words(search_key text, latitude double precision, longitude double precision) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY(
    SELECT least(floor(($2 + 90) * 2), 359)::int || ':' || (floor(($3 + 180) * 2)::int % 720) || ':' || word
    FROM unnest(tsvector_to_array(to_tsvector('simple', $1))) AS word))
$$;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "cell_words" "tsvector" GENERATED ALWAYS AS (venue_cell_words(search_key, latitude, longitude)) STORED;--> statement-breakpoint
CREATE INDEX "venues_cell_words_idx" ON "venues" USING gin ("cell_words") WITH (fastupdate=false);