ALTER TABLE "event_participants" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "event_participants" ADD COLUMN "attendance_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_participants" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_attendance_ck" CHECK ("event_participants"."attendance" is null or "event_participants"."attendance" in ('attended', 'no_show'));