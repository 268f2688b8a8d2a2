-- Premium belongs to the workspace (issue 39 item 4): the Stripe customer, the subscription and
-- its status move from each account to the account's personal workspace (every account has
-- one since 0039), nothing lost (db/workspace-billing-migration.test.ts). A team workspace
-- starts on the free plan and has its own customer once its owner subscribes. The account keeps
-- its one trial (trial_* stay on users) and it counts in the account's personal workspace only.
-- The account's columns are dropped, so the subscription has one home: a process of the
-- previous version cannot run beside this one (deploy with a full restart).
ALTER TABLE "workspaces" ADD COLUMN IF NOT EXISTS "stripe_customer_id" varchar(100);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN IF NOT EXISTS "stripe_subscription_id" varchar(100);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN IF NOT EXISTS "subscription_status" varchar(50) DEFAULT 'free' NOT NULL;
--> statement-breakpoint
UPDATE "workspaces" w SET "stripe_customer_id" = u."stripe_customer_id", "stripe_subscription_id" = u."stripe_subscription_id", "subscription_status" = u."subscription_status" FROM "users" u WHERE w."personal" = true AND w."created_by" = u."id";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "workspaces_stripe_customer_idx" ON "workspaces" ("stripe_customer_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "workspaces_stripe_subscription_idx" ON "workspaces" ("stripe_subscription_id");
--> statement-breakpoint
DROP INDEX IF EXISTS "users_stripe_customer_id_idx";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN IF EXISTS "stripe_customer_id";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN IF EXISTS "stripe_subscription_id";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN IF EXISTS "subscription_status";
