-- Payments through Stripe (issue 15): processed webhook events, sellers' connected accounts,
-- random public ids for payment products and what each payment was charged to.
--
-- Each Stripe event id is recorded once, in the transaction that applies it: a replay finds the
-- row and changes nothing.
CREATE TABLE IF NOT EXISTS "stripe_events" (
  "id" varchar(255) PRIMARY KEY NOT NULL,
  "type" varchar(100) NOT NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "stripe_account_id" varchar(100);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "stripe_account_status" varchar(20);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_stripe_customer_id_idx" ON "users" ("stripe_customer_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_stripe_account_id_idx" ON "users" ("stripe_account_id");
--> statement-breakpoint
-- Products made before this migration keep answering to their sequential id (printed codes
-- encode /payment?id=<number>); every product also gets a random public id, the only id new
-- products answer to.
ALTER TABLE "payment_products" ADD COLUMN IF NOT EXISTS "public_id" varchar(32);
--> statement-breakpoint
ALTER TABLE "payment_products" ADD COLUMN IF NOT EXISTS "legacy_id_lookup" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "payment_products"
   SET "public_id" = replace(gen_random_uuid()::text, '-', ''), "legacy_id_lookup" = true
 WHERE "public_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "payment_products" ALTER COLUMN "public_id" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payment_products_public_id_key" ON "payment_products" ("public_id");
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "destination_account_id" varchar(100);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "application_fee_amount" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "receipt_sent_at" timestamp with time zone;
