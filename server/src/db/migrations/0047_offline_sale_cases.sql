DROP INDEX "sales_offline_sold_idx";--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "reconciliation_cases" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_offline_clean_idx" ON "sales" USING btree ("created_at","id") WHERE "sales"."offline" = 1 and "sales"."reconciliation_cases" = 0;--> statement-breakpoint
CREATE INDEX "sales_offline_sold_idx" ON "sales" USING btree ("created_at","id","reconciliation_cases") WHERE "sales"."offline" = 1;