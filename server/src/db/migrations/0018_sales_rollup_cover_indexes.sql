-- Sales reports (issue 13): VENTAS MARCAS, its brand detail and the products-sold totals sum the
-- product rollup over a period; with every summed column in the index those sums are index-only
-- scans (no visit to the table's rows).
CREATE INDEX IF NOT EXISTS "sales_daily_product_day_cover_idx" ON "sales_daily_product" USING btree ("day") INCLUDE ("fk_mark", "fk_product", "quantity", "total_cents", "cost_cents", "discount_cents", "lines");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_daily_product_mark_cover_idx" ON "sales_daily_product" USING btree ("fk_mark", "day") INCLUDE ("fk_product", "quantity", "total_cents", "cost_cents", "discount_cents", "lines");
