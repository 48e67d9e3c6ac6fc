CREATE TABLE "user_sport_skills" (
	"user_id" text NOT NULL,
	"sport_type" text NOT NULL,
	"level" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sport_skills_pk" PRIMARY KEY("user_id","sport_type"),
	CONSTRAINT "user_sport_skills_level_ck" CHECK ("user_sport_skills"."level" in ('beginner', 'intermediate', 'advanced', 'expert'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "teams" jsonb;--> statement-breakpoint
ALTER TABLE "user_sport_skills" ADD CONSTRAINT "user_sport_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;