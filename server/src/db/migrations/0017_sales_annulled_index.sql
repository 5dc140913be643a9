-- Ventas Anuladas (issue 13): annulled sales are few; their list and totals by date ride this
-- partial index instead of filtering enabled = 0 over every sale of the period.
CREATE INDEX IF NOT EXISTS "sales_annulled_idx" ON "sales" USING btree ("date", "id") INCLUDE ("total_sale", "total_cost") WHERE "enabled" = 0;
