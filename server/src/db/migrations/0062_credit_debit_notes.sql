ALTER TABLE "invoices" DROP CONSTRAINT "invoices_fk_sale_unique";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_point_number";--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD COLUMN "document_sector" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "document_sector" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "fk_return" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "fk_invoice" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_fk_return_sale_returns_id_fk" FOREIGN KEY ("fk_return") REFERENCES "public"."sale_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_fk_invoice_invoices_id_fk" FOREIGN KEY ("fk_invoice") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sale_invoice" ON "invoices" USING btree ("fk_sale") WHERE "invoices"."document_sector" = 1;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_fk_return_unique" UNIQUE("fk_return");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_point_number" UNIQUE("nit","sucursal","punto_venta","document_sector","number");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_document_sector" CHECK ("invoices"."document_sector" in (1, 24) and ("invoices"."document_sector" = 24) = ("invoices"."fk_return" is not null and "invoices"."fk_invoice" is not null));