ALTER TABLE "invoices" ADD COLUMN "draft" jsonb;--> statement-breakpoint
CREATE INDEX "invoices_drafts" ON "invoices" USING btree ("id") WHERE "invoices"."draft" is not null;