-- Edit history of dynamic codes (issue 25): one row per content or type change, with the
-- content before and after, so the dashboard can show when and what changed.
CREATE TABLE IF NOT EXISTS "dynamic_qr_code_edits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"client_id" integer DEFAULT 1 NOT NULL REFERENCES "clients"("id"),
	"code_id" integer NOT NULL REFERENCES "dynamic_qr_codes"("id") ON DELETE CASCADE,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"from_type" varchar(20) NOT NULL,
	"to_type" varchar(20) NOT NULL,
	"changed_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"before" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"after" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dynamic_qr_code_edits_code_created_idx" ON "dynamic_qr_code_edits" ("code_id", "created_at");
