-- Newsletter with double opt-in, mail preferences, campaigns, the admin audit log (issue 18).
-- Subscriptions kept from before had no confirmation: they stay pending until confirmed.
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "status" varchar(12) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "status" = CASE WHEN "is_deleted" THEN 'unsubscribed' ELSE 'pending' END, "email" = lower(trim("email"));--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_status_check" CHECK ("status" in ('pending', 'confirmed', 'unsubscribed'));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_confirm_token_key" ON "newsletter_subscriptions" USING btree ("confirm_token_hash") WHERE "confirm_token_hash" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "user_mail_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer DEFAULT 1 NOT NULL,
	"scan_summary" boolean,
	"pause_reminders" boolean DEFAULT true NOT NULL,
	"announcements" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "user_mail_preferences" ADD CONSTRAINT "user_mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mail_preferences" ADD CONSTRAINT "user_mail_preferences_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "mail_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer DEFAULT 1 NOT NULL,
	"kind" varchar(20) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"include_stats" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_campaigns_kind_check" CHECK ("kind" in ('newsletter', 'welcome', 'scan-summary', 'pause-reminder'))
);--> statement-breakpoint
ALTER TABLE "mail_campaigns" ADD CONSTRAINT "mail_campaigns_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_campaigns" ADD CONSTRAINT "mail_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_campaigns_client_created_idx" ON "mail_campaigns" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE TABLE "scheduled_job_runs" (
	"job" varchar(50) NOT NULL,
	"period" varchar(20) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_job_runs_pkey" PRIMARY KEY ("job", "period")
);--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer DEFAULT 1 NOT NULL,
	"actor_user_id" integer,
	"actor_email" varchar(255) NOT NULL,
	"action" varchar(50) NOT NULL,
	"target" varchar(255),
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_client_created_idx" ON "admin_audit_log" USING btree ("client_id","created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;
