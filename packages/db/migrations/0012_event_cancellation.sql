ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_cancel_reason_ck" CHECK (("events"."cancelled_at" is null) = ("events"."cancel_reason" is null));