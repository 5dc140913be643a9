-- Custom SQL migration file, put your code below! --
-- The one invoicing settings row (invoicing off), as the settings row is created.
INSERT INTO "invoice_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
