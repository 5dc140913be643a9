-- A product's last day with a standing sale line, for the owner's home slow movers, and a small
-- index for the low-stock count (decision 0045).
ALTER TABLE "product_stock" ADD COLUMN "last_sold" date;--> statement-breakpoint
UPDATE product_stock ps SET last_sold = s.day
  FROM (SELECT fk_product, max(day) AS day FROM sales_daily_product WHERE lines > 0 GROUP BY fk_product) s
 WHERE s.fk_product = ps.fk_product;--> statement-breakpoint
CREATE INDEX "product_stock_low_idx" ON "product_stock" USING btree ("fk_product") WHERE "product_stock"."quantity" <= 16;--> statement-breakpoint
CREATE INDEX "product_stock_slow_idx" ON "product_stock" USING btree (coalesce("last_sold", '-infinity'::date),"quantity","fk_product") WHERE "product_stock"."quantity" > 0;--> statement-breakpoint
-- Kept in the sale's transaction, which has already locked the product's product_stock row (the
-- ledger moves stock before the rollups are written), so it adds no lock. It fires only when a
-- product's day gains its first standing line or loses its last one: once per product and day.
CREATE FUNCTION sales_daily_product_last_sold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.lines > 0 THEN
    UPDATE product_stock SET last_sold = NEW.day
     WHERE fk_product = NEW.fk_product AND (last_sold IS NULL OR last_sold < NEW.day);
  ELSE
    -- Every line of that day was annulled: the last day is now the latest day of a standing sale
    -- line of the product (the annulled sale is already disabled). Read from the product's lines
    -- (sale_details_product_idx), not from a new index on the rollup, which every sale would write.
    UPDATE product_stock
       SET last_sold = (SELECT max(s.date) FROM sale_details d JOIN sales s ON s.id = d.fk_sale
                         WHERE d.fk_product = NEW.fk_product AND s.enabled = 1)
     WHERE fk_product = NEW.fk_product AND last_sold = NEW.day;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_daily_product_last_sold_insert AFTER INSERT ON sales_daily_product
  FOR EACH ROW WHEN (NEW.lines > 0) EXECUTE FUNCTION sales_daily_product_last_sold();
--> statement-breakpoint
CREATE TRIGGER sales_daily_product_last_sold_update AFTER UPDATE OF lines ON sales_daily_product
  FOR EACH ROW WHEN ((OLD.lines > 0) <> (NEW.lines > 0)) EXECUTE FUNCTION sales_daily_product_last_sold();
