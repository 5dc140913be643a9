ALTER TABLE "kardex" ALTER COLUMN "delta" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "kardex" ALTER COLUMN "balance" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "lots" ALTER COLUMN "initial_quantity" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "lots" ALTER COLUMN "quantity" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "low_lots" ALTER COLUMN "quantity" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "product_stock" ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "purchase_details" ALTER COLUMN "quantity" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "sale_detail_lots" ALTER COLUMN "quantity" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "sale_details" ALTER COLUMN "quantity" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "sales_daily_mark" ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "sales_daily_product" ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit" varchar(10) DEFAULT 'unidad' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "scale_code" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "scale_prefix_from" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "scale_prefix_to" smallint DEFAULT 29 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "scale_code_digits" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "scale_value" varchar(1) DEFAULT 'w' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_scale_code_uq" ON "products" USING btree ("scale_code") WHERE "products"."scale_code" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_known" CHECK ("products"."unit" in ('unidad', 'kg'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_scale_code_weighed" CHECK ("products"."scale_code" is null or "products"."unit" = 'kg');