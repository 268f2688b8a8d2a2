-- Issue 40 items 9 and 2. The dashboard's lists at 10,000 codes: one index on a workspace's live
-- codes in the order the list shows them (active or paused, newest first, id breaking ties),
-- so the first page reads 50 index entries and "how many match" is counted from the index
-- alone. Search: the text a search looks in (name, destination, short code, the content's
-- JSON), lower-cased once when a code is written, so a search tests one string per code with
-- LIKE instead of four ILIKEs and unpacking the content (db/code-filters.ts). Saved views: a user's named searches (the dashboard URL's query string) per workspace,
-- names unique per user and workspace in any case.
CREATE INDEX IF NOT EXISTS "dynamic_qr_codes_workspace_live_idx" ON "dynamic_qr_codes" ("workspace_id", "is_paused", "created_at", "id", "client_id") WHERE "is_deleted" = false;
--> statement-breakpoint
ALTER TABLE "dynamic_qr_codes" ADD COLUMN IF NOT EXISTS "search_text" text GENERATED ALWAYS AS (lower("name" || E'\x01' || "destination" || E'\x01' || "short_code" || E'\x01' || "content"::text)) STORED;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "saved_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"client_id" integer DEFAULT 1 NOT NULL REFERENCES "clients"("id"),
	"workspace_id" integer NOT NULL REFERENCES "workspaces"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"name" varchar(60) NOT NULL,
	"search" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "saved_views_user_workspace_name_key" ON "saved_views" ("user_id", "workspace_id", lower("name"));
