-- Debts collected whole before partial payments existed become one payment each (decision 0036),
-- so the closing, which now reads debt_payments, counts them on the same day and type as before.
-- The collector and the hour were not recorded then: fk_user null, hour 00:00.
UPDATE "sales" SET "debt_paid" = "total_sale" WHERE "date_debt" IS NOT NULL;--> statement-breakpoint
INSERT INTO "debt_payments" ("fk_sale", "amount", "fk_type_payment", "fk_user", "date", "hour", "created_at")
SELECT "id", "total_sale", "fk_type_payment_debt", NULL, "date_debt", '00:00:00', "created_at"
FROM "sales" WHERE "date_debt" IS NOT NULL AND "fk_type_payment_debt" IS NOT NULL AND "total_sale" > 0 ORDER BY "date_debt", "id";
