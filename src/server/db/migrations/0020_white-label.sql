-- Issue 17: white-label API key prefix and last use, and custom-domain verification by DNS.
ALTER TABLE "clients" ADD COLUMN "api_key_prefix" varchar(16);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "api_key_last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "domain_token" varchar(64);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "domain_check_message" text;
