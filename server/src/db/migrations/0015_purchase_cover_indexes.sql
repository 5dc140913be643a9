DROP INDEX "purchase_details_date_idx";--> statement-breakpoint
DROP INDEX "purchase_details_product_date_idx";--> statement-breakpoint
DROP INDEX "purchase_details_provider_date_idx";--> statement-breakpoint
DROP INDEX "purchases_created_idx";--> statement-breakpoint
DROP INDEX "purchases_provider_created_idx";--> statement-breakpoint
DROP INDEX "purchases_date_idx";--> statement-breakpoint
DROP INDEX "purchases_provider_date_idx";--> statement-breakpoint
DROP INDEX "purchases_user_created_idx";--> statement-breakpoint
CREATE INDEX "purchase_details_date_cover_idx" ON "purchase_details" USING btree ("enabled","date_purchase","id","total","quantity");--> statement-breakpoint
CREATE INDEX "purchase_details_product_date_cover_idx" ON "purchase_details" USING btree ("fk_product","enabled","date_purchase","id","total","quantity");--> statement-breakpoint
CREATE INDEX "purchase_details_provider_date_cover_idx" ON "purchase_details" USING btree ("fk_provider","enabled","date_purchase","id","total","quantity");--> statement-breakpoint
CREATE INDEX "purchases_created_cover_idx" ON "purchases" USING btree ("enabled","created_at","id","cancelled","total_purchase");--> statement-breakpoint
CREATE INDEX "purchases_provider_created_cover_idx" ON "purchases" USING btree ("fk_provider","enabled","created_at","id","cancelled","total_purchase");--> statement-breakpoint
CREATE INDEX "purchases_date_cover_idx" ON "purchases" USING btree ("enabled","date_purchase","id","cancelled","total_purchase");--> statement-breakpoint
CREATE INDEX "purchases_provider_date_cover_idx" ON "purchases" USING btree ("fk_provider","enabled","date_purchase","id","cancelled","total_purchase");--> statement-breakpoint
CREATE INDEX "purchases_user_created_cover_idx" ON "purchases" USING btree ("fk_user","enabled","created_at","id","total_purchase");