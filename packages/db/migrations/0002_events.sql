CREATE TABLE "calendar_feed_tokens" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_cohosts" (
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_cohosts_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"author_id" text NOT NULL,
	"parent_comment_id" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_comments_content_ck" CHECK (btrim("event_comments"."content") <> '' and char_length("event_comments"."content") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "event_participants" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"guest_count" integer DEFAULT 0 NOT NULL,
	"places" integer GENERATED ALWAYS AS (1 + guest_count) STORED,
	"joined_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"queued_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "event_participants_status_ck" CHECK ("event_participants"."status" in ('registered', 'waitlisted')),
	CONSTRAINT "event_participants_guest_count_ck" CHECK ("event_participants"."guest_count" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"sport_type" text NOT NULL,
	"event_type" text DEFAULT 'game' NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"duration" integer DEFAULT 120 NOT NULL,
	"location" text NOT NULL,
	"capacity" integer DEFAULT 20 NOT NULL,
	"skill_level" text DEFAULT 'any' NOT NULL,
	"price" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"equipment_required" text,
	"allow_waitlist" boolean DEFAULT true NOT NULL,
	"send_reminders" boolean DEFAULT true NOT NULL,
	"post_to_groups" boolean DEFAULT false NOT NULL,
	"waiver" text,
	"game_rules" text,
	"group_id" text NOT NULL,
	"organizer_id" text NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurring_type" text,
	"recurring_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"recurring_end_date" date,
	"recurring_series_id" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(sport_type, '') || ' ' || coalesce(location, '') || ' ' || coalesce(description, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_title_not_blank_ck" CHECK (btrim("events"."title") <> ''),
	CONSTRAINT "events_location_not_blank_ck" CHECK (btrim("events"."location") <> ''),
	CONSTRAINT "events_sport_type_lowercase_ck" CHECK ("events"."sport_type" = lower("events"."sport_type") and "events"."sport_type" <> ''),
	CONSTRAINT "events_event_type_ck" CHECK ("events"."event_type" in ('game', 'event')),
	CONSTRAINT "events_skill_level_ck" CHECK ("events"."skill_level" in ('beginner', 'intermediate', 'advanced', 'any')),
	CONSTRAINT "events_recurring_type_ck" CHECK ("events"."recurring_type" is null or "events"."recurring_type" in ('weekly', 'monthly')),
	CONSTRAINT "events_duration_ck" CHECK ("events"."duration" >= 30 and "events"."duration" % 30 = 0),
	CONSTRAINT "events_capacity_ck" CHECK ("events"."capacity" >= 2),
	CONSTRAINT "events_price_ck" CHECK ("events"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cohosts" ADD CONSTRAINT "event_cohosts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cohosts" ADD CONSTRAINT "event_cohosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_parent_comment_id_event_comments_id_fk" FOREIGN KEY ("parent_comment_id") REFERENCES "public"."event_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_token_uq" ON "calendar_feed_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "event_cohosts_user_idx" ON "event_cohosts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_comments_event_created_idx" ON "event_comments" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "event_comments_parent_idx" ON "event_comments" USING btree ("parent_comment_id");--> statement-breakpoint
CREATE INDEX "event_comments_author_idx" ON "event_comments" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_participants_event_user_uq" ON "event_participants" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_participants_event_status_queue_idx" ON "event_participants" USING btree ("event_id","status","queued_at","id");--> statement-breakpoint
CREATE INDEX "event_participants_user_idx" ON "event_participants" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "events_date_time_idx" ON "events" USING btree ("date_time","id");--> statement-breakpoint
CREATE INDEX "events_sport_date_time_idx" ON "events" USING btree ("sport_type","date_time","id");--> statement-breakpoint
CREATE INDEX "events_skill_date_time_idx" ON "events" USING btree ("skill_level","date_time","id");--> statement-breakpoint
CREATE INDEX "events_group_date_time_idx" ON "events" USING btree ("group_id","date_time","id");--> statement-breakpoint
CREATE INDEX "events_organizer_date_time_idx" ON "events" USING btree ("organizer_id","date_time","id");--> statement-breakpoint
CREATE INDEX "events_series_date_time_idx" ON "events" USING btree ("recurring_series_id","date_time");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");