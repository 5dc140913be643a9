DROP INDEX "purchase_details_date_cover_idx";--> statement-breakpoint
DROP INDEX "purchase_details_product_date_cover_idx";--> statement-breakpoint
DROP INDEX "purchase_details_provider_date_cover_idx";--> statement-breakpoint
ALTER TABLE "purchase_details" ADD COLUMN "fk_presentation" integer;--> statement-breakpoint
ALTER TABLE "purchase_details" ADD COLUMN "presentation_units" integer;--> statement-breakpoint
ALTER TABLE "purchase_details" ADD CONSTRAINT "purchase_details_fk_presentation_presentations_id_fk" FOREIGN KEY ("fk_presentation") REFERENCES "public"."presentations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_details_date_cover_idx" ON "purchase_details" USING btree ("enabled","date_purchase","id","total","quantity","presentation_units");--> statement-breakpoint
CREATE INDEX "purchase_details_product_date_cover_idx" ON "purchase_details" USING btree ("fk_product","enabled","date_purchase","id","total","quantity","presentation_units");--> statement-breakpoint
CREATE INDEX "purchase_details_provider_date_cover_idx" ON "purchase_details" USING btree ("fk_provider","enabled","date_purchase","id","total","quantity","presentation_units");--> statement-breakpoint
ALTER TABLE "purchase_details" ADD CONSTRAINT "purchase_details_presentation_units" CHECK (("purchase_details"."fk_presentation" is null and "purchase_details"."presentation_units" is null) or ("purchase_details"."fk_presentation" is not null and "purchase_details"."presentation_units" >= 2));