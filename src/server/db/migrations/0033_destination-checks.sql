-- Destination health checker (issue 20 item 5). One process at a time is the checker: it holds
-- the "destination-health" lease in job_leases (renewed while it works, taken over by another
-- process once expired). Codes waiting for a check (created, destination edited, or the daily
-- visit of every active code) are rows of destination_check_queue; the daily visit is claimed
-- once per interval in scheduled_job_runs. Owners can turn off the broken-link mails.
CREATE TABLE IF NOT EXISTS "job_leases" (
	"job" varchar(50) PRIMARY KEY,
	"holder" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "destination_check_queue" (
	"code_id" integer PRIMARY KEY REFERENCES "dynamic_qr_codes"("id") ON DELETE CASCADE,
	"queued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "destination_check_queue_queued_idx" ON "destination_check_queue" ("queued_at");
--> statement-breakpoint
ALTER TABLE "user_mail_preferences" ADD COLUMN IF NOT EXISTS "broken_link_alerts" boolean DEFAULT true NOT NULL;
