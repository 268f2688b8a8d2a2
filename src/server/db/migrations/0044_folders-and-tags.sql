-- Folders and tags of dynamic codes (issue 40 items 1 and 2). A code is in at most one folder
-- (dynamic_qr_codes.folder_id; deleting a folder leaves its codes in no folder, never deletes
-- them) and has any number of tags (dynamic_code_tags). Folder and tag names are unique per
-- workspace, in any case. Moving a code or tagging it never touches its short link or history.
CREATE TABLE IF NOT EXISTS "code_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"client_id" integer DEFAULT 1 NOT NULL REFERENCES "clients"("id"),
	"workspace_id" integer NOT NULL REFERENCES "workspaces"("id") ON DELETE cascade,
	"name" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "code_folders_workspace_name_key" ON "code_folders" ("workspace_id", lower("name"));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "code_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"client_id" integer DEFAULT 1 NOT NULL REFERENCES "clients"("id"),
	"workspace_id" integer NOT NULL REFERENCES "workspaces"("id") ON DELETE cascade,
	"name" varchar(40) NOT NULL,
	"colour" varchar(10) DEFAULT 'grey' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "code_tags_workspace_name_key" ON "code_tags" ("workspace_id", lower("name"));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "dynamic_code_tags" (
	"code_id" integer NOT NULL REFERENCES "dynamic_qr_codes"("id") ON DELETE cascade,
	"tag_id" integer NOT NULL REFERENCES "code_tags"("id") ON DELETE cascade,
	CONSTRAINT "dynamic_code_tags_pk" PRIMARY KEY("code_id", "tag_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dynamic_code_tags_tag_idx" ON "dynamic_code_tags" ("tag_id", "code_id");
--> statement-breakpoint
ALTER TABLE "dynamic_qr_codes" ADD COLUMN IF NOT EXISTS "folder_id" integer REFERENCES "code_folders"("id") ON DELETE set null;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dynamic_qr_codes_workspace_folder_idx" ON "dynamic_qr_codes" ("workspace_id", "folder_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dynamic_qr_codes_workspace_scans_idx" ON "dynamic_qr_codes" ("workspace_id", "scan_count");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dynamic_qr_codes_workspace_scanned_idx" ON "dynamic_qr_codes" ("workspace_id", "last_scanned_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dynamic_qr_codes_workspace_name_idx" ON "dynamic_qr_codes" ("workspace_id", lower("name"));
