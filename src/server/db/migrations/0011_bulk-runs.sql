-- Bulk generation runs and their per-row outcomes (issue 16). New tables only: safe on
-- databases that already hold data.
CREATE TABLE IF NOT EXISTS "bulk_runs" (
  "id" text PRIMARY KEY NOT NULL,
  "client_id" integer DEFAULT 1 NOT NULL REFERENCES "clients"("id"),
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "qr_type" varchar(20) NOT NULL,
  "dynamic" boolean DEFAULT false NOT NULL,
  "row_count" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bulk_runs_user_id_idx" ON "bulk_runs" ("user_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "bulk_run_items" (
  "run_id" text NOT NULL REFERENCES "bulk_runs"("id") ON DELETE cascade,
  "row" integer NOT NULL,
  "status" varchar(10) NOT NULL,
  "name" varchar(255),
  "content" text,
  "short_url" text,
  "scannable" boolean,
  "grade" varchar(20),
  "error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "bulk_run_items_run_id_row_pk" PRIMARY KEY ("run_id", "row")
);
