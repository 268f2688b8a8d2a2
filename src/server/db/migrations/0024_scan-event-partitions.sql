-- scan_events becomes a table partitioned by UTC month of scanned_at (issue 21, item 6), on
-- PostgreSQL and PGlite alike: years of scans stay cheap to write and to read (an analytics
-- range touches one or two months' indexes), and SCAN_DETAIL_RETENTION_MONTHS drops whole old
-- months with DROP TABLE instead of deleting rows (modules/scans/partitions.ts).
--
-- A partitioned table cannot have a primary key without its partition key, and PostgreSQL 15
-- has no identity columns on partitioned tables: ids now come from a plain sequence (still
-- ascending in insertion order, which the rollup's watermark relies on) and are indexed, not
-- unique-constrained (only that sequence ever assigns them).
--
-- Existing events are copied into their months' partitions (one statement; on a large table
-- this migration takes a while, and holds the table meanwhile).
ALTER TABLE "scan_events" RENAME TO "scan_events_unpartitioned";
--> statement-breakpoint
CREATE TABLE "scan_events" (
	"id" bigint NOT NULL,
	"client_id" integer DEFAULT 1 NOT NULL,
	"dynamic_qr_code_id" integer NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_bot" boolean DEFAULT false NOT NULL,
	"bot_reason" varchar(50),
	"device_type" varchar(20),
	"os" varchar(50),
	"browser" varchar(50),
	"country" char(2),
	"referrer_host" varchar(255),
	"visitor_key" varchar(64),
	"method" varchar(10) DEFAULT 'GET' NOT NULL
) PARTITION BY RANGE ("scanned_at");
--> statement-breakpoint
-- Events whose month has no partition (a clock far off, or a month not created ahead yet) land
-- here; scan_events_add_month moves them into their month when it is created.
CREATE TABLE "scan_events_default" PARTITION OF "scan_events" DEFAULT;
--> statement-breakpoint
-- Creates the partition of the UTC month starting at month_start (its first day), named
-- scan_events_pYYYY_MM, unless it exists; rows of that month waiting in the default partition
-- move into it. Idempotent; concurrent callers (several app processes) take turns, and scan
-- batches wait (advisory lock 1935899 = SCAN_PARTITION_LOCK in modules/scans/repository.ts).
CREATE FUNCTION "scan_events_add_month"(month_start date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', month_start)::date;
  part text := 'scan_events_p' || to_char(first_day, 'YYYY_MM');
  lo timestamptz := (first_day::timestamp AT TIME ZONE 'UTC');
  hi timestamptz := ((first_day + interval '1 month')::timestamp AT TIME ZONE 'UTC');
BEGIN
  PERFORM pg_advisory_xact_lock(1935899);
  IF to_regclass(quote_ident(part)) IS NOT NULL THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE scan_events INCLUDING DEFAULTS)', part);
  EXECUTE format(
    'WITH moved AS (DELETE FROM scan_events_default WHERE scanned_at >= $1 AND scanned_at < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
    part) USING lo, hi;
  EXECUTE format('ALTER TABLE scan_events ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
    part, lo, hi);
  RETURN true;
END
$$;
--> statement-breakpoint
-- Every month that has events, and this month and the next two.
SELECT "scan_events_add_month"(m) FROM (
  SELECT DISTINCT date_trunc('month', "scanned_at" AT TIME ZONE 'UTC')::date AS m
  FROM "scan_events_unpartitioned"
  UNION
  SELECT (date_trunc('month', now() AT TIME ZONE 'UTC') + k * interval '1 month')::date
  FROM generate_series(0, 2) AS k
) AS months ORDER BY m;
--> statement-breakpoint
INSERT INTO "scan_events" ("id", "client_id", "dynamic_qr_code_id", "scanned_at", "is_bot",
  "bot_reason", "device_type", "os", "browser", "country", "referrer_host", "visitor_key", "method")
SELECT "id", "client_id", "dynamic_qr_code_id", "scanned_at", "is_bot", "bot_reason",
  "device_type", "os", "browser", "country", "referrer_host", "visitor_key", "method"
FROM "scan_events_unpartitioned" ORDER BY "id";
--> statement-breakpoint
DROP TABLE "scan_events_unpartitioned";
--> statement-breakpoint
CREATE SEQUENCE "scan_events_id_seq" OWNED BY "scan_events"."id";
--> statement-breakpoint
SELECT setval('scan_events_id_seq', coalesce((SELECT max("id") FROM "scan_events"), 0) + 1, false);
--> statement-breakpoint
ALTER TABLE "scan_events" ALTER COLUMN "id" SET DEFAULT nextval('scan_events_id_seq');
--> statement-breakpoint
-- The same indexes as before (each is read: the rollup's id range and newest id; the raw edges of
-- an analytics range; a code's events not folded yet; a visitor's first scan of a day), built
-- once after the copy on every partition, and on each partition created later.
CREATE INDEX "scan_events_id_idx" ON "scan_events" USING btree ("id");
--> statement-breakpoint
CREATE INDEX "scan_events_code_scanned_idx" ON "scan_events" USING btree ("dynamic_qr_code_id", "scanned_at");
--> statement-breakpoint
CREATE INDEX "scan_events_code_id_idx" ON "scan_events" USING btree ("dynamic_qr_code_id", "id");
--> statement-breakpoint
CREATE INDEX "scan_events_code_visitor_idx" ON "scan_events" ("dynamic_qr_code_id", "visitor_key", "scanned_at") WHERE NOT "is_bot";
