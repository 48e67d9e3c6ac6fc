ALTER TABLE "groups" ADD COLUMN "no_show_limit" integer;--> statement-breakpoint
ALTER TABLE "event_participants" ADD COLUMN "held_no_show_limit" integer;--> statement-breakpoint
CREATE INDEX "event_participants_no_show_idx" ON "event_participants" USING btree ("user_id","event_id") WHERE "event_participants"."attendance" = 'no_show';--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_no_show_limit_ck" CHECK ("groups"."no_show_limit" is null or "groups"."no_show_limit" between 1 and 20);