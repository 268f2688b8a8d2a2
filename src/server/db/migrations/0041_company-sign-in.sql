-- Company sign-in (issue 39 item 7): one OpenID Connect issuer per workspace for an e-mail
-- domain (unique within the white-label client), its client secret sealed with a key derived
-- from the app secret; sessions record which workspace's company sign-in made them. The domain
-- works only once proven by DNS: a TXT record `_qrshark-sign-in.{domain}` holding `domain_token`
-- (`domain_verified_at` set then; a new or changed domain gets a new token, unverified).
CREATE TABLE IF NOT EXISTS "company_sign_in" (
	"workspace_id" integer PRIMARY KEY NOT NULL REFERENCES "workspaces"("id") ON DELETE cascade,
	"client_id" integer DEFAULT 1 NOT NULL REFERENCES "clients"("id"),
	"issuer" varchar(500) NOT NULL,
	"oidc_client_id" varchar(255) NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"domain" varchar(255) NOT NULL,
	"domain_token" varchar(100) NOT NULL,
	"domain_verified_at" timestamp with time zone,
	"required" boolean DEFAULT false NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"updated_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "company_sign_in_client_domain_key" ON "company_sign_in" ("client_id", "domain");
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "company_workspace_id" integer;
