ALTER TABLE "invoices" DROP CONSTRAINT "invoices_fk_return_unique";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_point_number";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_cuf";--> statement-breakpoint
DROP INDEX "invoices_due";--> statement-breakpoint
DROP INDEX "invoices_event";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "taken_number" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_point_number" ON "invoices" USING btree ("nit","sucursal","punto_venta","document_sector","number") WHERE "invoices"."number" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_cuf" ON "invoices" USING btree ("cuf") WHERE "invoices"."number" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_fk_return_unique" ON "invoices" USING btree ("fk_return") WHERE "invoices"."fk_return" is not null;--> statement-breakpoint
CREATE INDEX "invoices_due" ON "invoices" USING btree ("next_attempt_at") WHERE "invoices"."next_attempt_at" is not null;--> statement-breakpoint
CREATE INDEX "invoices_event" ON "invoices" USING btree ("fk_event") WHERE "invoices"."fk_event" is not null;--> statement-breakpoint
-- Room on each page for a draft's number (taken_number, in no index): that update stays on the page, heap-only.
ALTER TABLE "invoices" SET (fillfactor = 60);