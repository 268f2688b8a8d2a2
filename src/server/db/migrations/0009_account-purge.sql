-- Account deletion (issue 14): a deleted account can be restored for 30 days; then a job purges
-- its personal data. `purged_at` marks that it ran (once, even with several processes), and a
-- purged account's dynamic codes get `retired_at`: their short links answer 410 "no longer
-- active" instead of redirecting. Adds nullable columns only, so existing rows are untouched.
ALTER TABLE "users" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dynamic_qr_codes" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_purge_due_idx" ON "users" USING btree ("deleted_at") WHERE "users"."is_deleted" = true and "users"."purged_at" is null;
