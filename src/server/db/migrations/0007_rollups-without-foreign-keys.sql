ALTER TABLE "scan_day_dims" DROP CONSTRAINT "scan_day_dims_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "scan_day_dims" DROP CONSTRAINT "scan_day_dims_dynamic_qr_code_id_dynamic_qr_codes_id_fk";
--> statement-breakpoint
ALTER TABLE "scan_slot_counts" DROP CONSTRAINT "scan_slot_counts_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "scan_slot_counts" DROP CONSTRAINT "scan_slot_counts_dynamic_qr_code_id_dynamic_qr_codes_id_fk";
--> statement-breakpoint
-- The rollups lost their foreign keys (schema/scan-rollups.ts says why); deleting a code still
-- deletes its rollup rows, as the cascade did. The lock (ROLLUP_FOLD_LOCK in
-- modules/scans/rollup.ts; each fold holds it shared) makes the delete wait for a fold under way,
-- whose rows it then removes; a fold that starts later no longer sees the code's events.
CREATE OR REPLACE FUNCTION "scan_events_follow_code_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM scan_events WHERE dynamic_qr_code_id IN (SELECT id FROM old_rows);
  PERFORM pg_advisory_xact_lock(1935898);
  DELETE FROM scan_slot_counts WHERE dynamic_qr_code_id IN (SELECT id FROM old_rows);
  DELETE FROM scan_day_dims WHERE dynamic_qr_code_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END
$$;
