ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_fk_sale_sales_id_fk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "fk_sale";