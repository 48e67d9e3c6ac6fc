CREATE TABLE "group_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"blocked_user_id" text NOT NULL,
	"blocked_by_id" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_follows" (
	"group_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_follows_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_role_ck" CHECK ("group_members"."role" in ('admin', 'organizer', 'member')),
	CONSTRAINT "group_members_status_ck" CHECK ("group_members"."status" in ('active', 'waiting', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "group_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"author_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_posts_content_ck" CHECK (btrim("group_posts"."content") <> '' and char_length("group_posts"."content") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sport_type" text NOT NULL,
	"location" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"creator_id" text NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(sport_type, '') || ' ' || coalesce(location, '') || ' ' || coalesce(description, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_sport_type_lowercase_ck" CHECK ("groups"."sport_type" = lower("groups"."sport_type") and "groups"."sport_type" <> ''),
	CONSTRAINT "groups_name_not_blank_ck" CHECK (btrim("groups"."name") <> ''),
	CONSTRAINT "groups_member_count_ck" CHECK ("groups"."member_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "group_blocks" ADD CONSTRAINT "group_blocks_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_blocks" ADD CONSTRAINT "group_blocks_blocked_user_id_users_id_fk" FOREIGN KEY ("blocked_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_blocks" ADD CONSTRAINT "group_blocks_blocked_by_id_users_id_fk" FOREIGN KEY ("blocked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_follows" ADD CONSTRAINT "group_follows_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_follows" ADD CONSTRAINT "group_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_blocks_group_user_uq" ON "group_blocks" USING btree ("group_id","blocked_user_id");--> statement-breakpoint
CREATE INDEX "group_blocks_group_created_idx" ON "group_blocks" USING btree ("group_id","created_at","id");--> statement-breakpoint
CREATE INDEX "group_blocks_user_idx" ON "group_blocks" USING btree ("blocked_user_id");--> statement-breakpoint
CREATE INDEX "group_follows_user_idx" ON "group_follows" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_group_user_uq" ON "group_members" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "group_members_group_status_joined_idx" ON "group_members" USING btree ("group_id","status","joined_at","id");--> statement-breakpoint
CREATE INDEX "group_members_user_status_joined_idx" ON "group_members" USING btree ("user_id","status","joined_at");--> statement-breakpoint
CREATE INDEX "group_posts_group_created_idx" ON "group_posts" USING btree ("group_id","created_at","id");--> statement-breakpoint
CREATE INDEX "group_posts_author_idx" ON "group_posts" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "groups_created_at_idx" ON "groups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "groups_sport_created_at_idx" ON "groups" USING btree ("sport_type","created_at","id");--> statement-breakpoint
CREATE INDEX "groups_member_count_idx" ON "groups" USING btree ("member_count","id");--> statement-breakpoint
CREATE INDEX "groups_creator_created_at_idx" ON "groups" USING btree ("creator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "groups_search_idx" ON "groups" USING gin ("search_vector");