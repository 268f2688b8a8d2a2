-- Workspaces (issue 39): what users make belongs to a workspace, with members and roles. Every
-- existing user gets a personal workspace (owner), and each owned row moves into its user's
-- personal workspace: nothing changes owner, nothing is lost (db/workspaces-migration.test.ts).
CREATE TABLE IF NOT EXISTS "workspaces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"client_id" integer DEFAULT 1 NOT NULL REFERENCES "clients"("id"),
	"name" varchar(100) NOT NULL,
	"personal" boolean DEFAULT false NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "workspaces_personal_key" ON "workspaces" ("created_by") WHERE "personal" = true;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "workspace_members" (
	"workspace_id" integer NOT NULL REFERENCES "workspaces"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"role" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id"),
	CONSTRAINT "workspace_members_role_check" CHECK ("role" in ('owner', 'admin', 'editor', 'viewer'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "workspace_members_user_idx" ON "workspace_members" ("user_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "workspace_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"workspace_id" integer NOT NULL REFERENCES "workspaces"("id") ON DELETE cascade,
	"email" varchar(255) NOT NULL,
	"role" varchar(10) NOT NULL,
	"token_hash" char(64) NOT NULL,
	"invited_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer REFERENCES "users"("id") ON DELETE set null,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "workspace_invitations_role_check" CHECK ("role" in ('owner', 'admin', 'editor', 'viewer'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "workspace_invitations_token_hash_key" ON "workspace_invitations" ("token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "workspace_invitations_pending_key" ON "workspace_invitations" ("workspace_id", "email") WHERE "accepted_at" is null and "revoked_at" is null;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "workspace_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"workspace_id" integer NOT NULL REFERENCES "workspaces"("id") ON DELETE cascade,
	"actor_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"actor_email" varchar(255),
	"via" varchar(10) DEFAULT 'web' NOT NULL,
	"action" varchar(60) NOT NULL,
	"target_kind" varchar(30),
	"target_id" varchar(64),
	"target_label" varchar(255),
	"before" jsonb,
	"after" jsonb,
	"from_network" varchar(64),
	"from_agent" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "workspace_audit_workspace_created_idx" ON "workspace_audit" ("workspace_id", "created_at");
--> statement-breakpoint
INSERT INTO "workspaces" ("client_id", "name", "personal", "created_by", "created_at")
SELECT "client_id", 'Personal', true, "id", "created_at" FROM "users" ORDER BY "id";
--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "created_at")
SELECT "id", "created_by", 'owner', "created_at" FROM "workspaces" WHERE "personal" = true;
--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN IF NOT EXISTS "workspace_id" integer REFERENCES "workspaces"("id") ON DELETE cascade;
--> statement-breakpoint
UPDATE "qr_codes" t SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."personal" = true AND w."created_by" = t."user_id";
--> statement-breakpoint
ALTER TABLE "qr_codes" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "qr_codes_workspace_created_idx" ON "qr_codes" ("workspace_id", "created_at");
--> statement-breakpoint
ALTER TABLE "dynamic_qr_codes" ADD COLUMN IF NOT EXISTS "workspace_id" integer REFERENCES "workspaces"("id") ON DELETE cascade;
--> statement-breakpoint
UPDATE "dynamic_qr_codes" t SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."personal" = true AND w."created_by" = t."user_id";
--> statement-breakpoint
ALTER TABLE "dynamic_qr_codes" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dynamic_qr_codes_workspace_created_idx" ON "dynamic_qr_codes" ("workspace_id", "created_at");
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN IF NOT EXISTS "workspace_id" integer REFERENCES "workspaces"("id") ON DELETE cascade;
--> statement-breakpoint
UPDATE "api_keys" t SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."personal" = true AND w."created_by" = t."user_id";
--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "api_keys_workspace_idx" ON "api_keys" ("workspace_id", "created_at");
--> statement-breakpoint
ALTER TABLE "bulk_runs" ADD COLUMN IF NOT EXISTS "workspace_id" integer REFERENCES "workspaces"("id") ON DELETE cascade;
--> statement-breakpoint
UPDATE "bulk_runs" t SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."personal" = true AND w."created_by" = t."user_id";
--> statement-breakpoint
ALTER TABLE "bulk_runs" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bulk_runs_workspace_idx" ON "bulk_runs" ("workspace_id");
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN IF NOT EXISTS "workspace_id" integer REFERENCES "workspaces"("id") ON DELETE cascade;
--> statement-breakpoint
UPDATE "webhook_endpoints" t SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."personal" = true AND w."created_by" = t."user_id";
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_endpoints_workspace_idx" ON "webhook_endpoints" ("workspace_id");
--> statement-breakpoint
ALTER TABLE "utm_presets" ADD COLUMN IF NOT EXISTS "workspace_id" integer REFERENCES "workspaces"("id") ON DELETE cascade;
--> statement-breakpoint
UPDATE "utm_presets" t SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."personal" = true AND w."created_by" = t."user_id";
--> statement-breakpoint
ALTER TABLE "utm_presets" ALTER COLUMN "workspace_id" SET NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "utm_presets_user_name_key";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "utm_presets_workspace_name_key" ON "utm_presets" ("workspace_id", "name");
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN IF NOT EXISTS "workspace_id" integer REFERENCES "workspaces"("id") ON DELETE cascade;
--> statement-breakpoint
UPDATE "uploads" t SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."personal" = true AND w."created_by" = t."user_id";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "uploads_workspace_idx" ON "uploads" ("workspace_id");
--> statement-breakpoint
ALTER TABLE "payment_products" ADD COLUMN IF NOT EXISTS "workspace_id" integer REFERENCES "workspaces"("id") ON DELETE cascade;
--> statement-breakpoint
UPDATE "payment_products" t SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."personal" = true AND w."created_by" = t."user_id";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_products_workspace_idx" ON "payment_products" ("workspace_id");
