-- Weighted splits (issue 40 item 5): a scan the code's split sent to one of its destinations
-- records which one, as 16 hex digits of SHA-256 of that destination (link-controls split.ts),
-- so analytics can count scans per variant (scan_day_dims dimension 'variant'). Null for every
-- other scan. Added on the partitioned parent: every partition, present and future, has it.
ALTER TABLE "scan_events" ADD COLUMN "split_variant" varchar(16);
