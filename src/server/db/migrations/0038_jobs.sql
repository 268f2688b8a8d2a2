-- One job runner for every background task (issue 38 item 4, src/server/lib/jobs/): one row per
-- one-off job and one per recurring job (every_ms set, key = its kind). Runners claim due rows
-- with FOR UPDATE SKIP LOCKED and hold them until locked_until, renewed while the handler runs;
-- a row still running past it is claimed again (its process died). key is unique: a job with a
-- key is queued once. The destination checker's round is now such a job: its own lease table,
-- job_leases (migration 0033), goes.
CREATE TABLE IF NOT EXISTS "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"kind" varchar(100) NOT NULL,
	"key" varchar(200),
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"every_ms" bigint,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"locked_by" varchar(64),
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "jobs_key_key" ON "jobs" ("key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_due_idx" ON "jobs" ("run_at", "id") WHERE "status" in ('queued', 'running');
--> statement-breakpoint
DROP TABLE IF EXISTS "job_leases";
