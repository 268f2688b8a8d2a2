-- The account's language (issue 42): chosen at sign-up from the browser's language, changed in
-- account settings; mail to the account is written in it. One of en, es, de, fr, pt; existing
-- accounts keep English, the language every mail was written in until now.
ALTER TABLE "users" ADD COLUMN "locale" varchar(5) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'es', 'de', 'fr', 'pt'));
