-- The delivery log's timing (issue 19 item 5): how long each request took, and when the
-- delivery is tried again after an attempt that will be retried. Rows logged before this
-- migration have neither (null).
ALTER TABLE "webhook_attempts" ADD COLUMN IF NOT EXISTS "duration_ms" integer;
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD COLUMN IF NOT EXISTS "next_attempt_at" timestamp with time zone;
