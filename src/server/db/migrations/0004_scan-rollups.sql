CREATE TABLE "scan_day_dims" (
	"client_id" integer DEFAULT 1 NOT NULL,
	"dynamic_qr_code_id" integer NOT NULL,
	"day" date NOT NULL,
	"dimension" varchar(16) NOT NULL,
	"value" varchar(255) NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "scan_day_dims_dynamic_qr_code_id_day_dimension_value_pk" PRIMARY KEY("dynamic_qr_code_id","day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "scan_slot_counts" (
	"client_id" integer DEFAULT 1 NOT NULL,
	"dynamic_qr_code_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	"unique_scanners" integer DEFAULT 0 NOT NULL,
	"bots" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "scan_slot_counts_dynamic_qr_code_id_slot_start_pk" PRIMARY KEY("dynamic_qr_code_id","slot_start")
);
--> statement-breakpoint
ALTER TABLE "scan_day_dims" ADD CONSTRAINT "scan_day_dims_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_day_dims" ADD CONSTRAINT "scan_day_dims_dynamic_qr_code_id_dynamic_qr_codes_id_fk" FOREIGN KEY ("dynamic_qr_code_id") REFERENCES "public"."dynamic_qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_slot_counts" ADD CONSTRAINT "scan_slot_counts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_slot_counts" ADD CONSTRAINT "scan_slot_counts_dynamic_qr_code_id_dynamic_qr_codes_id_fk" FOREIGN KEY ("dynamic_qr_code_id") REFERENCES "public"."dynamic_qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Finding a visitor's earlier scans of a code on a UTC day (first-of-the-day flag, CSV export).
CREATE INDEX "scan_events_code_visitor_idx" ON "scan_events" ("dynamic_qr_code_id", "visitor_key", "scanned_at") WHERE NOT "is_bot";
--> statement-breakpoint
-- Keeps scan_slot_counts and scan_day_dims in step with scan_events, once per INSERT statement
-- (the scan writer inserts in batches). A human scan is its visitor's first of the day when no
-- other human scan of the code with the same visitor_key exists on that UTC day; the earliest
-- new one of a batch gets the flag.
CREATE FUNCTION "scan_rollups_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  code integer;
BEGIN
  -- Concurrent writers of the same code take turns until commit, so the later one sees the
  -- earlier one's rows and a visitor-day is never flagged first twice. Sorted: no deadlocks.
  FOR code IN SELECT DISTINCT dynamic_qr_code_id FROM new_rows ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(1935896, code);
  END LOOP;

  WITH visits AS (
    SELECT dynamic_qr_code_id, visitor_key,
      date_trunc('day', scanned_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS day_start,
      count(*) AS n, (array_agg(id ORDER BY scanned_at, id))[1] AS first_id
    FROM new_rows WHERE NOT is_bot AND visitor_key IS NOT NULL
    GROUP BY 1, 2, 3
  ), firsts AS (
    SELECT v.first_id AS id FROM visits v
    WHERE (SELECT count(*) FROM scan_events p
           WHERE p.dynamic_qr_code_id = v.dynamic_qr_code_id AND p.visitor_key = v.visitor_key
             AND NOT p.is_bot AND p.scanned_at >= v.day_start
             AND p.scanned_at < v.day_start + interval '1 day') = v.n
  )
  INSERT INTO scan_slot_counts AS s
    (client_id, dynamic_qr_code_id, slot_start, scans, unique_scanners, bots)
  SELECT min(n.client_id), n.dynamic_qr_code_id,
    to_timestamp(floor(extract(epoch FROM n.scanned_at) / 900) * 900),
    count(*) FILTER (WHERE NOT n.is_bot), count(f.id), count(*) FILTER (WHERE n.is_bot)
  FROM new_rows n LEFT JOIN firsts f ON f.id = n.id
  GROUP BY 2, 3
  ON CONFLICT (dynamic_qr_code_id, slot_start) DO UPDATE SET
    scans = s.scans + excluded.scans,
    unique_scanners = s.unique_scanners + excluded.unique_scanners,
    bots = s.bots + excluded.bots;

  INSERT INTO scan_day_dims AS d (client_id, dynamic_qr_code_id, day, dimension, value, scans)
  SELECT min(n.client_id), n.dynamic_qr_code_id, (n.scanned_at AT TIME ZONE 'UTC')::date,
    v.dimension, v.value, count(*)
  FROM new_rows n CROSS JOIN LATERAL (VALUES
    ('country', coalesce(n.country::text, '')),
    ('device', coalesce(n.device_type::text, '')),
    ('os', coalesce(n.os::text, '')),
    ('browser', coalesce(n.browser::text, '')),
    ('referrer', coalesce(n.referrer_host::text, ''))) AS v(dimension, value)
  WHERE NOT n.is_bot
  GROUP BY 2, 3, 4, 5
  UNION ALL
  SELECT min(client_id), dynamic_qr_code_id, (scanned_at AT TIME ZONE 'UTC')::date,
    'bot', coalesce(bot_reason::text, ''), count(*)
  FROM new_rows WHERE is_bot
  GROUP BY 2, 3, 4, 5
  ON CONFLICT (dynamic_qr_code_id, day, dimension, value) DO UPDATE SET
    scans = d.scans + excluded.scans;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "scan_rollups_after_insert" AFTER INSERT ON "scan_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "scan_rollups_after_insert"();
--> statement-breakpoint
-- Recomputes the rollups of the given codes from scan_events (the backfill below; bulk loads
-- that insert with the trigger disabled call it afterwards).
CREATE FUNCTION "rebuild_scan_rollups"(codes integer[]) RETURNS void LANGUAGE sql AS $$
DELETE FROM scan_slot_counts WHERE dynamic_qr_code_id = ANY (codes);
DELETE FROM scan_day_dims WHERE dynamic_qr_code_id = ANY (codes);
INSERT INTO scan_slot_counts (client_id, dynamic_qr_code_id, slot_start, scans, unique_scanners, bots)
SELECT min(client_id), dynamic_qr_code_id,
  to_timestamp(floor(extract(epoch FROM scanned_at) / 900) * 900),
  count(*) FILTER (WHERE NOT is_bot), count(*) FILTER (WHERE is_first), count(*) FILTER (WHERE is_bot)
FROM (
  SELECT e.*, NOT is_bot AND visitor_key IS NOT NULL AND row_number() OVER (
    PARTITION BY dynamic_qr_code_id, visitor_key, is_bot, (scanned_at AT TIME ZONE 'UTC')::date
    ORDER BY scanned_at, id) = 1 AS is_first
  FROM scan_events e WHERE e.dynamic_qr_code_id = ANY (codes)
) x
GROUP BY 2, 3;
INSERT INTO scan_day_dims (client_id, dynamic_qr_code_id, day, dimension, value, scans)
SELECT min(e.client_id), e.dynamic_qr_code_id, (e.scanned_at AT TIME ZONE 'UTC')::date,
  v.dimension, v.value, count(*)
FROM scan_events e CROSS JOIN LATERAL (VALUES
  ('country', coalesce(e.country::text, ''), NOT e.is_bot),
  ('device', coalesce(e.device_type::text, ''), NOT e.is_bot),
  ('os', coalesce(e.os::text, ''), NOT e.is_bot),
  ('browser', coalesce(e.browser::text, ''), NOT e.is_bot),
  ('referrer', coalesce(e.referrer_host::text, ''), NOT e.is_bot),
  ('bot', coalesce(e.bot_reason::text, ''), e.is_bot)) AS v(dimension, value, applies)
WHERE v.applies AND e.dynamic_qr_code_id = ANY (codes)
GROUP BY 2, 3, 4, 5;
$$;
--> statement-breakpoint
-- Scans recorded before this migration.
SELECT "rebuild_scan_rollups"(array(SELECT DISTINCT dynamic_qr_code_id FROM scan_events));
