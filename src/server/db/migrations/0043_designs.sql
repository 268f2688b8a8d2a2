-- Brand kits (issue 40 item 4): named designs of a workspace (the generator's design fields and
-- logo id as one JSON document), names unique in the workspace, at most one default per
-- workspace. Codes made with a kit copy its design; nothing references a kit.
CREATE TABLE IF NOT EXISTS "design_kits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_kits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer DEFAULT 1 NOT NULL REFERENCES "clients"("id"),
	"workspace_id" integer NOT NULL REFERENCES "workspaces"("id") ON DELETE cascade,
	"name" varchar(80) NOT NULL,
	"design" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"updated_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "design_kits_workspace_name_key" ON "design_kits" ("workspace_id", "name");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "design_kits_workspace_default_key" ON "design_kits" ("workspace_id") WHERE "design_kits"."is_default";
