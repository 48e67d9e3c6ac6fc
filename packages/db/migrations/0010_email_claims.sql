CREATE TABLE "email_claims" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"code_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_claims" ADD CONSTRAINT "email_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_claims_email_idx" ON "email_claims" USING btree ("email");--> statement-breakpoint
-- Addresses given before verification existed were never proven (issue 21): they become claims waiting for a code,
-- and the account gets back the placeholder address of its phone sign-up (lib/placeholder-email.ts). Accounts without
-- a phone number came from Google, which proved their address.
INSERT INTO "email_claims" ("user_id", "email")
  SELECT "id", lower("email") FROM "users"
  WHERE NOT "email_verified" AND "phone_number" IS NOT NULL AND "email" NOT LIKE '%@phone.kickoff.invalid';
--> statement-breakpoint
UPDATE "users" SET "email" = regexp_replace("phone_number", '\D', '', 'g') || '@phone.kickoff.invalid'
  WHERE NOT "email_verified" AND "phone_number" IS NOT NULL AND "email" NOT LIKE '%@phone.kickoff.invalid';
