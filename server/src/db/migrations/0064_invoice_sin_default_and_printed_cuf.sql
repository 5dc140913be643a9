ALTER TABLE "invoice_settings" ADD COLUMN "sin_product_default" varchar(20);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "printed_cuf" varchar(100);