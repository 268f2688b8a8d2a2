-- One-time links that make an administrator without mail (issue 36 item 3): the start log's
-- "Set up the first admin" link (kind first-admin, one per start_id) and the links printed by
-- `npm run admin -- <address>` (kind grant). Only the sha256 of each token is stored.
CREATE TABLE IF NOT EXISTS "admin_setup_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"client_id" integer DEFAULT 1 NOT NULL REFERENCES "clients"("id"),
	"kind" varchar(20) NOT NULL,
	"address" varchar(255),
	"start_id" varchar(64),
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_setup_links_kind_check" CHECK (("kind" = 'first-admin' and "address" is null) or ("kind" = 'grant' and "address" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "admin_setup_links_token_hash_key" ON "admin_setup_links" ("token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "admin_setup_links_start_id_key" ON "admin_setup_links" ("start_id");
