CREATE TABLE "scan_rollup_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rolled_up_to" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "scan_rollup_state_single_row" CHECK ("scan_rollup_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "scan_events" DROP CONSTRAINT "scan_events_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "scan_events" DROP CONSTRAINT "scan_events_dynamic_qr_code_id_dynamic_qr_codes_id_fk";
--> statement-breakpoint
ALTER TABLE "dynamic_qr_codes" ADD COLUMN "detail_month" date;--> statement-breakpoint
ALTER TABLE "dynamic_qr_codes" ADD COLUMN "detailed_in_month" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "scan_events_code_id_idx" ON "scan_events" USING btree ("dynamic_qr_code_id","id");--> statement-breakpoint
-- scan_events lost its foreign keys (the schema says why); deleting a code still deletes its
-- events. The scan writer locks a code's row before inserting its events, so a delete either
-- waits for that insert and then removes its rows here, or commits first and the writer finds
-- the code gone and drops the events.
CREATE FUNCTION "scan_events_follow_code_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM scan_events WHERE dynamic_qr_code_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "scan_events_follow_code_delete" AFTER DELETE ON "dynamic_qr_codes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "scan_events_follow_code_delete"();
--> statement-breakpoint
-- The rollups are no longer kept per INSERT by a trigger (it cost ~130 µs a scan at scan rate);
-- the app folds new events in every few seconds (modules/scans/rollup.ts). Up to here the
-- trigger kept them complete, so the state starts at the newest event.
DROP TRIGGER "scan_rollups_after_insert" ON "scan_events";
--> statement-breakpoint
DROP FUNCTION "scan_rollups_after_insert"();
--> statement-breakpoint
DROP FUNCTION "rebuild_scan_rollups"(integer[]);
--> statement-breakpoint
INSERT INTO "scan_rollup_state" ("id", "rolled_up_to") SELECT 1, coalesce(max("id"), 0) FROM "scan_events";
--> statement-breakpoint
-- This month's detailed human scans per code, for the plan's monthly detail limit.
UPDATE "dynamic_qr_codes" AS d SET
  "detail_month" = date_trunc('month', now() AT TIME ZONE 'UTC')::date,
  "detailed_in_month" = (SELECT count(*) FROM "scan_events" e
    WHERE e."dynamic_qr_code_id" = d."id" AND NOT e."is_bot"
      AND e."scanned_at" >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC');
