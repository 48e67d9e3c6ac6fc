ALTER TABLE "events" ADD COLUMN "places_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill from the participants already there.
UPDATE "events" e SET "places_taken" = c."places", "waitlist_count" = c."waiting"
FROM (
  SELECT "event_id",
    coalesce(sum(1 + "guest_count") FILTER (WHERE "status" = 'registered'), 0)::int AS "places",
    (count(*) FILTER (WHERE "status" = 'waitlisted'))::int AS "waiting"
  FROM "event_participants" GROUP BY "event_id"
) c
WHERE c."event_id" = e."id";--> statement-breakpoint
-- The counters follow every write to event_participants (the API's joins, leaves and management, co-host changes,
-- event creation, and the cascades of deleting a user), in the writing transaction. Statement triggers with
-- transition tables: one grouped update per statement, so bulk inserts stay cheap. A row's event_id never changes,
-- but an update is counted as "remove the old row, add the new one" anyway.
CREATE FUNCTION "event_participants_counters"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "events" e SET "places_taken" = e."places_taken" + d."places", "waitlist_count" = e."waitlist_count" + d."waiting"
    FROM (
      SELECT "event_id",
        coalesce(sum(1 + "guest_count") FILTER (WHERE "status" = 'registered'), 0)::int AS "places",
        (count(*) FILTER (WHERE "status" = 'waitlisted'))::int AS "waiting"
      FROM "new_rows" GROUP BY "event_id"
    ) d
    WHERE e."id" = d."event_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "events" e SET "places_taken" = e."places_taken" - d."places", "waitlist_count" = e."waitlist_count" - d."waiting"
    FROM (
      SELECT "event_id",
        coalesce(sum(1 + "guest_count") FILTER (WHERE "status" = 'registered'), 0)::int AS "places",
        (count(*) FILTER (WHERE "status" = 'waitlisted'))::int AS "waiting"
      FROM "old_rows" GROUP BY "event_id"
    ) d
    WHERE e."id" = d."event_id";
  ELSE
    UPDATE "events" e SET "places_taken" = e."places_taken" + d."places", "waitlist_count" = e."waitlist_count" + d."waiting"
    FROM (
      SELECT "event_id", sum("places")::int AS "places", sum("waiting")::int AS "waiting"
      FROM (
        SELECT "event_id", CASE WHEN "status" = 'registered' THEN 1 + "guest_count" ELSE 0 END AS "places",
          CASE WHEN "status" = 'waitlisted' THEN 1 ELSE 0 END AS "waiting"
        FROM "new_rows"
        UNION ALL
        SELECT "event_id", CASE WHEN "status" = 'registered' THEN -1 - "guest_count" ELSE 0 END,
          CASE WHEN "status" = 'waitlisted' THEN -1 ELSE 0 END
        FROM "old_rows"
      ) x
      GROUP BY "event_id"
      HAVING sum("places") <> 0 OR sum("waiting") <> 0
    ) d
    WHERE e."id" = d."event_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "event_participants_counters_insert" AFTER INSERT ON "event_participants"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "event_participants_counters"();--> statement-breakpoint
CREATE TRIGGER "event_participants_counters_update" AFTER UPDATE ON "event_participants"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "event_participants_counters"();--> statement-breakpoint
CREATE TRIGGER "event_participants_counters_delete" AFTER DELETE ON "event_participants"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "event_participants_counters"();--> statement-breakpoint
CREATE INDEX "events_featured_idx" ON "events" USING btree ("places_taken" DESC NULLS FIRST,"date_time","id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_counters_ck" CHECK ("events"."places_taken" >= 0 and "events"."waitlist_count" >= 0);
