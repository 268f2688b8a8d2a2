-- Personal API keys of the public REST API (issue 19 item 1). Only the SHA-256 of the secret
-- is stored (hex, unique); `prefix` is the key's first characters, shown to the owner to tell
-- keys apart. A revoked key keeps its row (revoked_at) so the list can show it was revoked.
CREATE TABLE IF NOT EXISTS "api_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"client_id" integer DEFAULT 1 NOT NULL REFERENCES "clients"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"name" varchar(80) NOT NULL,
	"scope" varchar(10) NOT NULL CHECK ("scope" IN ('read', 'read-write')),
	"prefix" varchar(16) NOT NULL,
	"secret_hash" char(64) NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "api_keys_secret_hash_key" ON "api_keys" ("secret_hash");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "api_keys_user_idx" ON "api_keys" ("user_id", "created_at");
