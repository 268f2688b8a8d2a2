-- City analytics (issue 40 item 6): the city a scan's address resolved to in the city database
-- (opt-in: DB-IP City Lite or a MaxMind file), with the region and country that tell same-named
-- cities apart (the country as the city database has it; `country` stays the country
-- database's). Null when no city database is configured or the address is private or unknown;
-- the address itself is never stored. Added on the partitioned parent: every partition, present
-- and future, has them. The rollup counts them in scan_day_dims as dimension 'city'.
ALTER TABLE "scan_events" ADD COLUMN "city" varchar(100);
--> statement-breakpoint
ALTER TABLE "scan_events" ADD COLUMN "city_region" varchar(100);
--> statement-breakpoint
ALTER TABLE "scan_events" ADD COLUMN "city_country" char(2);
