-- Mail pipeline (issue 18): the outbox becomes a queue that background workers deliver.
-- status: queued (waiting, also every mail while SMTP_URL is unset) -> sending (claimed by one
-- worker until locked_until) -> sent | failed (error kept); retries wait until next_attempt_at.
ALTER TABLE "mail_outbox" ADD COLUMN "status" varchar(10) DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "category" varchar(20) DEFAULT 'transactional' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" varchar(200);--> statement-breakpoint
UPDATE "mail_outbox" SET "status" = CASE WHEN "sent_at" IS NOT NULL THEN 'sent' WHEN "error" IS NOT NULL THEN 'failed' ELSE 'queued' END;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("status" in ('queued', 'sending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_category_check" CHECK ("category" in ('transactional', 'bulk'));--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_client_dedupe_key" ON "mail_outbox" USING btree ("client_id","dedupe_key") WHERE "dedupe_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "mail_outbox_campaign_idx" ON "mail_outbox" USING btree ("campaign_id","status") WHERE "campaign_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "mail_rate_bucket" (
	"id" integer PRIMARY KEY,
	"tokens" double precision NOT NULL,
	"refilled_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
INSERT INTO "mail_rate_bucket" ("id", "tokens", "refilled_at") VALUES (1, 0, now());
