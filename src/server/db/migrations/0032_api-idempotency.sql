-- Idempotency-Key records of the public API's POSTs (issue 19 item 2). A retried POST with the
-- same key (per API key, `key_ref` "key:{api_keys.id}" or "client:{clients.id}", and the user it acts for) and the same request answers the stored first
-- answer; status_code is null while the first request is in flight. Rows live 24 hours
-- (expires_at) and are swept by the app.
CREATE TABLE IF NOT EXISTS "api_idempotency_keys" (
	"key_ref" varchar(40) NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"client_id" integer DEFAULT 1 NOT NULL REFERENCES "clients"("id"),
	"idempotency_key" varchar(255) NOT NULL,
	"fingerprint" char(64) NOT NULL,
	"status_code" integer,
	"content_type" varchar(255),
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("key_ref", "user_id", "idempotency_key")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "api_idempotency_keys_expires_idx" ON "api_idempotency_keys" ("expires_at");
