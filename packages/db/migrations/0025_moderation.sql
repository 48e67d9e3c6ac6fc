CREATE TABLE "account_suspensions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deletion_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "deletion_requests_status_ck" CHECK ("deletion_requests"."status" in ('open', 'handled'))
);
--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"moderator_id" text,
	"moderator_name" text NOT NULL,
	"subject_user_id" text,
	"case_id" text,
	"target_type" text,
	"target_id" text,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"subject_user_id" text,
	"snapshot" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"first_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "moderation_cases_target_type_ck" CHECK ("moderation_cases"."target_type" in ('group_post', 'event_comment', 'event', 'group', 'profile')),
	CONSTRAINT "moderation_cases_status_ck" CHECK ("moderation_cases"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "moderators" (
	"user_id" text PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"case_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reason_ck" CHECK ("reports"."reason" in ('spam', 'harassment', 'violence', 'sexual', 'unsafe_event', 'impersonation', 'other')),
	CONSTRAINT "reports_note_ck" CHECK (char_length("reports"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "group_posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_posts" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "event_comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_comments" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderators" ADD CONSTRAINT "moderators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_open_user_uq" ON "deletion_requests" USING btree ("user_id") WHERE "deletion_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "deletion_requests_open_created_idx" ON "deletion_requests" USING btree ("created_at","id") WHERE "deletion_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "moderation_actions_subject_idx" ON "moderation_actions" USING btree ("subject_user_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_actions_case_idx" ON "moderation_actions" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "moderation_actions_moderator_idx" ON "moderation_actions" USING btree ("moderator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_open_target_uq" ON "moderation_cases" USING btree ("target_type","target_id") WHERE "moderation_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_cases_open_newest_idx" ON "moderation_cases" USING btree ("last_reported_at","id") WHERE "moderation_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_cases_open_count_idx" ON "moderation_cases" USING btree ("report_count","last_reported_at","id") WHERE "moderation_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_cases_subject_idx" ON "moderation_cases" USING btree ("subject_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_case_reporter_uq" ON "reports" USING btree ("case_id","reporter_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_created_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_hidden_ck" CHECK (("group_posts"."hidden_at" is null) = ("group_posts"."hidden_reason" is null));--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_hidden_ck" CHECK (("event_comments"."hidden_at" is null) = ("event_comments"."hidden_reason" is null));