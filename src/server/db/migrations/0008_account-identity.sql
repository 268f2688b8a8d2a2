-- One identity per address (issue 22). Hand-written parts: the duplicate check, the address
-- normalisation, the demotion of unverified admins and the copy of outstanding links.
--
-- Refuses (and changes nothing) when two live accounts of a client share an address compared
-- without case and surrounding spaces: merging accounts is the operator's decision. The README
-- ("Duplicate accounts") says how to resolve it.
DO $$
DECLARE
  duplicates text;
BEGIN
  SELECT string_agg(format('client %s: %s (account ids %s)', client_id, address, ids), '; ')
    INTO duplicates
    FROM (
      SELECT client_id, lower(btrim(username)) AS address,
             string_agg(id::text, ', ' ORDER BY id) AS ids
        FROM users
       WHERE is_deleted = false
       GROUP BY client_id, lower(btrim(username))
      HAVING count(*) > 1
       ORDER BY client_id, lower(btrim(username))
    ) AS d;
  IF duplicates IS NOT NULL THEN
    RAISE EXCEPTION 'Migration 0008 refused: several live accounts share an e-mail address: %. Keep one account per address: move the other accounts'' codes to it and soft-delete them (README, "Upgrading: duplicate accounts"), then start the server again. Nothing was changed.', duplicates;
  END IF;
END $$;
--> statement-breakpoint
-- The username is the address: trimmed and lower-cased. `email` becomes the same address; it
-- was free text before, so it stays verified only where it already named that address.
UPDATE "users" SET "username" = lower(btrim("username")) WHERE "username" <> lower(btrim("username"));
--> statement-breakpoint
UPDATE "users"
   SET "email_verified" = ("email_verified" AND "email" IS NOT NULL AND lower(btrim("email")) = "username"),
       "email" = "username"
 WHERE "email" IS DISTINCT FROM "username";
--> statement-breakpoint
-- The admin role came from the unverified e-mail field: only verified addresses keep it (an
-- ADMIN_EMAILS owner gets it back by following a verification or set-password link).
UPDATE "users" SET "role" = 'user' WHERE "role" = 'admin' AND "email_verified" = false;
--> statement-breakpoint
CREATE TABLE "account_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer DEFAULT 1 NOT NULL,
	"user_id" integer,
	"purpose" varchar(20) NOT NULL,
	"address" varchar(255) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_links_purpose_check" CHECK ("account_links"."purpose" in ('verify-email', 'set-password', 'trial'))
);
--> statement-breakpoint
CREATE TABLE "shared_limit_counters" (
	"key_hash" varchar(64) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Outstanding set-password links keep working until they expire.
INSERT INTO "account_links" ("client_id", "user_id", "purpose", "address", "token_hash", "expires_at", "created_at")
SELECT u."client_id", t."user_id", 'set-password', u."username", t."token_hash", t."expires_at", t."created_at"
  FROM "password_tokens" t JOIN "users" u ON u."id" = t."user_id"
 WHERE t."used_at" IS NULL AND u."is_deleted" = false;--> statement-breakpoint
DROP TABLE "password_tokens" CASCADE;--> statement-breakpoint
DROP INDEX "users_client_username_key";--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_links_token_hash_key" ON "account_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_links_user_id_idx" ON "account_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_links_client_address_idx" ON "account_links" USING btree ("client_id","address");--> statement-breakpoint
CREATE UNIQUE INDEX "users_client_address_key" ON "users" USING btree ("client_id",lower(btrim("username"))) WHERE "users"."is_deleted" = false;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_normalised_check" CHECK ("users"."username" = lower(btrim("users"."username")));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_is_username_check" CHECK ("users"."email" is null or "users"."email" = "users"."username");