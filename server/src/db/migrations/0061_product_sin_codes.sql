ALTER TABLE "products" ADD COLUMN "sin_product_code" varchar(20);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sin_unit_code" varchar(20);