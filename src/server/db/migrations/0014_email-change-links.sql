-- Issue 14: a mailed link may now change the account's address ('change-email': it goes to the
-- new address and takes effect only when followed).
ALTER TABLE "account_links" DROP CONSTRAINT "account_links_purpose_check";--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_purpose_check" CHECK ("account_links"."purpose" in ('verify-email', 'set-password', 'change-email', 'trial'));
