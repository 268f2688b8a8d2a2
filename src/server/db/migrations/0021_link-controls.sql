-- Link controls of dynamic codes (issue 20): schedule, scan cap, fallback, smart rules and
-- password (argon2id PHC string) per code; the scan cap's exact counter; rejected password tries
-- shown to the owner; the destination before and after each edit; UTM presets per user; the
-- destination health checker's state per code.
ALTER TABLE "dynamic_qr_codes" ADD COLUMN IF NOT EXISTS "link_controls" jsonb;
--> statement-breakpoint
ALTER TABLE "dynamic_qr_codes" ADD COLUMN IF NOT EXISTS "link_password_hash" text;
--> statement-breakpoint
ALTER TABLE "dynamic_qr_codes" ADD COLUMN IF NOT EXISTS "capped_scans" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "dynamic_qr_codes" ADD COLUMN IF NOT EXISTS "password_rejections" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "dynamic_qr_codes" ADD COLUMN IF NOT EXISTS "last_password_rejection_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "dynamic_qr_code_edits" ADD COLUMN IF NOT EXISTS "from_destination" text;
--> statement-breakpoint
ALTER TABLE "dynamic_qr_code_edits" ADD COLUMN IF NOT EXISTS "to_destination" text;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "utm_presets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"client_id" integer DEFAULT 1 NOT NULL REFERENCES "clients"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"name" varchar(80) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "utm_presets_user_name_key" ON "utm_presets" ("user_id", "name");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "destination_health" (
	"code_id" integer PRIMARY KEY REFERENCES "dynamic_qr_codes"("id") ON DELETE CASCADE,
	"client_id" integer DEFAULT 1 NOT NULL REFERENCES "clients"("id"),
	"destination" text NOT NULL,
	"status" varchar(20) NOT NULL,
	"http_status" integer,
	"final_url" text,
	"detail" text,
	"checked_at" timestamp with time zone NOT NULL,
	"broken_since" timestamp with time zone,
	"notified_status" varchar(20)
);
