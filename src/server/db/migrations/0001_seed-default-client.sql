-- Row 1 of clients is the default brand every user and record belongs to unless a white-label
-- tenant says otherwise. It is inserted on a fresh database only, so it receives id 1.
INSERT INTO "clients" ("name") SELECT 'QR Shark' WHERE NOT EXISTS (SELECT 1 FROM "clients");
