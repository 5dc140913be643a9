CREATE TABLE "client_open_debts" (
	"fk_client" integer PRIMARY KEY NOT NULL,
	"owed_cents" bigint NOT NULL,
	"debts" integer NOT NULL,
	CONSTRAINT "client_open_debts_not_negative" CHECK ("client_open_debts"."owed_cents" >= 0 and "client_open_debts"."debts" >= 0)
);
--> statement-breakpoint
CREATE INDEX "lots_stock_expiry_value_idx" ON "lots" USING btree ("expiration_date","quantity","unit_cost") WHERE "lots"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "sales_debt_open_client_idx" ON "sales" USING btree ("date","fk_client","total_sale","debt_paid") WHERE "sales"."cancelled" = 0 and "sales"."enabled" = 1;