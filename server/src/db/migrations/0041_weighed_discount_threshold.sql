ALTER TABLE "product_discounts" ALTER COLUMN "quantity" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "price_history" ALTER COLUMN "discount_quantity" SET DATA TYPE numeric(12, 3);