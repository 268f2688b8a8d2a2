-- Passwords per ASVS 5.0 6.2.1 and 6.2.4 (issue 36 item 6): an account whose password is shorter
-- than 8 characters or on the common-password list still signs in, and is then asked to change
-- it. The flag is set at such a sign-in and cleared whenever a password is set.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "password_change_required" boolean DEFAULT false NOT NULL;
