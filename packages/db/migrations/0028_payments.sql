-- Payments (issue 29): see packages/db/src/schema/payments.ts. events.refund_cutoff_hours: leaving this long before the start refunds.
CREATE TABLE "group_payout_accounts" (
	"group_id" text PRIMARY KEY NOT NULL,
	"stripe_account_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"connected_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_payout_accounts_status_ck" CHECK ("group_payout_accounts"."status" in ('pending', 'ready'))
);
--> statement-breakpoint
CREATE TABLE "payment_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"status" text NOT NULL,
	"stripe_object_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text,
	"event_title" text NOT NULL,
	"user_id" text NOT NULL,
	"group_id" text,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"offer" boolean DEFAULT false NOT NULL,
	"places" integer NOT NULL,
	"unit_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"platform_fee" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"stripe_account_id" text,
	"stripe_checkout_session_id" text,
	"stripe_payment_intent_id" text,
	"stripe_refund_id" text,
	"receipt_url" text,
	"hold_expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amounts_ck" CHECK ("payments"."places" >= 1 and "payments"."unit_amount" >= 0 and "payments"."amount" = "payments"."unit_amount" * "payments"."places" and "payments"."platform_fee" between 0 and "payments"."amount" and "payments"."refunded_amount" between 0 and "payments"."amount"),
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('pending', 'paid', 'refunded', 'expired', 'failed', 'forfeited')),
	CONSTRAINT "payments_method_ck" CHECK ("payments"."method" in ('online', 'at_field', 'waived')),
	CONSTRAINT "payments_currency_ck" CHECK ("payments"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payments_hold_ck" CHECK ("payments"."status" <> 'pending' or "payments"."hold_expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "refund_cutoff_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_payout_accounts" ADD CONSTRAINT "group_payout_accounts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_payout_accounts" ADD CONSTRAINT "group_payout_accounts_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_changes" ADD CONSTRAINT "payment_changes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_payout_accounts_stripe_account_uq" ON "group_payout_accounts" USING btree ("stripe_account_id");--> statement-breakpoint
CREATE INDEX "payment_changes_payment_idx" ON "payment_changes" USING btree ("payment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_event_user_live_uq" ON "payments" USING btree ("event_id","user_id") WHERE "payments"."status" in ('pending', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_session_uq" ON "payments" USING btree ("stripe_checkout_session_id");--> statement-breakpoint
CREATE INDEX "payments_event_idx" ON "payments" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_hold_idx" ON "payments" USING btree ("hold_expires_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_refund_cutoff_hours_ck" CHECK ("events"."refund_cutoff_hours" between 0 and 336);