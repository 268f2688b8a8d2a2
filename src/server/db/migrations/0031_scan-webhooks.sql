-- Scan webhooks (issue 19 item 5). An endpoint is a user's HTTPS URL with its signing secret
-- (kept as is: the server signs with it). Stored scan events are copied per endpoint into
-- webhook_events by one process at a time (webhook_scan_state.fanned_out_to is the last scan
-- id copied); a delivery takes up to 500 of them as one signed POST and is retried with backoff
-- for 24 hours from its oldest event; every request is logged in webhook_attempts.
CREATE TABLE IF NOT EXISTS "webhook_endpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"client_id" integer DEFAULT 1 NOT NULL REFERENCES "clients"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"url" varchar(2048) NOT NULL,
	"secret" varchar(64) NOT NULL,
	-- Earliest time the next request may start: one second after the last one began (at most
	-- one request a second), or a lease while a request is under way.
	"next_request_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_endpoints_user_idx" ON "webhook_endpoints" ("user_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "webhook_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"endpoint_id" integer NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
	"payload" jsonb NOT NULL,
	"queued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_events_endpoint_idx" ON "webhook_events" ("endpoint_id", "id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "webhook_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"endpoint_id" integer NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
	"is_test" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL CHECK ("status" IN ('queued', 'succeeded', 'failed')),
	-- The exact JSON sent, the same on every attempt; cleared once the delivery has ended.
	"body" text,
	"event_count" integer NOT NULL,
	-- Retries stop 24 hours after this (the oldest event's queue time).
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_deliveries_open_idx" ON "webhook_deliveries" ("endpoint_id", "id") WHERE "status" = 'queued';
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "webhook_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"endpoint_id" integer NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
	"delivery_id" bigint NOT NULL REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE,
	"attempt" integer NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	-- succeeded | retrying | failed (gave up, or a test that did not succeed)
	"outcome" varchar(10) NOT NULL,
	"response_status" integer,
	"error" varchar(300),
	"is_test" boolean NOT NULL,
	"event_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_attempts_endpoint_idx" ON "webhook_attempts" ("endpoint_id", "id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "webhook_scan_state" (
	"id" integer PRIMARY KEY CHECK ("id" = 1),
	"fanned_out_to" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "webhook_scan_state" ("id", "fanned_out_to") SELECT 1, coalesce(max("id"), 0) FROM "scan_events" ON CONFLICT DO NOTHING;
